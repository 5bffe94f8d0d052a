import type { AccountAbilities, RoleName, UserAbilities } from '@volunteerly/contracts/users';
import {
  administeredOrganizationIds,
  governedCenterIds,
  governsSomeCenter,
  type PolicyActor,
  type PolicyRole,
} from '../../platform/auth/policy-actor.ts';

// Who may do what with users (ARCHITECTURE.md, Roles; decision 008). Pure
// functions: no I/O. Everything here happens inside one tenant; the tenant ids
// are compared all the same, so a caller that forgets to scope a lookup still
// gets `false`. A user account belongs to the tenant, not to a centre: centre
// admins manage the tenant's users, but grant and remove roles only within the
// centre they govern.

/** The user acted upon. */
export interface PolicyTarget {
  id: number;
  tenantId: number;
  roles: readonly PolicyRole[];
}

/** The policy's view of a loaded user: its id, tenant and roles. */
export function policyTarget(view: {
  user: { id: number; tenantId: number };
  roles: readonly PolicyRole[];
}): PolicyTarget {
  return { id: view.user.id, tenantId: view.user.tenantId, roles: view.roles };
}

/**
 * What a role grant or removal names, with the centre it is about: the centre
 * itself for `center_admin`, the organisation's centre for `admin` (null when
 * unknown or for `super_admin`).
 */
export interface RoleRequest {
  name: RoleName;
  volunteerCenterId: number | null;
}

const rankOfRole: Record<RoleName, number> = { super_admin: 3, center_admin: 2, admin: 1 };

/** How privileged a user is: 3 super admin, 2 centre admin, 1 organisation admin, 0 volunteer. */
export function privilegeRank(user: { roles: readonly PolicyRole[] }): number {
  return Math.max(0, ...user.roles.map((role) => rankOfRole[role.name]));
}

function hasRole(user: { roles: readonly PolicyRole[] }, name: RoleName): boolean {
  return user.roles.some((role) => role.name === name);
}

function isSuperAdmin(user: { roles: readonly PolicyRole[] }): boolean {
  return hasRole(user, 'super_admin');
}

/** Super admins and centre admins manage the users of their tenant. */
function isUserManager(actor: PolicyActor): boolean {
  return governsSomeCenter(actor, actor.tenantId);
}

function sameTenant(actor: PolicyActor, target: PolicyTarget): boolean {
  return actor.tenantId === target.tenantId;
}

/** The centre a role is about (undefined when it names none, or it is not known). */
function centerOfRole(role: PolicyRole): number | undefined {
  if (role.name === 'center_admin' && role.resourceType === 'VolunteerCenter') return role.resourceId ?? undefined;
  if (role.name === 'admin') return role.volunteerCenterId ?? undefined;
  return undefined;
}

/** Whether the target holds a role in a centre the actor does not govern (centre admin, or admin of its organisation). */
function actsElsewhere(actor: PolicyActor, target: PolicyTarget): boolean {
  const governed = governedCenterIds(actor);
  return target.roles.some((role) => {
    const centerId = centerOfRole(role);
    return centerId !== undefined && !governed.includes(centerId);
  });
}

/**
 * Whether the actor manages this user: a super admin anyone of their tenant, a
 * centre admin anyone of their tenant except a super admin and someone who
 * holds a role in another centre (a centre admin there, or an admin of one of
 * its organisations): editing or signing in as them would be a way into that
 * centre (decision 008).
 */
function manages(actor: PolicyActor, target: PolicyTarget): boolean {
  if (!sameTenant(actor, target)) return false;
  if (isSuperAdmin(actor)) return true;
  return hasRole(actor, 'center_admin') && !isSuperAdmin(target) && !actsElsewhere(actor, target);
}

/** Which users the actor may list: the whole tenant, the users of some organisations, or none. */
export type UserListScope =
  { kind: 'tenant' } | { kind: 'organizations'; organizationIds: number[] } | { kind: 'none' };

/** The part of the tenant's users the actor may list and see. */
export function userListScope(actor: PolicyActor): UserListScope {
  if (isUserManager(actor)) return { kind: 'tenant' };
  const organizationIds = administeredOrganizationIds(actor);
  return organizationIds.length > 0 ? { kind: 'organizations', organizationIds } : { kind: 'none' };
}

/** Managers and organisation admins open the users list (admins see their organisations' users only). */
export function canListUsers(actor: PolicyActor): boolean {
  return userListScope(actor).kind !== 'none';
}

/** Anyone sees themselves; managers see their tenant; an organisation admin sees their organisations' users. */
export function canViewUser(actor: PolicyActor, target: PolicyTarget): boolean {
  if (!sameTenant(actor, target)) return false;
  if (actor.id === target.id) return true;
  const scope = userListScope(actor);
  if (scope.kind === 'tenant') return true;
  if (scope.kind === 'none') return false;
  return administeredOrganizationIds(target).some((id) => scope.organizationIds.includes(id));
}

/**
 * Whether the actor sees a user's personal details (phone, date of birth,
 * postcode, city, about me, skills, availability…): the user themselves and
 * the managers of their tenant. An organisation admin sees fellow admins'
 * name and e-mail address only (decision 009).
 */
