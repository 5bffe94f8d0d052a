import type { AppConfig } from '@volunteerly/contracts/tenancy';

/** What tenant resolution reads from the configuration. */
export type TenantDomainConfig = Pick<AppConfig, 'defaultTenant' | 'domains' | 'wildcardSuffixes' | 'tenants'>;

/** Everything tenant resolution looks at, passed in so the rules stay pure. */
export interface TenantLookup {
  host: string;
  cookieTenant: string | undefined;
  isNativeApp: boolean;
  config: TenantDomainConfig;
}

/** The message of spec §8 when no rule yields a tenant. */
export const noTenantFoundMessage = '[useTenant] No tenant found';

/** The tenant configured for a host: an exact domain first, then the longest matching wildcard suffix. */
export function tenantForHost(host: string, config: TenantDomainConfig): string | undefined {
  const name = host.trim().toLowerCase().replace(/\.$/, '');
  if (!name) return undefined;
  const exact = config.domains[name];
  if (exact) return exact;
  let best: { length: number; tenant: string } | undefined;
  for (const { suffix, tenant } of config.wildcardSuffixes) {
    const normalized = suffix.toLowerCase().startsWith('.') ? suffix.toLowerCase() : `.${suffix.toLowerCase()}`;
    if (name.endsWith(normalized) && (!best || normalized.length > best.length)) {
      best = { length: normalized.length, tenant };
    }
  }
  return best?.tenant;
}

// A cookie naming a tenant that no longer exists would lock the browser on an error
// screen, so only known tenants count.
function knownCookieTenant(lookup: TenantLookup): string | undefined {
  const value = lookup.cookieTenant?.trim();
  if (!value) return undefined;
  return lookup.config.tenants.some((tenant) => tenant.key === value) ? value : undefined;
}

/**
 * Resolves the tenant key (spec §1): host (domain map, then wildcard suffix) →
 * `tenant` cookie → configured default; the native wrapper reads the cookie first.
 * Throws '[useTenant] No tenant found' when nothing applies.
 */
export function resolveTenantKey(lookup: TenantLookup): string {
  const fromHost = () => tenantForHost(lookup.host, lookup.config);
  const fromCookie = () => knownCookieTenant(lookup);
  const order = lookup.isNativeApp ? [fromCookie, fromHost] : [fromHost, fromCookie];
  for (const rule of order) {
    const tenant = rule();
    if (tenant) return tenant;
  }
  const fallback = lookup.config.defaultTenant.trim();
  if (fallback) return fallback;
  throw new Error(noTenantFoundMessage);
}
