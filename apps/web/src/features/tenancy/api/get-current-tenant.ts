import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { toCamelCaseKeys } from '@volunteerly/contracts/casing';
import { apiRequestDocument, readDocument } from '../../../lib/api/api-client.ts';
import { isApiError } from '../../../lib/api/api-error.ts';
import { updateRequestContext } from '../../../lib/api/request-context.ts';
import { takeBootData } from '../../../lib/boot/boot-data.ts';
import { appConfigQueryOptions } from '../../../lib/tenant/app-config.ts';
import { resolveTenantKey } from '../../../lib/tenant/resolve-tenant.ts';
import { resolveVolunteerCenterId } from '../../../lib/tenant/resolve-volunteer-center.ts';
import { clearVolunteerCenterCookie, writeVolunteerCenterCookie } from '../../../lib/tenant/tenancy-cookies.ts';
import { readTenancyEnvironment } from '../../../lib/tenant/tenancy-environment.ts';
import { toCurrentTenant, type CurrentTenant, type CurrentTenantData } from './current-tenant.ts';

/** The call that loads the current tenant, its current centre and the centre's profile at app start. */
export const currentTenantPath = '/api/v1/tenants/current';

async function requestCurrentTenant(signal: AbortSignal | undefined): Promise<CurrentTenant> {
  const document = await apiRequestDocument<CurrentTenantData>(currentTenantPath, { signal });
  return toCurrentTenant(document.data);
}

/** The current tenant in the endpoint's answer as sent (snake_case JSON:API); throws when it is none. */
export function currentTenantOf(answer: unknown): CurrentTenant {
  return toCurrentTenant(readDocument<CurrentTenantData>(toCamelCaseKeys(answer)).data);
}

/**
 * The tenant document the server wrote into the page, when it is for the tenant and centre this
 * app resolved itself (the server resolves them the same way; a native wrapper's cookie may differ).
 */
function bootedTenant(tenantKey: string, volunteerCenterId: string | undefined): CurrentTenant | undefined {
  const booted = takeBootData('currentTenant');
  if (booted === undefined) return undefined;
  try {
    const current = currentTenantOf(booted);
    const sameCenter = volunteerCenterId === undefined || current.center.id === volunteerCenterId;
    return current.tenant.key === tenantKey && sameCenter ? current : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Resolves the tenant (host → cookie → default) and the centre, sets the API
 * headers from them, then loads the tenant with its centre and profile. The
 * centre the API settled on is remembered in the centre cookie.
 */
export async function getCurrentTenant(client: QueryClient, signal?: AbortSignal): Promise<CurrentTenant> {
  const config = await client.ensureQueryData(appConfigQueryOptions);
  const environment = readTenancyEnvironment();
  const tenantKey = resolveTenantKey({ ...environment, config });
  const volunteerCenterId = resolveVolunteerCenterId({ ...environment, config });
  updateRequestContext({ tenantKey, volunteerCenterId });
  let current: CurrentTenant;
  try {
    current = bootedTenant(tenantKey, volunteerCenterId) ?? (await requestCurrentTenant(signal));
  } catch (error) {
    // A remembered centre of another tenant (or a deleted one) is refused; fall back to the default centre.
    const isStaleCenter =
      isApiError(error) && error.code === 'volunteer_center_invalid' && volunteerCenterId !== undefined;
    if (!isStaleCenter) throw error;
    clearVolunteerCenterCookie();
    updateRequestContext({ volunteerCenterId: undefined });
    current = await requestCurrentTenant(signal);
  }
  updateRequestContext({ appContext: current.tenant.appContext, volunteerCenterId: current.center.id });
  writeVolunteerCenterCookie(current.center.id);
  return current;
}

/** Query options for the current tenant; it is fixed for the page's lifetime (switching reloads). */
export const currentTenantQueryOptions = queryOptions({
  queryKey: ['tenants', 'current'],
  queryFn: ({ client, signal }) => getCurrentTenant(client, signal),
  staleTime: Infinity,
});

/** The current tenant and centre (with profile) as a TanStack Query result. */
export function useCurrentTenant() {
  return useQuery(currentTenantQueryOptions);
}
