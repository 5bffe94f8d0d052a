import { hasRole, type CurrentUser } from '../../../lib/auth/current-user.ts';

/** Whether the user runs the centre (super or centre admin): sees every organisation's vacancies and picks one. */
export function isVacancyCenterManager(user: Pick<CurrentUser, 'roles'> | undefined): boolean {
  return hasRole(user, 'super_admin') || hasRole(user, 'center_admin');
}

/** Whether the user may work on vacancies at all: the centre, or an organisation's admin. */
export function canManageVacancies(user: Pick<CurrentUser, 'roles'> | undefined): boolean {
  return isVacancyCenterManager(user) || hasRole(user, 'admin');
}
