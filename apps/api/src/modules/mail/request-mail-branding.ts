import type { FastifyRequest } from 'fastify';
import { currentCenterOf } from '../tenants/tenant-configuration.ts';
import { buildMailBranding, type MailBranding } from './mail-branding.ts';
import { tenantLink } from './tenant-links.ts';

/**
 * The branding of the request's centre (the one its site shows, or the one given), from the tenant
 * configuration in memory (decision 017): no query per mail.
 */
export async function requestMailBranding(request: FastifyRequest, centerId?: number): Promise<MailBranding> {
  const snapshot = await request.server.tenantConfiguration.current();
  const current = currentCenterOf(snapshot, request.tenant.id, {
    requestedCenterId: centerId ?? request.requestedCenterId,
    host: request.siteHost,
  });
  return buildMailBranding({
    appName: request.tenant.appName,
    centerName: current?.center.name ?? request.tenant.appName,
    profile: current?.profile,
    link: (path) => tenantLink(request, path),
  });
}
