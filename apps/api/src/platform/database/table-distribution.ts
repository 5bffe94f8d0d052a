/**
 * How the tables would be placed on PostgreSQL distributed by tenant (Citus), the plan beyond one
 * machine (decision 015). Every table is distributed by `tenant_id` unless it is named here: every
 * primary key, unique constraint and foreign key between distributed tables includes `tenant_id`,
 * so each tenant's rows and their constraints live on one node. A new module's tables are
 * distributed without being listed; `test/database/tenant-keys.test.ts` holds the catalogue to this.
 */
export const tableDistribution = {
  /** Copied to every node. Read on every request to resolve the tenant; small and rarely written. */
  reference: ['tenants'],
  /** On the coordinator: the migrator's own bookkeeping, and the job queue every process's worker claims from (decision 030). */
  platform: ['jobs', 'schema_migrations'],
} as const;

const namedTables: ReadonlySet<string> = new Set([...tableDistribution.reference, ...tableDistribution.platform]);

/** Whether `table` is distributed by tenant: every table that is neither a reference nor a platform table. */
export function isDistributedByTenant(table: string): boolean {
  return !namedTables.has(table);
}
