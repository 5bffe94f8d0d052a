import { hasRole, type CurrentUser } from '../../../lib/auth/current-user.ts';

/** The settings sections and who sees them. */
export const settingsSections = [
  { path: 'design', audience: 'center' },
  { path: 'footer', audience: 'center' },
  { path: 'zoeken', audience: 'center' },
  { path: 'organisatie', audience: 'organization' },
  { path: 'contact-person', audience: 'organization' },
] as const;
export type SettingsSection = (typeof settingsSections)[number];

/** Whether the user runs a centre (its look and footer are theirs to change). */
export function managesCenter(user: Pick<CurrentUser, 'roles'> | undefined): boolean {
  return hasRole(user, 'super_admin') || hasRole(user, 'center_admin');
}

/** The sections this user may use. */
export function sectionsFor(user: Pick<CurrentUser, 'roles'> | undefined, hasOrganization: boolean): SettingsSection[] {
  return settingsSections.filter((section) => (section.audience === 'center' ? managesCenter(user) : hasOrganization));
}
