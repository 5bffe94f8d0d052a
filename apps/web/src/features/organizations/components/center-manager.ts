import { hasRole, type CurrentUser } from '../../../lib/auth/current-user.ts';

/** Whether the user runs the centre (super or centre admin): approves, adds, moves and deletes organisations. */
export function isCenterManager(user: Pick<CurrentUser, 'roles'> | undefined): boolean {
  return hasRole(user, 'super_admin') || hasRole(user, 'center_admin');
}
