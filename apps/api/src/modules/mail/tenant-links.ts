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

/**
 * True when a URL points at one of the tenant's own sites, or at the site the request came from
 * (the reset page's `redirect_url`, which devise's protocol sends and nothing builds a link from:
 * a person on the default tenant's unconfigured host, say localhost, can still ask for a reset).
 */
export function isTenantUrl(request: FastifyRequest, candidate: string): boolean {
  if (isTenantAddress(request.tenant.origins, candidate)) return true;
  try {
    const url = new URL(candidate);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      !url.username &&
      !url.password &&
      url.hostname === request.siteHost
    );
  } catch {
    return false;
  }
}
