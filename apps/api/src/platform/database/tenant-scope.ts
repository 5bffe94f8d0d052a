import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database, QueryBuilder } from './connection.ts';

/** The query builder of one open transaction. */
export type Transaction = QueryBuilder;

/** The tenant a unit of work runs for, and the transaction it runs in. */
export interface TenantScope {
  tenantId: number;
  transaction: Transaction;
}

/** The settings that open a tenant's transaction: its id, and the role row-level security applies to. */
function tenantScopeSettings(tenantId: number): string {
  if (!Number.isSafeInteger(tenantId)) throw new Error(`not a tenant id: ${tenantId}`);
  return `select set_config('app.tenant_id', '${tenantId}', true), set_config('role', 'volunteerly_app', true)`;
}

/**
 * Runs work in one transaction for one tenant: the tenant id is set for the
 * transaction and the transaction switches to the non-superuser application
 * role, so row-level security holds even if a query forgets its filter. Both
 * settings travel with BEGIN: opening the scope is one round trip.
 */
export async function withTenant<T>(
  database: Database,
  tenantId: number,
  work: (scope: TenantScope) => Promise<T>,
): Promise<T> {
  return database.transaction(tenantScopeSettings(tenantId), (transaction) => work({ tenantId, transaction }));
}

/**
 * Runs platform work that belongs to no tenant (the tenant directory, host
 * maps) in one transaction as the connection's own role.
 */
export async function withPlatform<T>(database: Database, work: (transaction: Transaction) => Promise<T>): Promise<T> {
  return database.transaction('', work);
}

/** The filter every query on a tenant-owned table carries. */
export function ofTenant(table: { tenantId: PgColumn }, scope: TenantScope): SQL {
  return eq(table.tenantId, scope.tenantId);
}
