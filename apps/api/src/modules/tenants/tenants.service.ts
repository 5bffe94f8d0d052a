import type { Database } from '../../platform/database/connection.ts';
import {
  showCurrentCenterIfAny,
  type CenterRequest,
  type CenterWithProfile,
} from '../volunteer-centers/volunteer-centers.service.ts';
import { findAllTenants, findCenterHosts, findTenantByKey } from './tenants.repository.ts';
import type { TenantRow } from './tenants.schema.ts';

/** GET /api/v1/tenants/current: the request's tenant and its current centre, if it has one. */
export async function loadCurrentTenant(
  database: Database,
  tenant: { id: number; key: string },
  request: CenterRequest,
): Promise<{ tenant: TenantRow; current: CenterWithProfile | undefined }> {
  const [row, current] = await Promise.all([
    findTenantByKey(database, tenant.key),
    showCurrentCenterIfAny(database, tenant.id, request),
  ]);
  if (!row) throw new Error('tenant vanished during the request');
  return { tenant: row, current };
}

/** GET /app-config.json: every tenant and every centre host, which the domain map is made of. */
export async function loadDomainMapSources(
  database: Database,
): Promise<{ allTenants: TenantRow[]; centerHosts: { id: number; hosts: string[] }[] }> {
  const [allTenants, centerHosts] = await Promise.all([findAllTenants(database), findCenterHosts(database)]);
  return { allTenants, centerHosts };
}
