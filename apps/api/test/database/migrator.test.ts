import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrate, readMigrationFiles } from '../../src/platform/database/migrator.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

function migrationsFolder(files: Record<string, string>): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'migrations-'));
  for (const [name, script] of Object.entries(files)) writeFileSync(path.join(directory, name), script);
  return directory;
}

async function tableExists(testDatabase: TestDatabase, table: string): Promise<boolean> {
  const rows = await testDatabase.database.session((session) =>
    session.query<{ exists: boolean }>('SELECT to_regclass($1) IS NOT NULL AS exists', [table]),
  );
  return rows[0]?.exists ?? false;
}

// Each test starts PGlite from initdb (not from the migrated image other files copy): up to 20 s on a
// loaded 2-core machine, so the project's 20 s per test is too tight here.
describe('migrator', { timeout: 60_000 }, () => {
  let testDatabase: TestDatabase;
  afterEach(async () => testDatabase.destroy());

  it('applies every committed migration once and records it', async () => {
    testDatabase = await createTestDatabase({ migrated: false });
    const applied = await migrate(testDatabase.database);
    expect(applied).toEqual(readMigrationFiles().map((file) => file.name));
    expect(await tableExists(testDatabase, 'volunteer_centers')).toBe(true);
    expect(await migrate(testDatabase.database)).toEqual([]);
  });

  it('rolls a failing migration back completely and leaves no record of it', async () => {
    testDatabase = await createTestDatabase({ migrated: false });
    const folder = migrationsFolder({
      '0000_ok.sql': 'CREATE TABLE first_table (id int);',
      '0001_broken.sql': 'CREATE TABLE second_table (id int);\n--> statement-breakpoint\nSELECT * FROM no_such_table;',
    });
    await expect(migrate(testDatabase.database, readMigrationFiles(folder))).rejects.toThrow(/0001_broken\.sql failed/);
    expect(await tableExists(testDatabase, 'first_table')).toBe(true);
    expect(await tableExists(testDatabase, 'second_table')).toBe(false);
    const names = await testDatabase.database.session((session) =>
      session.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name'),
    );
    expect(names.map((row) => row.name)).toEqual(['0000_ok.sql']);
  });

  it('refuses to start on a half-applied migration', async () => {
    testDatabase = await createTestDatabase({ migrated: true });
    await testDatabase.database.session((session) =>
      session.query("UPDATE schema_migrations SET state = 'running' WHERE name = $1", [readMigrationFiles()[1]?.name]),
    );
    await expect(migrate(testDatabase.database)).rejects.toThrow(/started but never finished/);
  });

  it('refuses when an applied migration was edited afterwards', async () => {
    testDatabase = await createTestDatabase({ migrated: false });
    await migrate(testDatabase.database, readMigrationFiles(migrationsFolder({ '0000_a.sql': 'SELECT 1;' })));
    const edited = readMigrationFiles(migrationsFolder({ '0000_a.sql': 'SELECT 2;' }));
    await expect(migrate(testDatabase.database, edited)).rejects.toThrow(/changed after it was applied/);
  });
});
