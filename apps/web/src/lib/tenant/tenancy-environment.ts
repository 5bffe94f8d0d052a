import { normalizeHost } from '@volunteerly/contracts/hosts';
import { isNativeAppWrapper } from './native-wrapper.ts';
import { readTenantCookie, readVolunteerCenterCookie } from './tenancy-cookies.ts';

/** What the browser tells tenancy resolution: host, cookies and whether we run in the native wrapper. */
export interface TenancyEnvironment {
  host: string;
  cookieTenant: string | undefined;
  cookieCenterId: string | undefined;
  isNativeApp: boolean;
}

/** Reads the tenancy inputs from the current window. */
export function readTenancyEnvironment(): TenancyEnvironment {
  return {
    // The API reads the host in the same one spelling (no port, no trailing dot, lower case).
    host: normalizeHost(window.location.host) ?? window.location.hostname,
    cookieTenant: readTenantCookie(),
    cookieCenterId: readVolunteerCenterCookie(),
    isNativeApp: isNativeAppWrapper(window),
  };
}
