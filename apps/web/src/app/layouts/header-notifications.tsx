import { Suspense } from 'react';
import { useAuthStatus } from '../../lib/api/session-store.ts';
import { hasRole, useCurrentUser } from '../../lib/auth/current-user.ts';
import { NotificationToolbar } from './signed-in-header-code.ts';

/** The toolbar's "activity" and "notifications" items of a signed-in person (issue 15 §3). */
export function HeaderNotifications() {
  const status = useAuthStatus();
  const { data: user } = useCurrentUser();
  if (status !== 'SIGNED_IN' || !user) return null;
  const roles = {
    organizationAdmin: hasRole(user, 'admin') || hasRole(user, 'super_admin'),
    centerAdmin: user.meta?.abilities?.approveOrganizations === true,
  };
  return (
    <Suspense fallback={null}>
      <NotificationToolbar roles={roles} />
    </Suspense>
  );
}
