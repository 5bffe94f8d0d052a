import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiModules } from '../../src/api-modules.ts';
import type { ApiModule } from '../../src/platform/modules/api-module.ts';
import type { AnnouncedChange } from '../../src/platform/database/change-announcements.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

// The kept public reads (decision 019) are emptied when the database announces a change: triggers
// on the tables they show call an `announce_…` function. Each module names those tables in its
// manifest (`announces`); this holds the migrations' triggers to the manifests, so a table a kept
// read shows cannot be added without its announcement, nor an announcement without its owner.

/** What each announcing function of the migrations announces. */
const changeOfFunction: Record<string, AnnouncedChange> = {
  announce_tenant_configuration_change: 'tenant_configuration',
  announce_public_catalogue_change: 'public_catalogue',
  // Only when an application is or was accepted: the places left change (migration 0015).
  announce_accepted_application_change: 'public_catalogue',
};

/** The manifests, as the app reads them. */
const modules: readonly ApiModule[] = apiModules;

let testDatabase: TestDatabase;
beforeAll(async () => {
  testDatabase = await createTestDatabase();
});
afterAll(() => testDatabase.destroy());

/** `table announces change` for every announcing trigger of the migrated database. */
async function announcingTriggers(): Promise<string[]> {
  const rows = await testDatabase.database.session((session) =>
    session.query<{ table: string; function: string }>(`
      SELECT DISTINCT c.relname AS "table", p.proname AS "function"
      FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
      WHERE NOT t.tgisinternal AND p.proname LIKE 'announce\\_%'`),
  );
  return [
    ...new Set(
      rows.map(({ table, function: name }) => `${table} announces ${changeOfFunction[name] ?? `? (${name})`}`),
    ),
  ].sort();
}

/** `table announces change` for every table a module's manifest names. */
function declaredAnnouncements(): string[] {
  return modules
    .flatMap((module) =>
      Object.entries(module.announces ?? {}).flatMap(([change, tables]) =>
        (tables ?? []).map((table) => `${table} announces ${change}`),
      ),
    )
    .sort();
}

/** Whether one of the module's *.schema.ts files declares `table`. */
function declaresTable(moduleName: string, table: string): boolean {
  const folder = path.resolve(import.meta.dirname, '../../src/modules', moduleName);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.schema.ts'))
    .some((file) => new RegExp(`pgTable\\(\\s*'${table}'`).test(readFileSync(path.join(folder, file), 'utf8')));
}

describe('tables that announce changes to the kept public reads', () => {
  it('are exactly the tables the modules declare, each with the change its trigger announces', async () => {
    expect(await announcingTriggers()).toEqual(declaredAnnouncements());
  });

  it('are declared by the module that owns the table, once', () => {
    const declarations = modules.flatMap((module) =>
      Object.values(module.announces ?? {}).flatMap((tables) => (tables ?? []).map((table) => ({ module, table }))),
    );
    const notOwned = declarations
      .filter(({ module, table }) => !declaresTable(module.name, table))
      .map(({ module, table }) => `${module.name} declares ${table}`);
    expect(notOwned).toEqual([]);
    expect(new Set(declarations.map(({ table }) => table)).size).toBe(declarations.length);
  });
});
