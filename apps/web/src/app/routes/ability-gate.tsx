import type { AccountAbilities, AccountAbilityName } from '@volunteerly/contracts/users';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/auth/current-user.ts';
import { ErrorScreen } from '../errors/error-screen.tsx';
import { LoadingScreen } from '../start/loading-screen.tsx';
import { accessForbiddenError } from './route-error.ts';

/** Whether a user with these abilities may open a page that needs `requires` (nothing needed: yes). */
export function mayOpenPage(
  requires: AccountAbilityName | undefined,
  abilities: Partial<AccountAbilities> | undefined,
): boolean {
  return requires === undefined || abilities?.[requires] === true;
}

/**
 * Mounts a page only when the signed-in user has the ability it needs; until
 * the user is known it shows the loading screen, and without the ability the
 * 403 screen of spec §8. The page's own queries therefore never run for a role
 * that would only be refused (issue 10, hole 14).
 */
export function AbilityGate({ requires, children }: { requires: AccountAbilityName; children: ReactNode }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  if (user.isError) return <ErrorScreen error={user.error} path={pathname} />;
  if (user.isPending) return <LoadingScreen />;
  if (!mayOpenPage(requires, user.data.meta.abilities)) {
    return <ErrorScreen error={accessForbiddenError(pathname)} path={pathname} />;
  }
  return children;
}
