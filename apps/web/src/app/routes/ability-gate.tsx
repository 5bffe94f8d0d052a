import type { AccountAbilities, AccountAbilityName } from '@volunteerly/contracts/users';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useCurrentUser } from '../../lib/auth/current-user.ts';
import { useCurrentOrganizations } from '../../lib/organizations/organizations-store.ts';
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
 * that would only be refused (issue 10, hole 14). It also waits for the first
 * answer about the user's organisations: they choose the organisation the page's
 * calls are made for, and fill the header, which would otherwise grow a row
 * after the page showed and move it (a click then lands beside its button).
 */
export function AbilityGate({ requires, children }: { requires: AccountAbilityName; children: ReactNode }) {
  const user = useCurrentUser();
  const organizations = useCurrentOrganizations();
  const { pathname } = useLocation();
  if (user.isError) return <ErrorScreen error={user.error} path={pathname} />;
  // Only until their first answer: a failed attempt is tried again without holding the page back,
  // and a refetch (a nested gate's mount refetches a failed query) does not hide the page again.
  const awaitingOrganizations = !organizations.isFetched && organizations.failureCount === 0;
  if (user.isPending || awaitingOrganizations) return <LoadingScreen />;
  if (!mayOpenPage(requires, user.data.meta.abilities)) {
    return <ErrorScreen error={accessForbiddenError(pathname)} path={pathname} />;
  }
  return children;
}
