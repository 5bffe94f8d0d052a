import type { RoleName, RoleResourceType } from '@volunteerly/contracts/users';

// Who asks, as every policy sees them, and the questions most policies ask of their roles
// (ARCHITECTURE.md, Roles; decision 008). Pure: no I/O. A `center_admin` role is bound to one
// centre and governs that centre only; a `super_admin` governs every centre of its tenant; an
// `admin` role is bound to one organisation. A policy asks about the centre or organisation its
// subject belongs to.

/** A role as a policy reads it. */
export interface PolicyRole {
  name: RoleName;
  resourceType: RoleResourceType | null;
  resourceId: number | null;
  /** The centre the role is about, when known: the centre of `center_admin`, the organisation's of `admin`. */
  volunteerCenterId?: number | null;
}

/**
 * The signed-in user a policy is asked about (a policy that takes `PolicyActor | undefined` reads
 * undefined as signed out). `impersonatorUserId`: the privileged user who signed in as this one.
 */
export interface PolicyActor {
  id: number;
  tenantId: number;
  roles: readonly PolicyRole[];
  impersonatorUserId?: number | null;
}

/** Whether the actor is a super admin of this tenant (governs every centre of it). */
export function governsWholeTenant(actor: PolicyActor | undefined, tenantId: number): boolean {
  return actor !== undefined && actor.tenantId === tenantId && actor.roles.some((role) => role.name === 'super_admin');
}

/** The centres the actor is `center_admin` of (their own tenant's). */
export function governedCenterIds(actor: Pick<PolicyActor, 'roles'> | undefined): number[] {
  if (actor === undefined) return [];
  return actor.roles
    .filter(
      (role) => role.name === 'center_admin' && role.resourceType === 'VolunteerCenter' && role.resourceId !== null,
    )
    .map((role) => role.resourceId!);
}

/** Whether the actor runs some centre: a super admin, or a centre admin of at least one centre of this tenant. */
export function governsSomeCenter(actor: PolicyActor | undefined, tenantId: number): boolean {
  return (
    governsWholeTenant(actor, tenantId) ||
    (actor !== undefined && actor.tenantId === tenantId && governedCenterIds(actor).length > 0)
  );
}

/** Whether the actor governs this centre: its own centre admins and the tenant's super admins. */
export function governsCenter(actor: PolicyActor | undefined, center: { id: number; tenantId: number }): boolean {
  if (actor === undefined || actor.tenantId !== center.tenantId) return false;
  return governsWholeTenant(actor, center.tenantId) || governedCenterIds(actor).includes(center.id);
}

/** The organisations a user is `admin` of. */
export function administeredOrganizationIds(user: Pick<PolicyActor, 'roles'>): number[] {
  return user.roles
    .filter((role) => role.name === 'admin' && role.resourceType === 'Organization' && role.resourceId !== null)
    .map((role) => role.resourceId!);
}

/** Whether the actor is an `admin` of this organisation of their tenant. */
export function administersOrganization(
  actor: PolicyActor | undefined,
  organization: { id: number; tenantId: number },
): boolean {
  return (
    actor !== undefined &&
    actor.tenantId === organization.tenantId &&
    administeredOrganizationIds(actor).includes(organization.id)
  );
}
