import type { AppConfig } from '@volunteerly/contracts/tenancy';

/** What volunteer-centre resolution looks at. */
export interface VolunteerCenterLookup {
  host: string;
  cookieCenterId: string | undefined;
  config: Pick<AppConfig, 'centerDomains'>;
}

const centerIdPattern = /^\d{1,15}$/;

/**
 * The volunteer centre to ask the API for: the centre configured for this host,
 * else the one remembered in the cookie. Undefined lets the API pick the tenant's
 * default centre.
 */
export function resolveVolunteerCenterId(lookup: VolunteerCenterLookup): string | undefined {
  const fromHost = lookup.config.centerDomains[lookup.host.trim().toLowerCase()];
  if (fromHost) return fromHost;
  const fromCookie = lookup.cookieCenterId?.trim();
  return fromCookie && centerIdPattern.test(fromCookie) ? fromCookie : undefined;
}
