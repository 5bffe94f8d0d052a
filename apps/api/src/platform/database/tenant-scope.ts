import { eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, QueryBuilder } from './connection.ts';

/** A transaction of the query builder. */
export type Transaction = Parameters<Parameters<QueryBuilder['transaction']>[0]>[0];

/** The tenant a unit of work runs for, and the transaction it runs in. */
export interface TenantScope {
  tenantId: number;
  transaction: Transaction;
}

/**
 * Runs work in one transaction for one tenant: the tenant id is set for the
 * transaction and the transaction switches to the non-superuser application
 * role, so row-level security holds even if a query forgets its filter.
 */
export async function withTenant<T>(
  database: Database,
  tenantId: number,
  work: (scope: TenantScope) => Promise<T>,
): Promise<T> {
  return database.builder.transaction(async (transaction) => {
    await transaction.execute(sql`select set_config('app.tenant_id', ${String(tenantId)}, true)`);
    await transaction.execute(sql`set local role volunteerly_app`);
    return work({ tenantId, transaction });
  });
}

/**
 * Runs platform work that belongs to no tenant (the tenant directory, host
 * maps) in one transaction as the connection's own role.
 */
export async function withPlatform<T>(database: Database, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  return database.builder.transaction(work);
}

/** The filter every query on a tenant-owned table carries. */
export function ofTenant(table: { tenantId: PgColumn }, scope: TenantScope): SQL {
  return eq(table.tenantId, scope.tenantId);
}
