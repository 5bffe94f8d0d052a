import { deleteCookie, readCookie, writeCookie } from './cookie-jar.ts';

/** Cookie holding the chosen tenant (spec §1: name 'tenant', path '/', secure). */
export const tenantCookieName = 'tenant';
/** Cookie remembering the volunteer centre the API resolved (spec §1: secure). */
export const volunteerCenterCookieName = 'volunteer_center_id';

const rememberDays = 365;

/** The tenant key stored in the cookie, if any. */
export function readTenantCookie(): string | undefined {
  return readCookie(tenantCookieName);
}

/** Remembers a tenant; the remembered centre belonged to the previous tenant, so it is forgotten. */
export function writeTenantCookie(tenantKey: string): void {
  writeCookie(tenantCookieName, tenantKey, { maxAgeDays: rememberDays });
  clearVolunteerCenterCookie();
}

/** The volunteer centre id stored in the cookie, if any. */
export function readVolunteerCenterCookie(): string | undefined {
  return readCookie(volunteerCenterCookieName);
}

/** Remembers the volunteer centre the API chose. */
export function writeVolunteerCenterCookie(centerId: string): void {
  writeCookie(volunteerCenterCookieName, centerId, { maxAgeDays: rememberDays });
}

/** Forgets the remembered volunteer centre. */
export function clearVolunteerCenterCookie(): void {
  deleteCookie(volunteerCenterCookieName);
}
