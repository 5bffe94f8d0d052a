import type { CurrentUser } from '../../../lib/auth/current-user.ts';
import type { CurrentOrganization } from '../../../lib/organizations/organizations-store.ts';

// Which centre and organisation roles the signed-in user may hand out (decision 008): a
// super admin any of the tenant; a centre admin `center_admin` of their own centre and
// `admin` of their own centre's organisations only. The API refuses the rest; the page
// offers only these.

/** A centre whose `center_admin` role may be granted. */
export interface GrantableCenter {
  id: string;
  /** The centre's name, when the API sent it with the role. */
  name: string | null;
}

function isSuperAdmin(user: Pick<CurrentUser, 'roles'> | undefined): boolean {
  return Boolean(user?.roles.some((role) => role.name === 'super_admin'));
}

function governedCenters(user: Pick<CurrentUser, 'roles'> | undefined): GrantableCenter[] {
  return (user?.roles ?? [])
    .filter((role) => role.name === 'center_admin' && role.resourceType === 'VolunteerCenter' && role.resourceId)
    .map((role) => ({ id: role.resourceId!, name: typeof role.resourceName === 'string' ? role.resourceName : null }));
}

/**
 * The centres the user may grant `center_admin` of: this website's centre for a
 * super admin; a centre admin's own centres, this website's first when it is one.
 */
export function grantableCenters(
  user: Pick<CurrentUser, 'roles'> | undefined,
  siteCenterId: string | undefined,
): GrantableCenter[] {
  if (isSuperAdmin(user)) return siteCenterId ? [{ id: siteCenterId, name: null }] : [];
  const own = governedCenters(user);
  const site = own.find((center) => center.id === siteCenterId);
  return site ? [site, ...own.filter((center) => center !== site)] : own;
}

/** The organisations the user may grant `admin` of: all offered to a super admin; a centre admin's own centre's. */
export function grantableOrganizations(
  user: Pick<CurrentUser, 'roles'> | undefined,
  organizations: readonly CurrentOrganization[],
): CurrentOrganization[] {
  if (isSuperAdmin(user)) return [...organizations];
  const own = new Set(governedCenters(user).map((center) => center.id));
  return organizations.filter((organization) => own.has(String(organization['volunteerCenterId'])));
}
