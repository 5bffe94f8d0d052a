import type { FastifyRequest } from 'fastify';
import type { DocumentAnalytics } from '../../platform/web/web-app.ts';
import { currentCenterOf, tenantKeyForHost, type TenantConfiguration } from './tenant-configuration.ts';

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
export function configuredDocumentAnalytics(
  configuration: TenantConfiguration,
  defaultTenant: string,
): DocumentAnalytics {
  return {
    async hasAnalytics(request) {
      const snapshot = await configuration.current();
      const key = tenantKeyForHost(snapshot, request.siteHost) ?? readCookie(request, tenantCookie) ?? defaultTenant;
      const tenant = snapshot.tenantByKey.get(key) ?? snapshot.tenantByKey.get(defaultTenant);
      if (!tenant) return false;
      const cookieCenter = readCookie(request, centerCookie);
      const requestedCenterId = cookieCenter && /^\d{1,15}$/.test(cookieCenter) ? Number(cookieCenter) : undefined;
      const current = currentCenterOf(snapshot, tenant.id, { requestedCenterId, host: request.siteHost });
      return Boolean(current?.profile?.gtagId);
    },
  };
}
