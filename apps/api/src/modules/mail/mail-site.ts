import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../platform/http/app-instance.ts';
import { ownHostsOf, siteCenterIdFor, type TenantOrigins } from '../../platform/tenancy/tenant-origins.ts';
import { currentCenterOf, tenantOriginsIn, type TenantConfigurationSnapshot } from '../tenants/tenant-configuration.ts';
import { buildMailBranding, type MailBranding } from './mail-branding.ts';
import { tenantOriginOf } from './tenant-links.ts';

/**
 * The site a message is sent on behalf of: the tenant, the origin its links point at and the
 * centre whose branding it carries. Plain data, so it travels in a job's payload and the mail
 * is rendered in the job, not in the request (decision 030).
 */
export interface MailSite {
  tenantId: number;
  /** "https://vacaturebank.example" — the tenant's own host, with scheme and port. */
  origin: string;
  /** The centre the request asked for, when it named one; else the host decides. */
  centerId: number | null;
  /**
   * The centre whose notification templates its mail uses: the one named, else its host's, else
   * the tenant's default (issue 29). Absent on a job queued before it was recorded: the shipped texts.
   */
  templateCenterId?: number | undefined;
  /** The tenant's own hosts: the only ones a centre's template may link to or load from. */
  allowedHosts?: readonly string[];
}

/** A site of the tenant on its origin, with whose templates it sends and the hosts they may name. */
export function tenantSite(
  tenantId: number,
  origins: TenantOrigins,
  site: { origin: string; centerId: number | null },
): MailSite {
  const host = new URL(site.origin).hostname;
  return {
    tenantId,
    origin: site.origin,
    centerId: site.centerId,
    templateCenterId: siteCenterIdFor(origins, site.centerId ?? undefined, host),
    allowedHosts: ownHostsOf(origins),
  };
}

/** The centre a site is of, as its branding and templates are: the one it names, else its host's, else the tenant's default. */
export function siteCenterIdIn(snapshot: TenantConfigurationSnapshot, site: MailSite): number | undefined {
  const host = new URL(site.origin).hostname;
  return siteCenterIdFor(tenantOriginsIn(snapshot, site.tenantId), site.centerId ?? undefined, host);
}

/** The site of a request: its tenant, the tenant's origin as links use it, and the centre it asked for. */
export function siteOfRequest(request: FastifyRequest): MailSite {
  return tenantSite(request.tenant.id, request.tenant.origins, {
    origin: tenantOriginOf(request),
    centerId: request.requestedCenterId ?? null,
  });
}

/** An absolute link to a path on the site, with optional query parameters. */
export function siteLink(site: MailSite, path: string, query: Record<string, string> = {}): string {
  const url = new URL(path, site.origin);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/** The branding of the site's centre (name, logo, colours, contact, footer links), for a mail rendered in a job. */
export async function siteMailBranding(app: AppInstance, site: MailSite): Promise<MailBranding> {
  const snapshot = await app.tenantConfiguration.current();
  const tenant = snapshot.tenants.find((candidate) => candidate.id === site.tenantId);
  if (!tenant) throw new Error(`no tenant ${site.tenantId}`);
  const current = currentCenterOf(snapshot, site.tenantId, {
    requestedCenterId: site.centerId ?? undefined,
    host: new URL(site.origin).hostname,
  });
  return buildMailBranding({
    appName: tenant.appName,
    centerName: current?.center.name ?? tenant.appName,
    profile: current?.profile,
    link: (path) => siteLink(site, path),
  });
}

/** Whose templates a site's mail uses and the hosts they may name (issue 29); none recorded: the shipped texts. */
export function siteTemplateScope(site: MailSite): { centerId: number | undefined; allowedHosts: readonly string[] } {
  return { centerId: site.templateCenterId, allowedHosts: site.allowedHosts ?? [] };
}
