import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../platform/database/connection.ts';
import { withPlatform, type Transaction } from '../../platform/database/tenant-scope.ts';
import { tenants, type TenantRow } from './tenants.schema.ts';

/** Finds a tenant by its key. */
export async function findTenantByKey(database: Database, key: string): Promise<TenantRow | undefined> {
  const [row] = await withPlatform(database, (transaction) =>
    transaction.select().from(tenants).where(eq(tenants.key, key)).limit(1),
  );
  return row;
}

/** Every tenant, by key. */
export async function findAllTenants(database: Database): Promise<TenantRow[]> {
  return withPlatform(database, (transaction) => findEveryTenant(transaction));
}

/** Every tenant, by key, in a transaction of the platform. */
export async function findEveryTenant(transaction: Transaction): Promise<TenantRow[]> {
  return transaction.select().from(tenants).orderBy(asc(tenants.key));
}
