import type { AppContext } from '@volunteerly/contracts/headers';

/** Who the app calls the API as: tenant, app context, centre, organisation and language. */
export interface RequestContext {
  tenantKey: string | undefined;
  appContext: AppContext;
  volunteerCenterId: string | undefined;
  currentOrganizationId: string | undefined;
  locale: string | undefined;
}

// 'main' until the tenant is loaded and tells its own app context.
let context: RequestContext = {
  tenantKey: undefined,
  appContext: 'main',
  volunteerCenterId: undefined,
  currentOrganizationId: undefined,
  locale: undefined,
};

/** The context every API request is sent with. */
export function getRequestContext(): RequestContext {
  return context;
}

/** Updates part of the request context (tenant resolved, tenant loaded, language changed…). */
export function updateRequestContext(changes: Partial<RequestContext>): void {
  context = { ...context, ...changes };
}
