import type { FastifyRequest } from 'fastify';
import { tenantLink } from '../mail/tenant-links.ts';
import type { SampleSite } from './notification-template-check.ts';

/** The request's site as sample values name and link it. */
export function sampleSiteOf(request: FastifyRequest): SampleSite {
  return { appName: request.tenant.appName, link: (path) => tenantLink(request, path) };
}
