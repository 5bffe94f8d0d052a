import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createUser } from '../../src/factories/user-factory.ts';
import { withPlatform, withTenant } from '../../src/platform/database/tenant-scope.ts';
import { personalDataParts } from '../../src/api-modules.ts';
import type { PersonalDataColumn, PersonalDataPart } from '../../src/platform/personal-data/personal-data.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

// Every column that points at a person, read from the migrated database's catalogue: a foreign key
// to users, or a column named user_id or *_user_id (some have no foreign key on purpose). Each must
// be named by one module's personal-data part (decision 046), so 'download my data' shows its rows
// and erasure removes them or says why they stay, anonymised.

interface PersonColumn {
  table: string;
  column: string;
  nullable: boolean;
}

async function readPersonColumns(testDatabase: TestDatabase): Promise<PersonColumn[]> {
  return withPlatform(testDatabase.database, async (transaction) => {
    const result = (await transaction.execute(sql`
      with referencing as (
        select table_row.relname::text as table_name, own_column.attname::text as column_name
          from pg_constraint as constraint_row
          join pg_class as table_row on table_row.oid = constraint_row.conrelid
          join pg_namespace as namespace on namespace.oid = table_row.relnamespace and namespace.nspname = 'public'
         cross join lateral unnest(constraint_row.conkey, constraint_row.confkey) as pair(own, referenced)
          join pg_attribute as own_column
            on own_column.attrelid = constraint_row.conrelid and own_column.attnum = pair.own
          join pg_attribute as referenced_column
            on referenced_column.attrelid = constraint_row.confrelid and referenced_column.attnum = pair.referenced
         where constraint_row.contype = 'f'
           and constraint_row.confrelid = 'public.users'::regclass
           and referenced_column.attname = 'id'
      )
      select columns.table_name::text as "table", columns.column_name::text as "column",
             columns.is_nullable = 'YES' as nullable
        from information_schema.columns as columns
       where columns.table_schema = 'public'
         and (columns.column_name = 'user_id' or columns.column_name like '%\\_user\\_id'
              or (columns.table_name::text, columns.column_name::text) in (select * from referencing))
       order by 1, 2
    `)) as unknown as { rows: PersonColumn[] };
    return result.rows;
  });
}

const key = (entry: { table: string; column: string }) => `${entry.table}.${entry.column}`;

const declared: { part: PersonalDataPart; entry: PersonalDataColumn }[] = personalDataParts.flatMap((part) =>
  part.tables.map((entry) => ({ part, entry })),
);

/** The tables a module declares in its *.schema.ts files (`pgTable('name', …)`). */
function tablesOfModule(module: string): string[] {
  const directory = path.resolve(import.meta.dirname, '../../src/modules', module);
  return readdirSync(directory)
    .filter((file) => file.endsWith('.schema.ts'))
    .flatMap((file) =>
      [...readFileSync(path.join(directory, file), 'utf8').matchAll(/pgTable\(\s*'([a-z_]+)'/g)].map(
        (match) => match[1]!,
      ),
    );
}

describe('personal data: every column that points at a person belongs to a module’s part', () => {
  let testDatabase: TestDatabase;
  let personColumns: PersonColumn[];

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    personColumns = await readPersonColumns(testDatabase);
  });
  afterAll(async () => testDatabase.destroy());

  it('finds the columns (the catalogue query itself works)', () => {
    expect(personColumns.map(key)).toEqual(
      expect.arrayContaining(['user_roles.user_id', 'audit_events.actor_user_id', 'auth_tokens.user_id']),
    );
    // tenant_id is half of every composite key to users, but points at a tenant.
    expect(personColumns.map((column) => column.column)).not.toContain('tenant_id');
  });

  it('has a part that exports and erases (or keeps, anonymised, with a reason) every one of them', () => {
    const named = new Set(declared.map(({ entry }) => key(entry)));
    const missing = personColumns.map(key).filter((column) => !named.has(column));
    expect(missing, 'columns pointing at a person that no personal-data part names').toEqual([]);
  });

  it('names each column once, and only columns that exist', () => {
    const names = declared.map(({ entry }) => key(entry));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    const existing = new Set(personColumns.map(key));
    expect(names.filter((name) => !existing.has(name))).toEqual([]);
  });

  it('lets each part name only its own module’s tables', () => {
    const foreign = declared
      .filter(({ part, entry }) => !tablesOfModule(part.module).includes(entry.table))
      .map(({ part, entry }) => `${part.module}: ${key(entry)}`);
    expect(foreign).toEqual([]);
  });

  it('anonymises only columns that can be null, and says why each such row is kept', () => {
    const nullable = new Set(personColumns.filter((column) => column.nullable).map(key));
    const anonymised = declared.flatMap(({ entry }) => (entry.erase === 'anonymise' ? [entry] : []));
    expect(anonymised.filter((entry) => !nullable.has(key(entry))).map(key)).toEqual([]);
    expect(anonymised.filter((entry) => entry.keptBecause.trim().length < 10).map(key)).toEqual([]);
  });

  it('shows each named column’s rows in a section its part exports, and no section twice', async () => {
    const tenant = await createTenant(testDatabase.database, { key: 'dekking', hosts: ['dekking.example'] });
    const { user } = await createUser(testDatabase.database, tenant.id);
    const sectionsOf = new Map<PersonalDataPart, string[]>();
    await withTenant(testDatabase.database, tenant.id, async (scope) => {
      for (const part of personalDataParts) sectionsOf.set(part, Object.keys(await part.export(scope, user)));
    });
    const unexported = declared
      .filter(({ part, entry }) => !sectionsOf.get(part)!.includes(entry.section))
      .map(({ part, entry }) => `${part.module}: ${key(entry)} → ${entry.section}`);
    expect(unexported).toEqual([]);
    const sections = [...sectionsOf.values()].flat();
    expect(sections.filter((name, index) => sections.indexOf(name) !== index)).toEqual([]);
  });
});
