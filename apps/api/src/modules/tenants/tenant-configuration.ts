import { tenantConfigurationChange, unknownChanges } from '../../platform/database/change-announcements.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withPlatform } from '../../platform/database/tenant-scope.ts';
import type { RequestTenant, TenantDirectory } from '../../platform/tenancy/tenancy-plugin.ts';
import {
  siteOriginFor,
  tenantOriginsOf,
  type OriginSettings,
  type TenantOrigins,
} from '../../platform/tenancy/tenant-origins.ts';
import {
  chooseCurrentCenter,
  loadEveryCenterWithProfile,
  type CenterRequest,
  type CenterWithProfile,
} from '../volunteer-centers/volunteer-centers.service.ts';
import { findEveryTenant } from './tenants.repository.ts';
import type { TenantRow } from './tenants.schema.ts';

/**
 * Everything that configures the tenants (the tenants, their centres and profiles), as read at
 * one moment. Shared by every request until a change is announced: never changed in place.
 */
export interface TenantConfigurationSnapshot {
  /** Every tenant, by key order. */
  tenants: readonly TenantRow[];
  tenantByKey: ReadonlyMap<string, TenantRow>;
  /** The tenants' exact host names. */
  tenantKeyByHost: ReadonlyMap<string, string>;
  /** Wildcard host suffixes, in tenant key order. */
  wildcardSuffixes: readonly { suffix: string; tenantKey: string }[];
  /** Each tenant's centres with their profiles, default first. */
  centersByTenant: ReadonlyMap<number, readonly CenterWithProfile[]>;
  /** Each tenant's configured addresses (issue 29: links never follow a request's Host). */
  originsByTenant: ReadonlyMap<number, TenantOrigins>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The tenants, centres and profiles, kept in memory until the database announces a change. */
    tenantConfiguration: TenantConfiguration;
  }
}

/** The tenant configuration of this process: read once, kept until a change is announced. */
export interface TenantConfiguration {
  /** The configuration now (read from the database only after a change, or at the first call). */
  current(): Promise<TenantConfigurationSnapshot>;
  /** Stops listening for changes. */
  close(): void;
}

async function readSnapshot(database: Database, settings: OriginSettings): Promise<TenantConfigurationSnapshot> {
  const [tenants, centersByTenant] = await Promise.all([
    withPlatform(database, (transaction) => findEveryTenant(transaction)),
    loadEveryCenterWithProfile(database),
  ]);
  const tenantKeyByHost = new Map<string, string>();
  const wildcardSuffixes: { suffix: string; tenantKey: string }[] = [];
  for (const tenant of tenants) {
    for (const host of tenant.hosts) if (!tenantKeyByHost.has(host)) tenantKeyByHost.set(host, tenant.key);
    for (const suffix of tenant.wildcardSuffixes) wildcardSuffixes.push({ suffix, tenantKey: tenant.key });
  }
  return {
    tenants,
    tenantByKey: new Map(tenants.map((tenant) => [tenant.key, tenant])),
    tenantKeyByHost,
    wildcardSuffixes,
    centersByTenant,
    originsByTenant: new Map(
      tenants.map((tenant) => {
        const centers = (centersByTenant.get(tenant.id) ?? []).map(({ center }) => center);
        return [tenant.id, tenantOriginsOf(tenant, centers, settings)];
      }),
    ),
  };
}

/**
 * Keeps the tenant configuration in memory. Any change to the tenants, centres or profiles is
 * announced by the database (migration 0014, decision 017) to every process, which then reads it
 * again on its next request; in the steady state serving it costs no statement at all.
 */
export function createTenantConfiguration(database: Database, settings: OriginSettings): TenantConfiguration {
  let snapshot: Promise<TenantConfigurationSnapshot> | undefined;
  // Bumped by every announcement: a read that started before one is not kept.
  let generation = 0;
  const stopWatching = database.watchChanges((change) => {
    // Other announcements (the public catalogue's, migration 0015) change nothing here.
    if (change !== tenantConfigurationChange && change !== unknownChanges) return;
    generation += 1;
    snapshot = undefined;
  });
  return {
    current() {
      if (snapshot) return snapshot;
      const startedIn = generation;
      const reading = readSnapshot(database, settings);
      snapshot = reading;
      reading.then(
        () => {
          if (generation !== startedIn && snapshot === reading) snapshot = undefined;
        },
        () => {
          if (snapshot === reading) snapshot = undefined; // a failed read is tried again by the next request
        },
      );
      return reading;
    },
    close: stopWatching,
  };
}

/** The tenant a host is configured for: its exact host, else a wildcard suffix. */
export function tenantKeyForHost(snapshot: TenantConfigurationSnapshot, host: string): string | undefined {
  return (
    snapshot.tenantKeyByHost.get(host) ??
    snapshot.wildcardSuffixes.find(({ suffix }) => host.endsWith(suffix))?.tenantKey
  );
}

/** The request's centre with its profile, from the configuration in memory. */
export function currentCenterOf(
  snapshot: TenantConfigurationSnapshot,
  tenantId: number,
  request: CenterRequest,
): CenterWithProfile | undefined {
  return chooseCurrentCenter(snapshot.centersByTenant.get(tenantId) ?? [], request);
}

/** A tenant's configured addresses (a tenant missing from the snapshot has none but the platform's). */
export function tenantOriginsIn(snapshot: TenantConfigurationSnapshot, tenantId: number): TenantOrigins {
  const origins = snapshot.originsByTenant.get(tenantId);
  if (!origins) throw new Error(`no tenant ${tenantId} in the configuration`);
  return origins;
}

/** The origin of the tenant's site on a host: the host's own when it is one of the tenant's, else the primary. */
export function siteOriginIn(snapshot: TenantConfigurationSnapshot, tenantId: number, host?: string): string {
  return siteOriginFor(tenantOriginsIn(snapshot, tenantId), host);
}

function toRequestTenant(row: TenantRow, origins: TenantOrigins): RequestTenant {
  return {
    id: row.id,
    key: row.key,
    appName: row.appName,
    hosts: row.hosts,
    origins,
    features: { volunteerProfiles: row.volunteerProfilesEnabled, centerSharing: row.centerSharingEnabled },
    organizationsMoving: row.organizationsMoving,
  };
}

/** The tenant directory the tenancy check uses, served from the configuration in memory. */
export function configuredTenantDirectory(configuration: TenantConfiguration): TenantDirectory {
  return {
    async findTenantByKey(key) {
      const snapshot = await configuration.current();
      const row = snapshot.tenantByKey.get(key);
      return row ? toRequestTenant(row, tenantOriginsIn(snapshot, row.id)) : undefined;
    },
    async findTenantKeyForHost(host) {
      return tenantKeyForHost(await configuration.current(), host);
    },
    async isCenterOfTenant(tenantId, centerId) {
      const centers = (await configuration.current()).centersByTenant.get(tenantId) ?? [];
      return centers.some(({ center }) => center.id === centerId);
    },
  };
}
