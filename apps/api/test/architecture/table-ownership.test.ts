import type ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createSourceProgram,
  findTableDeclarations,
  findTableWrites,
  listSourceFiles,
  type TableDeclaration,
  type TableWrite,
} from './table-writes.ts';

// A module writes only the tables its own *.schema.ts declares (ARCHITECTURE.md); it changes
// another module's through that module's service, or reacts to its events. The platform's tables
// (the job queue's `jobs`) are written by the platform: modules enqueue and cancel through its
// functions. Reads and joins across modules are allowed. Paths are relative to apps/api/src.

/** Parts of the source that build data directly, on purpose; they are not modules. */
const excludedFolders = {
  'seed/': 'the demo seed fills every module’s tables at once, as a database dump would',
  'factories/': 'test factories build rows of every table for the tests, below every module',
};
const excludedFiles = [{ suffix: '.test.ts', reason: 'tests build their data directly, as the factories do' }];

/** Tables no *.schema.ts declares, written by the part that makes them. */
const undeclaredTables: Record<string, { writer: string; reason: string }> = {
  schema_migrations: {
    writer: 'platform/database',
    reason: 'the migrator’s own record of applied migrations, made by it before any migration runs',
  },
};

/** Writes that cross the line and stay for a while, each with its reason. Keep it short. */
const allowedWrites: { file: string; table: string; reason: string }[] = [];

function isExcluded(file: string): boolean {
  return (
    Object.keys(excludedFolders).some((folder) => file.startsWith(folder)) ||
    excludedFiles.some(({ suffix }) => file.endsWith(suffix))
  );
}

/**
 * The writes not allowed: to a table another part declares, to a table nothing declares, or to a
 * table the check cannot name.
 */
function forbiddenWrites(declarations: TableDeclaration[], writes: TableWrite[]): string[] {
  const owners = new Map(declarations.map((declaration) => [declaration.table, declaration]));
  return writes.flatMap((write) => {
    if (allowedWrites.some((entry) => entry.file === write.file && entry.table === write.table)) return [];
    const at = `${write.file}:${write.line} (${write.writer})`;
    if (write.table === undefined) return [`${at} ${write.kind}s a table the check cannot name`];
    const declaration = owners.get(write.table);
    if (declaration) {
      if (declaration.owner === write.writer) return [];
      return [`${at} ${write.kind}s ${write.table}, declared by ${declaration.owner} in ${declaration.file}`];
    }
    if (undeclaredTables[write.table]?.writer === write.writer) return [];
    return [`${at} ${write.kind}s ${write.table}, which no *.schema.ts declares`];
  });
}

// Writes planted in memory in the tags module: Drizzle's, raw SQL naming a table as text and
// through a variable of two tables, and one through a table of no known name. The check must see
// each, and let the tags module's own table and a Map's delete be.
const plantedFile = 'modules/tags/planted-writes.ts';
const planted = {
  [plantedFile]: `
    import { sql } from 'drizzle-orm';
    import type { PgTable } from 'drizzle-orm/pg-core';
    import type { TenantScope } from '../../platform/database/tenant-scope.ts';
    import { users } from '../users/users.schema.ts';
    import { vacancies } from '../vacancies/vacancies.schema.ts';
    import { tags } from './tags.schema.ts';

    export async function plantedWrites(scope: TenantScope, table: typeof users | typeof tags) {
      await scope.transaction.insert(vacancies).values([]);
      await scope.transaction.execute(sql\`update vacancy_favorites set created_at = now() where tenant_id = \${1}\`);
      await scope.transaction.execute(sql\`delete from \${table} where tenant_id = \${scope.tenantId}\`);
      await scope.transaction.execute(sql\`truncate "jobs"\`);
      await scope.transaction.insert(tags).values([]);
      new Map<number, number>().delete(1);
    }

    export async function plantedGenericWrite(scope: TenantScope, table: PgTable) {
      await scope.transaction.delete(table);
    }
  `,
};

describe('table ownership: a module writes only the tables it declares', () => {
  const sourceFiles = listSourceFiles();
  const checkedFiles = sourceFiles.filter((file) => !isExcluded(file));
  let program: ts.Program;
  let declarations: TableDeclaration[];
  let writes: TableWrite[];

  beforeAll(() => {
    program = createSourceProgram(sourceFiles, planted);
    declarations = findTableDeclarations(program, sourceFiles);
    writes = findTableWrites(program, checkedFiles);
  }, 240_000);

  it('finds each table declared once, in a *.schema.ts of a module or of the platform', () => {
    expect(declarations.map(({ table }) => table)).toContain('jobs');
    const misplaced = declarations.filter(
      ({ file }) => !/^(modules|platform)\/[^/]+\/[^/]+\.schema\.ts$/.test(file) || isExcluded(file),
    );
    expect(misplaced).toEqual([]);
    const tables = declarations.map(({ table }) => table);
    expect(tables.filter((table, index) => tables.indexOf(table) !== index)).toEqual([]);
  });

  it('finds no write to a table another module or the platform declares, beyond the allow-list', () => {
    expect(writes.length).toBeGreaterThan(50);
    expect(forbiddenWrites(declarations, writes)).toEqual([]);
  });

  it('keeps no allow-list entry that matches no write any more', () => {
    const stale = [
      ...allowedWrites.filter(
        (entry) => !writes.some((write) => write.file === entry.file && write.table === entry.table),
      ),
      ...Object.entries(undeclaredTables).filter(([table]) => !writes.some((write) => write.table === table)),
    ];
    expect(stale).toEqual([]);
  });

  it('excludes only folders that exist', () => {
    const missing = Object.keys(excludedFolders).filter(
      (folder) => !sourceFiles.some((file) => file.startsWith(folder)),
    );
    expect(missing).toEqual([]);
  });

  it('catches planted Drizzle and raw-SQL writes to other modules’ tables (the check itself works)', () => {
    const found = findTableWrites(program, [plantedFile]);
    expect(found.map(({ kind, table }) => `${kind} ${table}`)).toEqual([
      'insert vacancies',
      'update vacancy_favorites',
      'delete users',
      'delete tags',
      'truncate jobs',
      'insert tags',
      'delete undefined',
    ]);
    expect(forbiddenWrites(declarations, found)).toEqual([
      `${plantedFile}:10 (tags) inserts vacancies, declared by vacancies in modules/vacancies/vacancies.schema.ts`,
      `${plantedFile}:11 (tags) updates vacancy_favorites, declared by vacancies in modules/vacancies/vacancies.schema.ts`,
      `${plantedFile}:12 (tags) deletes users, declared by users in modules/users/users.schema.ts`,
      `${plantedFile}:13 (tags) truncates jobs, declared by platform/jobs in platform/jobs/jobs.schema.ts`,
      `${plantedFile}:19 (tags) deletes a table the check cannot name`,
    ]);
  });
});
