import type { CenterRequest, CenterWithProfile } from '../volunteer-centers/volunteer-centers.service.ts';
import { currentCenterOf, type TenantConfiguration } from './tenant-configuration.ts';
import type { TenantRow } from './tenants.schema.ts';

/** GET /api/v1/tenants/current: the request's tenant and its current centre, if it has one (from memory). */
export async function loadCurrentTenant(
  configuration: TenantConfiguration,
  tenant: { id: number; key: string },
  request: CenterRequest,
): Promise<{ tenant: TenantRow; current: CenterWithProfile | undefined }> {
  const snapshot = await configuration.current();
  const row = snapshot.tenantByKey.get(tenant.key);
  if (!row) throw new Error('tenant vanished during the request');
  return { tenant: row, current: currentCenterOf(snapshot, tenant.id, request) };
}

/** GET /app-config.json: every tenant and every centre host, which the domain map is made of (from memory). */
export async function loadDomainMapSources(
  configuration: TenantConfiguration,
): Promise<{ allTenants: readonly TenantRow[]; centerHosts: { id: number; hosts: string[] }[] }> {
  const snapshot = await configuration.current();
  const centerHosts = [...snapshot.centersByTenant.values()]
    .flat()
    .filter(({ center }) => center.hosts.length > 0)
    .map(({ center }) => ({ id: center.id, hosts: center.hosts }));
  return { allTenants: snapshot.tenants, centerHosts };
}
