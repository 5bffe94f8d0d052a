import type { FastifyRequest } from 'fastify';
import { isTenantAddress, siteOriginFor } from '../../platform/tenancy/tenant-origins.ts';

/**
 * The origin of the tenant's site the request is on: the request's host when it is one of the
 * tenant's configured hosts (with the scheme and port the configuration gives it), else the
 * tenant's primary origin. Never the request's own scheme, port or an unknown Host (issue 29).
 */
export function tenantOriginOf(request: FastifyRequest): string {
  return siteOriginFor(request.tenant.origins, request.siteHost);
}

/** An absolute link into the tenant's own site, with optional query parameters. */
export function tenantLink(request: FastifyRequest, path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, tenantOriginOf(request));
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** True when a URL points at one of the tenant's own sites. */
export function isTenantUrl(request: FastifyRequest, candidate: string): boolean {
  return isTenantAddress(request.tenant.origins, candidate);
}
