import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDistributedByTenant, tableDistribution } from '../../src/platform/database/table-distribution.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

interface ConstraintRow {
  table: string;
  name: string;
  kind: 'p' | 'u' | 'f';
  definition: string;
  includesTenant: boolean;
  referencedTable: string | null;
  referencesTenant: boolean | null;
}

let testDatabase: TestDatabase;
/** Every table of the migrated schema, and those distributed by tenant (all but the reference and platform tables). */
let tables: string[];
let distributed: string[];
const query = <Row>(statement: string) => testDatabase.database.session((session) => session.query<Row>(statement));

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  const rows = await query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`,
  );
  tables = rows.map((row) => row.name);
  distributed = tables.filter(isDistributedByTenant);
});
afterAll(() => testDatabase.destroy());

const tenantColumnIn = (keys: string, relation: string) =>
  `EXISTS (SELECT 1 FROM unnest(${keys}) AS key JOIN pg_attribute a ON a.attrelid = ${relation} AND a.attnum = key WHERE a.attname = 'tenant_id')`;

async function constraintsOfDistributedTables(): Promise<ConstraintRow[]> {
  return query<ConstraintRow>(`
    SELECT c.conrelid::regclass::text AS "table", c.conname AS name, c.contype AS kind,
           pg_get_constraintdef(c.oid) AS definition,
           ${tenantColumnIn('c.conkey', 'c.conrelid')} AS "includesTenant",
           CASE WHEN c.contype = 'f' THEN c.confrelid::regclass::text END AS "referencedTable",
           CASE WHEN c.contype = 'f' THEN ${tenantColumnIn('c.confkey', 'c.confrelid')} END AS "referencesTenant"
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
    WHERE n.nspname = 'public' AND c.contype IN ('p', 'u', 'f')
      AND c.conrelid::regclass::text = ANY (ARRAY['${distributed.join("','")}'])`);
}

describe('the schema is ready to distribute by tenant (Citus)', () => {
  it('names only tables that exist as reference or platform tables, and distributes the others', () => {
    const named = [...tableDistribution.reference, ...tableDistribution.platform];
    expect(named.filter((table) => !tables.includes(table))).toEqual([]);
    expect(distributed).toContain('vacancies');
  });

  it('gives every distributed table a tenant_id column that is never null', async () => {
    const rows = await query<{ table: string }>(
      `SELECT c.relname AS "table" FROM pg_class c
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' AND a.attnotnull
       WHERE c.relname = ANY (ARRAY['${distributed.join("','")}'])`,
    );
    expect(rows.map((row) => row.table).sort()).toEqual([...distributed].sort());
  });

  it('includes tenant_id in every primary key, unique constraint and foreign key of a distributed table', async () => {
    const missing = (await constraintsOfDistributedTables())
      .filter((constraint) => !constraint.includesTenant && constraint.referencedTable !== 'tenants')
      .map((constraint) => `${constraint.table}: ${constraint.name} ${constraint.definition}`);
    expect(missing).toEqual([]);
  });

  it('points every foreign key between distributed tables at the referenced tenant_id too', async () => {
    const loose = (await constraintsOfDistributedTables())
      .filter((constraint) => constraint.kind === 'f' && distributed.includes(constraint.referencedTable ?? ''))
      .filter((constraint) => !constraint.referencesTenant)
      .map((constraint) => `${constraint.table}: ${constraint.name}`);
    expect(loose).toEqual([]);
  });

  it('includes tenant_id in every unique index of a distributed table', async () => {
    const rows = await query<{ definition: string }>(`
      SELECT pg_get_indexdef(i.indexrelid) AS definition FROM pg_index i
      WHERE i.indisunique AND i.indrelid::regclass::text = ANY (ARRAY['${distributed.join("','")}'])
        AND NOT ${tenantColumnIn('i.indkey::int2[]', 'i.indrelid')}`);
    expect(rows.map((row) => row.definition)).toEqual([]);
  });

  it('clears only its own column when a referenced user goes, never tenant_id', async () => {
    const settingNull = (await constraintsOfDistributedTables()).filter((constraint) =>
      /ON DELETE SET NULL/.test(constraint.definition),
    );
    expect(settingNull.length).toBeGreaterThan(0);
    for (const constraint of settingNull)
      expect(constraint.definition).toMatch(/ON DELETE SET NULL \((?!tenant_id)\w+\)/);
  });
});
