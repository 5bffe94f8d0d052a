import { writeTenantCookie } from './tenancy-cookies.ts';

/**
 * Switches to another tenant: remembers it in the `tenant` cookie and loads '/'
 * afresh, so every part of the app starts again for the new tenant.
 */
export function switchTenant(
  tenantKey: string,
  load: (url: string) => void = (url) => window.location.assign(url),
): void {
  writeTenantCookie(tenantKey);
  load('/');
}
