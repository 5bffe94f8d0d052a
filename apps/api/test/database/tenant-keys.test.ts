import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableDistribution } from '../../src/platform/database/table-distribution.ts';
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
const query = <Row>(statement: string) => testDatabase.database.session((session) => session.query<Row>(statement));

beforeAll(async () => {
  testDatabase = await createTestDatabase();
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
      AND c.conrelid::regclass::text = ANY (ARRAY['${tableDistribution.distributed.join("','")}'])`);
}

describe('the schema is ready to distribute by tenant (Citus)', () => {
  it('places every table: distributed by tenant, reference or platform', async () => {
    const tables = await query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') ORDER BY 1`,
    );
    const placed = [...tableDistribution.distributed, ...tableDistribution.reference, ...tableDistribution.platform];
    expect(tables.map((table) => table.name).sort()).toEqual([...placed].sort());
  });

  it('gives every distributed table a tenant_id column that is never null', async () => {
    const rows = await query<{ table: string }>(
      `SELECT c.relname AS "table" FROM pg_class c
       JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' AND a.attnotnull
       WHERE c.relname = ANY (ARRAY['${tableDistribution.distributed.join("','")}'])`,
    );
    expect(rows.map((row) => row.table).sort()).toEqual([...tableDistribution.distributed].sort());
  });

  it('includes tenant_id in every primary key, unique constraint and foreign key of a distributed table', async () => {
    const missing = (await constraintsOfDistributedTables())
      .filter((constraint) => !constraint.includesTenant && constraint.referencedTable !== 'tenants')
      .map((constraint) => `${constraint.table}: ${constraint.name} ${constraint.definition}`);
    expect(missing).toEqual([]);
  });

  it('points every foreign key between distributed tables at the referenced tenant_id too', async () => {
    const distributed: readonly string[] = tableDistribution.distributed;
    const loose = (await constraintsOfDistributedTables())
      .filter((constraint) => constraint.kind === 'f' && distributed.includes(constraint.referencedTable ?? ''))
      .filter((constraint) => !constraint.referencesTenant)
      .map((constraint) => `${constraint.table}: ${constraint.name}`);
    expect(loose).toEqual([]);
  });

  it('includes tenant_id in every unique index of a distributed table', async () => {
    const rows = await query<{ definition: string }>(`
      SELECT pg_get_indexdef(i.indexrelid) AS definition FROM pg_index i
      WHERE i.indisunique AND i.indrelid::regclass::text = ANY (ARRAY['${tableDistribution.distributed.join("','")}'])
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
