import { tenantSite, type MailSite } from '../mail/mail-site.ts';
import { siteOriginIn, tenantOriginsIn, type TenantConfigurationSnapshot } from '../tenants/tenant-configuration.ts';

/**
 * The site a scheduled digest is sent from when no request names one: the tenant's primary
 * origin (tenant-origins.ts: its public origin, else its first host, else the platform's). The
 * default centre's branding applies (no centre named).
 */
export function tenantDigestSite(snapshot: TenantConfigurationSnapshot, tenantId: number): MailSite {
  return tenantSite(tenantId, tenantOriginsIn(snapshot, tenantId), {
    origin: siteOriginIn(snapshot, tenantId),
    centerId: null,
  });
}
