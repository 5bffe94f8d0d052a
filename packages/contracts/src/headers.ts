/** Request headers every call of the web app sends (spec §7). */
export const requestHeaders = {
  tenant: 'X-Tenant',
  appContext: 'App-Context',
  volunteerCenterId: 'Volunteer-Center-Id',
  currentOrganizationId: 'Current-Organization-Id',
  accessToken: 'access-token',
  client: 'client',
  uid: 'uid',
} as const;

/** The two app contexts of spec §1. */
export const appContexts = ['main', 'meedoen'] as const;
export type AppContext = (typeof appContexts)[number];
