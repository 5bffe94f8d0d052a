import type { QueryClient } from '@tanstack/react-query';
import { signOutClearDelayMs } from '@volunteerly/contracts/users';
import { apiRequest } from '../api/api-client.ts';
import { clearSession, getAuthStatus } from '../api/session-store.ts';

/** Query keys that hold the signed-in user's data and go when they sign out. */
export const userScopedQueryKeys = [['current-user'], ['current-organizations']] as const;

/**
 * Signs this device out: tells the API (a failure there changes nothing for
 * the user), forgets the session at once, and clears the cached user, roles
 * and organisations after spec §4's 500 ms, so pages leaving the screen do not
 * flash as signed out.
 */
export async function signOut(queryClient: QueryClient): Promise<void> {
  if (getAuthStatus() === 'SIGNED_IN') {
    await apiRequest('/auth/sign_out', { method: 'DELETE' }).catch(() => undefined);
  }
  clearSession();
  await new Promise((resolve) => setTimeout(resolve, signOutClearDelayMs));
  forgetAnswersOfPreviousAsker(queryClient);
}

/**
 * Forgets the signed-in user on this device at once, without asking the API
 * (for when the session is already gone there: the account was deleted, or
 * this device was signed out from the devices page).
 */
export function forgetSignedInUser(queryClient: QueryClient): void {
  clearSession();
  forgetAnswersOfPreviousAsker(queryClient);
}

/**
 * Forgets what was read for the previous asker when who asks changes (signing in or out, signing
 * in as someone else): the user's own queries go, and every other answer is marked stale, since it
 * may carry that asker's abilities or internal fields (an organisation read while signed out has
 * no "edit" for its admin). Pages on screen read again at once; the rest when they are next used.
 */
export function forgetAnswersOfPreviousAsker(queryClient: QueryClient): void {
  for (const queryKey of userScopedQueryKeys) queryClient.removeQueries({ queryKey: [...queryKey] });
  void queryClient.invalidateQueries();
}
