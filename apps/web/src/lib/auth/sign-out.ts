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
  for (const queryKey of userScopedQueryKeys) queryClient.removeQueries({ queryKey: [...queryKey] });
}

/**
 * Forgets the signed-in user on this device at once, without asking the API
 * (for when the session is already gone there: the account was deleted, or
 * this device was signed out from the devices page).
 */
export function forgetSignedInUser(queryClient: QueryClient): void {
  clearSession();
  for (const queryKey of userScopedQueryKeys) queryClient.removeQueries({ queryKey: [...queryKey] });
}
