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
    host: window.location.hostname,
    cookieTenant: readTenantCookie(),
    cookieCenterId: readVolunteerCenterCookie(),
    isNativeApp: isNativeAppWrapper(window),
  };
}
