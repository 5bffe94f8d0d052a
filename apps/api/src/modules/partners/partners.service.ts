import type { Database } from '../../platform/database/connection.ts';
import { withTenant } from '../../platform/database/tenant-scope.ts';
import { findAllTenants } from '../tenants/tenants.repository.ts';
import { findDefaultCenter, findProfilesOfCenters } from '../volunteer-centers/volunteer-centers.repository.ts';

/** A partner in the collaboration: one tenant, shown as its default centre's profile. */
export interface Partner {
  /** The tenant's key. */
  key: string;
  appName: string;
  /** The default centre profile's name (else the centre's, else the tenant's app name). */
  name: string;
  logoUrl: string | null;
  /** The partner's own site: the default centre's first host, else the tenant's; null without either. */
  websiteUrl: string | null;
}

const byName = new Intl.Collator('nl', { sensitivity: 'base', numeric: true });

/**
 * Every tenant of the installation as a partner, sorted by name. The tenant
 * list is platform data; each tenant's centre and profile are read in a
 * transaction of that tenant, so row-level security holds (an installation
 * has a handful of partners, so one short transaction each is cheap).
 */
export async function listPartners(database: Database): Promise<Partner[]> {
  const partners: Partner[] = [];
  for (const tenant of await findAllTenants(database)) {
    const { center, profile } = await withTenant(database, tenant.id, async (scope) => {
      const defaultCenter = await findDefaultCenter(scope);
      const [centerProfile] = defaultCenter ? await findProfilesOfCenters(scope, [defaultCenter.id]) : [];
      return { center: defaultCenter, profile: centerProfile };
    });
    const host = center?.hosts[0] ?? tenant.hosts[0];
    partners.push({
      key: tenant.key,
      appName: tenant.appName,
      name: profile?.name ?? center?.name ?? tenant.appName,
      logoUrl: profile?.websiteLogoUrl ?? null,
      websiteUrl: host ? `https://${host}` : null,
    });
  }
  return partners.sort((one, other) => byName.compare(one.name, other.name) || one.key.localeCompare(other.key));
}
