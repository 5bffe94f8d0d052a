import type { AppConfig as PublicAppConfig } from '@volunteerly/contracts/tenancy';
import type { TenantResource } from '@volunteerly/contracts/resources/tenants';
import type { AppConfig } from '../../platform/config/config.ts';
import { resource, toOne } from '../../platform/http/json-api.ts';
import { isOrganizationsMovingOn } from '../../platform/tenancy/tenancy-plugin.ts';
import type { TenantRow } from './tenants.schema.ts';

/** A tenant as a JSON:API resource (id is its key); the current centre as a relationship. */
export function presentTenant(
  tenant: TenantRow,
  currentCenterId: number | undefined,
  config: Pick<AppConfig, 'enableOrganizationsMoving'>,
): TenantResource {
  return resource(
    'tenants',
    tenant.key,
    {
      key: tenant.key,
      appName: tenant.appName,
      appContext: tenant.appContext,
      features: {
        volunteerProfiles: tenant.volunteerProfilesEnabled,
        activities: tenant.activitiesEnabled,
        personToPersonHelp: tenant.personToPersonHelpEnabled,
        centerSharing: tenant.centerSharingEnabled,
        translation: tenant.translationEnabled,
      },
      highContrast: tenant.highContrast,
      public: tenant.isPublic,
      organizationsMoving: isOrganizationsMovingOn(tenant, config),
    },
    { volunteerCenter: toOne('volunteer_centers', currentCenterId) },
  );
}

/** The public configuration the web app reads before it knows its tenant (camelCase JSON). */
export function presentAppConfig(
  config: AppConfig,
  allTenants: readonly TenantRow[],
  centerHosts: { id: number; hosts: string[] }[],
): PublicAppConfig {
  const domains: Record<string, string> = {};
  const wildcardSuffixes: { suffix: string; tenant: string }[] = [];
  for (const tenant of allTenants) {
    for (const host of tenant.hosts) domains[host] = tenant.key;
    for (const suffix of tenant.wildcardSuffixes) wildcardSuffixes.push({ suffix, tenant: tenant.key });
  }
  const centerDomains: Record<string, string> = {};
  for (const center of centerHosts) for (const host of center.hosts) centerDomains[host] = String(center.id);
  return {
    defaultTenant: config.defaultTenant,
    domains,
    wildcardSuffixes,
    centerDomains,
    tenants: allTenants.map((tenant) => ({ key: tenant.key, appName: tenant.appName })),
    staging: config.staging,
    enableOrganizationsMoving: config.enableOrganizationsMoving,
    allowInactiveUsers: config.allowInactiveUsers,
    mapTileUrl: config.mapTileUrl,
    mapAttribution: config.mapAttribution,
    landingHost: config.landingHost,
  };
}
