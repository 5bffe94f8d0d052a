import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/connection.ts';
import { withPlatform, withTenant } from '../../platform/database/tenant-scope.ts';
import type { RequestTenant, TenantDirectory } from '../../platform/tenancy/tenancy-plugin.ts';
import { findCenterById } from '../volunteer-centers/volunteer-centers.repository.ts';
import { volunteerCenters } from '../volunteer-centers/volunteer-centers.schema.ts';
import { tenants, type TenantRow } from './tenants.schema.ts';

/** Finds a tenant by its key. */
export async function findTenantByKey(database: Database, key: string): Promise<TenantRow | undefined> {
  const [row] = await withPlatform(database, (transaction) =>
    transaction.select().from(tenants).where(eq(tenants.key, key)).limit(1),
  );
  return row;
}

/** The key of the tenant a host is configured for: an exact host, else a wildcard suffix. */
export async function findTenantKeyForHost(database: Database, host: string): Promise<string | undefined> {
  const rows = await withPlatform(database, (transaction) =>
    transaction
      .select({ key: tenants.key, exact: sql<boolean>`${host} = any(${tenants.hosts})` })
      .from(tenants)
      .where(
        sql`${host} = any(${tenants.hosts}) or exists (
          select 1 from unnest(${tenants.wildcardSuffixes}) as suffix where right(${host}, length(suffix)) = suffix
        )`,
      ),
  );
  return (rows.find((row) => row.exact) ?? rows[0])?.key;
}

/** Every tenant, by key, for the public app configuration. */
export async function findAllTenants(database: Database): Promise<TenantRow[]> {
  return withPlatform(database, (transaction) => transaction.select().from(tenants).orderBy(asc(tenants.key)));
}

/** Every centre that has host names of its own, across tenants (the public host map). */
export async function findCenterHosts(database: Database): Promise<{ id: number; hosts: string[] }[]> {
  return withPlatform(database, (transaction) =>
    transaction
      .select({ id: volunteerCenters.id, hosts: volunteerCenters.hosts })
      .from(volunteerCenters)
      .where(sql`cardinality(${volunteerCenters.hosts}) > 0`),
  );
}

/** The tenant directory the tenancy check uses, backed by this repository. */
export function databaseTenantDirectory(database: Database): TenantDirectory {
  return {
    async findTenantByKey(key): Promise<RequestTenant | undefined> {
      const row = await findTenantByKey(database, key);
      return row
        ? {
            id: row.id,
            key: row.key,
            appName: row.appName,
            hosts: row.hosts,
            features: { volunteerProfiles: row.volunteerProfilesEnabled, centerSharing: row.centerSharingEnabled },
            organizationsMoving: row.organizationsMoving,
          }
        : undefined;
    },
    findTenantKeyForHost: (host) => findTenantKeyForHost(database, host),
    isCenterOfTenant: (tenantId, centerId) =>
      withTenant(database, tenantId, async (scope) => (await findCenterById(scope, centerId)) !== undefined),
  };
}
