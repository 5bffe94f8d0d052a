import type { QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client.ts';
import { clearSession, getAuthStatus, getSession, setSession, type Session } from '../api/session-store.ts';
import { resetOrganizations } from '../organizations/organizations-store.ts';
import { currentUserQueryOptions } from './current-user.ts';
import { forgetAnswersOfPreviousAsker } from './sign-out.ts';

/** localStorage key of the impersonator's own session while they are signed in as someone else. */
export const impersonatorSessionKey = 'volunteerly.impersonator-session';

/** The session values a response carries (devise_token_auth headers), if all three are there. */
export function sessionFromHeaders(headers: Headers): Session | undefined {
  const accessToken = headers.get('access-token');
  const client = headers.get('client');
  const uid = headers.get('uid');
  return accessToken && client && uid ? { accessToken, client, uid } : undefined;
}

/** The impersonator's own session, kept while they act as another user. */
export function getImpersonatorSession(): Session | undefined {
  try {
    const raw = window.localStorage.getItem(impersonatorSessionKey);
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    if (parsed === null || typeof parsed !== 'object') return undefined;
    const { accessToken, client, uid } = parsed as Record<string, unknown>;
    if (typeof accessToken !== 'string' || typeof client !== 'string' || typeof uid !== 'string') return undefined;
    return { accessToken, client, uid };
  } catch {
    return undefined;
  }
}

function rememberImpersonator(session: Session | undefined): void {
  try {
    if (session) window.localStorage.setItem(impersonatorSessionKey, JSON.stringify(session));
    else window.localStorage.removeItem(impersonatorSessionKey);
  } catch {
    // Blocked storage: returning in one click is then not possible; signing out still is.
  }
}

function clearUserScopedQueries(queryClient: QueryClient): void {
  forgetAnswersOfPreviousAsker(queryClient);
  resetOrganizations();
}

/**
 * Signs in as another user (POST /api/v1/sign_in_as_user): the current session
 * is kept aside in localStorage, the new session from the response headers
 * becomes the active one, and the current user is loaded afresh.
 */
export async function startImpersonation(queryClient: QueryClient, userId: string): Promise<void> {
  const own = getSession();
  if (getAuthStatus(own) !== 'SIGNED_IN') throw new Error('Signing in as another user needs a session');
  // Nested impersonation keeps the very first session: that is where "back" goes.
  const impersonator = getImpersonatorSession() ?? (own as Session);
  let next: Session | undefined;
  await apiRequest('/api/v1/sign_in_as_user', {
    method: 'POST',
    body: { userId },
    onResponse: (response) => {
      if (response.ok) next = sessionFromHeaders(response.headers);
    },
  });
  if (!next) throw new Error('The API sent no session for the impersonated user');
  rememberImpersonator(impersonator);
  setSession(next);
  clearUserScopedQueries(queryClient);
  await queryClient.fetchQuery(currentUserQueryOptions);
}

/**
 * Returns to the impersonator's own account: signs the impersonation session
 * out (a failure there changes nothing), restores the kept session and clears
 * the other user's cached data. Answers false when no kept session exists.
 */
export async function stopImpersonation(queryClient: QueryClient): Promise<boolean> {
  const impersonator = getImpersonatorSession();
  if (!impersonator) return false;
  if (getAuthStatus() === 'SIGNED_IN') {
    await apiRequest('/auth/sign_out', { method: 'DELETE' }).catch(() => undefined);
  }
  clearSession();
  setSession(impersonator);
  rememberImpersonator(undefined);
  clearUserScopedQueries(queryClient);
  await queryClient.fetchQuery(currentUserQueryOptions).catch(() => undefined);
  return true;
}

/**
 * Signs the kept impersonator session out as well (when signing out entirely
 * while impersonating), so no valid session is left behind in the browser.
 */
export async function discardImpersonatorSession(): Promise<void> {
  const impersonator = getImpersonatorSession();
  if (!impersonator) return;
  rememberImpersonator(undefined);
  await apiRequest('/auth/sign_out', {
    method: 'DELETE',
    headers: { 'access-token': impersonator.accessToken, client: impersonator.client, uid: impersonator.uid },
  }).catch(() => undefined);
}
