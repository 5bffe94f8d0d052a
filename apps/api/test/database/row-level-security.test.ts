import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { volunteerCenters } from '../../src/modules/volunteer-centers/volunteer-centers.schema.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

describe('row-level security on tenant-owned tables', () => {
  let testDatabase: TestDatabase;
  let tenantA: number;
  let tenantB: number;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    const { database } = testDatabase;
    tenantA = (await createTenant(database)).id;
    tenantB = (await createTenant(database)).id;
    await createCenter(database, tenantA, { center: { name: 'Centrum A', isDefault: true } });
    await createCenter(database, tenantB, { center: { name: 'Centrum B', isDefault: true } });
  });
  afterAll(async () => testDatabase.destroy());

  it('shows zero rows to the application role when no tenant is set', async () => {
    const rows = await testDatabase.database.builder.transaction(async (transaction) => {
      await transaction.execute(sql`set local role volunteerly_app`);
      return transaction.select().from(volunteerCenters);
    });
    expect(rows).toHaveLength(0);
  });

  it("shows only the tenant's own rows even to a query that forgets to filter", async () => {
    const rows = await withTenant(testDatabase.database, tenantA, ({ transaction }) =>
      transaction.select({ name: volunteerCenters.name }).from(volunteerCenters),
    );
    expect(rows.map((row) => row.name)).toEqual(['Centrum A']);
  });

  it("refuses to write a row into another tenant's data", async () => {
    await expect(
      withTenant(testDatabase.database, tenantA, ({ transaction }) =>
        transaction.insert(volunteerCenters).values({ tenantId: tenantB, name: 'Indringer' }),
      ),
    ).rejects.toThrow();
    const rows = await withTenant(testDatabase.database, tenantB, ({ transaction }) =>
      transaction.select({ name: volunteerCenters.name }).from(volunteerCenters),
    );
    expect(rows.map((row) => row.name)).toEqual(['Centrum B']);
  });

  it('runs the application role as neither superuser nor able to bypass row security', async () => {
    const [role] = await testDatabase.database.session((session) =>
      session.query<{ rolsuper: boolean; rolbypassrls: boolean }>(
        "SELECT rolsuper, rolbypassrls FROM pg_roles WHERE rolname = 'volunteerly_app'",
      ),
    );
    expect(role).toEqual({ rolsuper: false, rolbypassrls: false });
  });

  it('has a tenant policy on every table that carries tenant_id', async () => {
    const unprotected = await testDatabase.database.session((session) =>
      session.query<{ table_name: string }>(
        `SELECT c.relname AS table_name
           FROM pg_class c
           JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = 'public'
           JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped
          WHERE c.relkind = 'r'
            AND (NOT c.relrowsecurity OR NOT EXISTS (SELECT 1 FROM pg_policy p WHERE p.polrelid = c.oid))
          ORDER BY 1`,
      ),
    );
    expect(unprotected).toEqual([]);
  });
});
