import { requestHeaders } from '@volunteerly/contracts/headers';
import type { RequestContext } from './request-context.ts';
import type { Session } from './session-store.ts';

/** The headers of spec §7 for one request: tenancy always, session values when present. */
export function buildRequestHeaders(context: RequestContext, session: Partial<Session>): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/vnd.api+json, application/json',
    [requestHeaders.appContext]: context.appContext,
    // Sent empty until organisations exist, so the API sees the full header set every time.
    [requestHeaders.currentOrganizationId]: context.currentOrganizationId ?? '',
  };
  if (context.tenantKey) headers[requestHeaders.tenant] = context.tenantKey;
  if (context.volunteerCenterId) headers[requestHeaders.volunteerCenterId] = context.volunteerCenterId;
  if (context.locale) headers['Accept-Language'] = context.locale;
  if (session.accessToken) headers[requestHeaders.accessToken] = session.accessToken;
  if (session.client) headers[requestHeaders.client] = session.client;
  if (session.uid) headers[requestHeaders.uid] = session.uid;
  return headers;
}
