import type { FastifyRequest } from 'fastify';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant } from '../../platform/database/tenant-scope.ts';
import type { DocumentAnalytics } from '../../platform/web/web-app.ts';
import { getCurrentCenter } from '../volunteer-centers/volunteer-centers.service.ts';
import { findTenantByKey, findTenantKeyForHost } from './tenants.repository.ts';

// The cookies the web app keeps (spec §1): the chosen tenant and the centre the API resolved.
const tenantCookie = 'tenant';
const centerCookie = 'volunteer_center_id';

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('=')) || undefined;
  }
  return undefined;
}

/**
 * Whether the page a browser opens belongs to a centre with an analytics id: the tenant and
 * centre are found as the web app finds them (host, then the cookies, then the defaults), so
 * the page's Content-Security-Policy allows Google's tag exactly where the app will load it.
 */
export function databaseDocumentAnalytics(database: Database, defaultTenant: string): DocumentAnalytics {
  return {
    async hasAnalytics(request) {
      const key =
        (await findTenantKeyForHost(database, request.siteHost)) ?? readCookie(request, tenantCookie) ?? defaultTenant;
      const tenant = (await findTenantByKey(database, key)) ?? (await findTenantByKey(database, defaultTenant));
      if (!tenant) return false;
      const cookieCenter = readCookie(request, centerCookie);
      const requestedCenterId = cookieCenter && /^\d{1,15}$/.test(cookieCenter) ? Number(cookieCenter) : undefined;
      const current = await withTenant(database, tenant.id, (scope) =>
        getCurrentCenter(scope, { requestedCenterId, host: request.siteHost }),
      );
      return Boolean(current?.profile?.gtagId);
    },
  };
}
