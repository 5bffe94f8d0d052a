import type { FastifyRequest } from 'fastify';
import type { CenterWithProfile } from '../volunteer-centers/volunteer-centers.service.ts';
import type { TenantRow } from './tenants.schema.ts';
import { currentCenterOf, siteOriginIn, tenantKeyForHost, type TenantConfiguration } from './tenant-configuration.ts';

// The cookies the web app keeps (spec §1): the chosen tenant and the centre the API resolved.
const tenantCookie = 'tenant';
const centerCookie = 'volunteer_center_id';

/** Reads one cookie of the request (undefined when absent or empty). */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('=')) || undefined;
  }
  return undefined;
}

/** The tenant and centre a page a browser opens belongs to. */
export interface PageAudience {
  tenant: TenantRow;
  center: CenterWithProfile | undefined;
  /**
   * The origin of the tenant's site the page is on: the request's host when it is one of the
   * tenant's, else the tenant's primary origin (an unknown host gets the default tenant's).
   */
  origin: string;
}

/**
 * The tenant and centre of the page a browser opens, found as the web app finds them (host, then
 * the cookies, then the defaults), from the configuration in memory.
 */
export async function resolvePageAudience(
  configuration: TenantConfiguration,
  defaultTenant: string,
  request: FastifyRequest,
): Promise<PageAudience | undefined> {
  const snapshot = await configuration.current();
  const key = tenantKeyForHost(snapshot, request.siteHost) ?? readCookie(request, tenantCookie) ?? defaultTenant;
  const tenant = snapshot.tenantByKey.get(key) ?? snapshot.tenantByKey.get(defaultTenant);
  if (!tenant) return undefined;
  const cookieCenter = readCookie(request, centerCookie);
  const requestedCenterId = cookieCenter && /^\d{1,15}$/.test(cookieCenter) ? Number(cookieCenter) : undefined;
  return {
    tenant,
    center: currentCenterOf(snapshot, tenant.id, { requestedCenterId, host: request.siteHost }),
    origin: siteOriginIn(snapshot, tenant.id, request.siteHost),
  };
}