export function canViewPersonalDetails(actor: PolicyActor, target: PolicyTarget): boolean {
  if (!sameTenant(actor, target)) return false;
  return actor.id === target.id || isUserManager(actor);
}

/** Managers invite new users. */
export function canCreateUsers(actor: PolicyActor): boolean {
  return isUserManager(actor);
}

/** Only a super admin makes someone a super admin. */
export function canGrantSuperAdmin(actor: PolicyActor): boolean {
  return isSuperAdmin(actor);
}

/** Only the platform operator reads the captured mail. */
export function canViewDevMail(actor: PolicyActor): boolean {
  return isSuperAdmin(actor);
}

/** A manager edits the users they manage (their own profile included). */
export function canUpdateUser(actor: PolicyActor, target: PolicyTarget): boolean {
  return manages(actor, target);
}

/** A manager changes the status of others, never their own (they would lock themselves out). */
export function canChangeStatus(actor: PolicyActor, target: PolicyTarget): boolean {
  return manages(actor, target) && actor.id !== target.id;
}

/** A manager deletes users they manage; nobody deletes themselves here (that is DELETE /current_user). */
export function canDestroyUser(actor: PolicyActor, target: PolicyTarget): boolean {
  return manages(actor, target) && actor.id !== target.id;
}

/**
 * Whether the actor may change roles of this user at all: a manager, for
 * others than themselves (the role itself is checked by canAddRole/canRemoveRole).
 */
export function canChangeRolesOf(actor: PolicyActor, target: PolicyTarget): boolean {
  return manages(actor, target) && actor.id !== target.id;
}

/**
 * A manager edits the roles of others (never their own); only a super admin
 * deals in super_admin; a centre admin grants and removes `center_admin` of
 * their own centre and `admin` of their own centre's organisations only.
 */
function canChangeRole(actor: PolicyActor, target: PolicyTarget, role: RoleRequest): boolean {
  if (!canChangeRolesOf(actor, target)) return false;
  if (role.name === 'super_admin') return canGrantSuperAdmin(actor);
  if (isSuperAdmin(actor)) return true;
  return role.volunteerCenterId !== null && governedCenterIds(actor).includes(role.volunteerCenterId);
}

/** Whether the actor may grant this role to this user. */
export function canAddRole(actor: PolicyActor, target: PolicyTarget, role: RoleRequest): boolean {
  return canChangeRole(actor, target, role);
}

/** Whether the actor may take this role away from this user. */
export function canRemoveRole(actor: PolicyActor, target: PolicyTarget, role: RoleRequest): boolean {
  return canChangeRole(actor, target, role);
}

/**
 * Sign-in-as: super admins and centre admins, within their tenant, only as a
 * less privileged user they manage, never as themselves, and not from a
 * session that is itself an impersonation (no chains).
 */
export function canSignInAs(actor: PolicyActor, target: PolicyTarget): boolean {
  if (!sameTenant(actor, target) || actor.id === target.id) return false;
  if (actor.impersonatorUserId !== undefined && actor.impersonatorUserId !== null) return false;
  if (!isUserManager(actor) || !manages(actor, target)) return false;
  return privilegeRank(target) < privilegeRank(actor);
}

/** A manager resends the confirmation or invitation mail of users they manage. */
export function canResendConfirmation(actor: PolicyActor, target: PolicyTarget): boolean {
  return manages(actor, target);
}

/** What the actor may do in general (the current user's `meta.abilities`). */
export function accountAbilities(actor: PolicyActor): AccountAbilities {
  return {
    listUsers: canListUsers(actor),
    createUsers: canCreateUsers(actor),
    grantSuperAdmin: canGrantSuperAdmin(actor),
    viewDevMail: canViewDevMail(actor),
    // The job queue's developer page: the platform operator, as for the captured mail.
    viewDevJobs: canViewDevMail(actor),
    manageCenter: isUserManager(actor),
    // Organisation admins and the centre write and follow up vacancies.
    manageVacancies: actor.roles.some(
      (role) => role.name === 'super_admin' || role.name === 'center_admin' || role.name === 'admin',
    ),
    // Edit users and their roles (the actions of `manages`, whoever the user is).
    manageUsers: isUserManager(actor),
    // The centre creates organisations directly and approves those that signed up.
    createOrganizations: isUserManager(actor),
    approveOrganizations: isUserManager(actor),
    manageTags: isUserManager(actor),
    // Some settings section is theirs: the centre's look and footer, or an organisation they run.
    manageSettings: isUserManager(actor) || administeredOrganizationIds(actor).length > 0,
  };
}

/**
 * What the actor may do with one user (a user resource's `meta.abilities`).
 * Role abilities say whether any role may be added or removed; the request
 * itself is checked against the named role.
 */
export function userAbilities(
  actor: PolicyActor,
  target: PolicyTarget,
  state: { needsConfirmationMail: boolean },
): UserAbilities {
  return {
    update: canUpdateUser(actor, target),
    destroy: canDestroyUser(actor, target),
    addRole: canChangeRolesOf(actor, target),
    removeRole: canChangeRolesOf(actor, target) && target.roles.length > 0,
    signInAs: canSignInAs(actor, target),
    resendConfirmation: canResendConfirmation(actor, target) && state.needsConfirmationMail,
  };
}
