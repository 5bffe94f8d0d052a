import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import {
  preparedPerBuilder,
  readAsTenant,
  withPlatform,
  withTenant,
} from '../../src/platform/database/tenant-scope.ts';
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

  describe('reads outside a transaction (readAsTenant)', () => {
    const centerNamesOf = (tenantId: number) =>
      readAsTenant(testDatabase.database, tenantId, ({ transaction }) =>
        transaction.select({ name: volunteerCenters.name }).from(volunteerCenters),
      ).then((rows) => rows.map((row) => row.name));

    it("shows only the tenant's own rows to a read that forgets to filter", async () => {
      expect(await centerNamesOf(tenantA)).toEqual(['Centrum A']);
    });

    it('gives each read its own tenant, also on connections that last served another', async () => {
      const tenants = [tenantA, tenantB, tenantA, tenantB, tenantB, tenantA, tenantA, tenantB];
      // In turn (one connection, switching tenants), then all at once (several connections).
      for (const tenantId of tenants)
        expect(await centerNamesOf(tenantId)).toEqual([tenantId === tenantA ? 'Centrum A' : 'Centrum B']);
      const together = await Promise.all([...tenants, ...tenants].map(centerNamesOf));
      expect(together).toEqual(
        [...tenants, ...tenants].map((tenantId) => [tenantId === tenantA ? 'Centrum A' : 'Centrum B']),
      );
    });

    it('holds for prepared statements too: one prepared on a connection for one tenant shows the next only its own rows', async () => {
      // Forgets the tenant filter on purpose: the policy alone must keep the tenants apart.
      const everyCenter = preparedPerBuilder((builder) =>
        builder.select({ name: volunteerCenters.name }).from(volunteerCenters).prepare('every_center_unfiltered'),
      );
      const preparedNamesOf = (tenantId: number) =>
        readAsTenant(testDatabase.database, tenantId, ({ transaction }) => everyCenter(transaction).execute()).then(
          (rows) => rows.map((row) => row.name),
        );
      const tenants = [tenantA, tenantB, tenantB, tenantA, tenantA, tenantB];
      for (const tenantId of tenants)
        expect(await preparedNamesOf(tenantId)).toEqual([tenantId === tenantA ? 'Centrum A' : 'Centrum B']);
      expect(await Promise.all([...tenants, ...tenants].map(preparedNamesOf))).toEqual(
        [...tenants, ...tenants].map((tenantId) => [tenantId === tenantA ? 'Centrum A' : 'Centrum B']),
      );
    });

    it('keeps the next read correct after a read fails', async () => {
      await expect(
        readAsTenant(testDatabase.database, tenantA, ({ transaction }) => transaction.execute(sql`select 1 / 0`)),
      ).rejects.toThrow();
      expect(await centerNamesOf(tenantB)).toEqual(['Centrum B']);
    });

    it("never leaves a tenant's settings to platform work", async () => {
      await Promise.all([tenantA, tenantB, tenantA, tenantB].map(centerNamesOf));
      const whoAmI = sql`select current_user as role, coalesce(current_setting('app.tenant_id', true), '') as tenant`;
      const seen = await Promise.all([
        ...Array.from({ length: 6 }, () => testDatabase.database.builder.execute(whoAmI)),
        ...Array.from({ length: 3 }, () =>
          withPlatform(testDatabase.database, (transaction) => transaction.execute(whoAmI)),
        ),
      ]);
      for (const result of seen) {
        const [row] = (result as unknown as { rows?: { role: string; tenant: string }[] }).rows ?? [];
        expect(row?.role).not.toBe('volunteerly_app');
        expect(row?.tenant).toBe('');
      }
    });
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
