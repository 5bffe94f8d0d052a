/**
 * Where a tenant's links point (issue 29, holes 6 and 7). An address is never built from a
 * request's Host or port: a mail, feed, sitemap or page head names the tenant's configured site.
 *
 * - A tenant's primary origin is its `public_origin` when one is set, else its first host: over
 *   HTTPS, or for a `localhost` host (development, the browser suite) over HTTP on this process's
 *   port. A tenant without hosts links to the platform's own `PUBLIC_ORIGIN`.
 * - A request that arrived on another configured host of the tenant (one of its hosts, or a host
 *   of one of its centres) keeps that host, with the scheme and port the same rule gives it, so a
 *   centre's own site links to itself. Any other host (wildcard subdomains, unknown hosts, the
 *   default tenant's fallback) gets the primary origin.
 */

/** What the origin rule needs of the installation. */
export interface OriginSettings {
  /** The port this process serves on (links to `localhost` hosts carry it). */
  port: number;
  /** The platform's own origin, for tenants without a host. */
  publicOrigin: string;
}

/** A tenant's configured addresses: its primary origin and the origin of each of its own hosts. */
export interface TenantOrigins {
  primary: string;
  /** Each configured host (the tenant's and its centres') with the origin links on it use. */
  byHost: ReadonlyMap<string, string>;
  /** The centre each centre host belongs to. */
  centerIdByHost: ReadonlyMap<string, number>;
  /** The tenant's default centre (its first). */
  defaultCenterId: number | undefined;
}

function isLocalHost(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost');
}

/** The origin a configured host is served at: HTTPS, or HTTP on this process's port for a local host. */
export function originOfHost(host: string, settings: OriginSettings): string {
  if (!isLocalHost(host)) return `https://${host}`;
  return settings.port === 80 || settings.port === 0 ? `http://${host}` : `http://${host}:${settings.port}`;
}

/** A tenant's origins from its configuration. */
export function tenantOriginsOf(
  tenant: { hosts: readonly string[]; publicOrigin: string | null },
  centers: readonly { id: number; hosts: readonly string[] }[],
  settings: OriginSettings,
): TenantOrigins {
  const byHost = new Map<string, string>();
  const centerIdByHost = new Map<string, number>();
  for (const center of centers) {
    for (const host of center.hosts) if (!centerIdByHost.has(host)) centerIdByHost.set(host, center.id);
  }
  for (const host of [...tenant.hosts, ...centerIdByHost.keys()]) {
    if (!byHost.has(host)) byHost.set(host, originOfHost(host, settings));
  }
  const firstHost = tenant.hosts[0];
  const primary = tenant.publicOrigin ?? (firstHost ? originOfHost(firstHost, settings) : settings.publicOrigin);
  if (tenant.publicOrigin) byHost.set(new URL(tenant.publicOrigin).hostname, tenant.publicOrigin);
  return { primary, byHost, centerIdByHost, defaultCenterId: centers[0]?.id };
}

/** The centre a site on a host belongs to: the one named, else the host's own, else the default. */
export function siteCenterIdFor(
  origins: TenantOrigins,
  requestedCenterId: number | undefined,
  host: string | undefined,
): number | undefined {
  return (
    requestedCenterId ?? (host !== undefined ? origins.centerIdByHost.get(host) : undefined) ?? origins.defaultCenterId
  );
}

/** The origin of the site a request is on: its host's when that host is one of the tenant's, else the primary. */
export function siteOriginFor(origins: TenantOrigins, host: string | undefined): string {
  return (host !== undefined ? origins.byHost.get(host) : undefined) ?? origins.primary;
}

/** Whether an absolute http(s) address (no user name or password in it) is on one of the tenant's own hosts. */
export function isTenantAddress(origins: TenantOrigins, address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  return origins.byHost.has(url.hostname) || new URL(origins.primary).hostname === url.hostname;
}

/** Every host name the tenant's sites are on (its hosts, its centres' hosts and its primary origin's). */
export function ownHostsOf(origins: TenantOrigins): string[] {
  return [...new Set([...origins.byHost.keys(), new URL(origins.primary).hostname])];
}
