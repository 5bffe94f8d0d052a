import type { FastifyRequest } from 'fastify';
import { ownHostsOf } from '../../platform/tenancy/tenant-origins.ts';
import { tenantLink } from '../mail/tenant-links.ts';
import { currentCenterOf } from '../tenants/tenant-configuration.ts';
import type { TemplateContext } from './notification-templates.service.ts';

/**
 * What the template routes hand their service: the tenant's centres and the request's own (from
 * the configuration in memory), the site sample values link to, the tenant's own hosts and the
 * render worker pool.
 */
export async function templateContextOf(request: FastifyRequest): Promise<TemplateContext> {
  const snapshot = await request.server.tenantConfiguration.current();
  const centers = (snapshot.centersByTenant.get(request.tenant.id) ?? []).map(({ center }) => ({
    id: center.id,
    name: center.name,
  }));
  const current = currentCenterOf(snapshot, request.tenant.id, {
    requestedCenterId: request.requestedCenterId,
    host: request.siteHost,
  });
  return {
    centers,
    requestCenterId: current?.center.id,
    site: { appName: request.tenant.appName, link: (path) => tenantLink(request, path) },
    allowedHosts: ownHostsOf(request.tenant.origins),
    renderer: request.server.templateRenderer,
  };
}
