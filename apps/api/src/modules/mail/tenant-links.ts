import type { FastifyRequest } from 'fastify';
import { normalizeHost } from '@volunteerly/contracts/hosts';

/**
 * An absolute link into the tenant's own site. The request's own origin when
 * it is one of the tenant's hosts (or the tenant has none, as on localhost);
 * otherwise the tenant's first host, keeping the request's scheme and port.
 */
export function tenantLink(request: FastifyRequest, path: string, query: Record<string, string> = {}): string {
  const hosts = request.tenant.hosts;
  const port = request.port ? `:${request.port}` : '';
  const origin =
    hosts.length === 0 || hosts.includes(request.siteHost)
      ? `${request.protocol}://${request.siteHost}${port}`
      : `${request.protocol}://${hosts[0]}${port}`;
  const url = new URL(path, origin);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** True when a URL points at one of the tenant's own sites (or the request's own origin). */
export function isTenantUrl(request: FastifyRequest, candidate: string): boolean {
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const host = normalizeHost(url.host);
  return host !== undefined && (host === request.siteHost || request.tenant.hosts.includes(host));
}
