import type { AppConfig } from '../../platform/config/config.ts';
import type { MailSite } from '../mail/mail-site.ts';

/**
 * The site a scheduled digest is sent from when no request names one: the tenant's first host,
 * over HTTPS; a `localhost` host (development, the browser suite) over HTTP on this process's
 * port. A tenant without hosts (only reached through X-Tenant) links to localhost. The default
 * centre's branding applies (no centre named).
 */
export function tenantDigestSite(
  tenant: { id: number; hosts: readonly string[] },
  config: Pick<AppConfig, 'port'>,
): MailSite {
  const host = tenant.hosts[0] ?? 'localhost';
  const local = host === 'localhost' || host.endsWith('.localhost');
  return { tenantId: tenant.id, origin: local ? `http://${host}:${config.port}` : `https://${host}`, centerId: null };
}
