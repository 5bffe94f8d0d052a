import type { RoleName, RoleResourceType } from '@volunteerly/contracts/users';

// Who governs which volunteer centre (decision 008). Pure: no I/O. A
// `center_admin` role is bound to one centre and governs that centre only; a
// `super_admin` is the platform operator and governs every centre of the
// tenant. The other policies ask these questions about the centre an
// organisation, vacancy or application belongs to.

/** The signed-in user as the centre policy sees them. */
export interface CenterActor {
  tenantId: number;
  roles: readonly { name: RoleName; resourceType: RoleResourceType | null; resourceId: number | null }[];
}

/** Whether the actor is a super admin of this tenant (governs every centre of it). */
export function governsWholeTenant(actor: CenterActor | undefined, tenantId: number): boolean {
  return actor !== undefined && actor.tenantId === tenantId && actor.roles.some((role) => role.name === 'super_admin');
}

/** The centres the actor is `center_admin` of (their own tenant's). */
export function governedCenterIds(actor: CenterActor | undefined): number[] {
  if (actor === undefined) return [];
  return actor.roles
    .filter(
      (role) => role.name === 'center_admin' && role.resourceType === 'VolunteerCenter' && role.resourceId !== null,
    )
    .map((role) => role.resourceId!);
}

/** Whether the actor runs some centre: a super admin, or a centre admin of at least one centre of this tenant. */
export function governsSomeCenter(actor: CenterActor | undefined, tenantId: number): boolean {
  return (
    governsWholeTenant(actor, tenantId) ||
    (actor !== undefined && actor.tenantId === tenantId && governedCenterIds(actor).length > 0)
  );
}

/** Whether the actor governs this centre: its own centre admins and the tenant's super admins. */
export function governsCenter(actor: CenterActor | undefined, center: { id: number; tenantId: number }): boolean {
  if (actor === undefined || actor.tenantId !== center.tenantId) return false;
  return governsWholeTenant(actor, center.tenantId) || governedCenterIds(actor).includes(center.id);
}

/** Whether the actor may change a centre's branding and footer: its own centre admins and super admins of the tenant. */
export function canEditCenterProfile(
  actor: CenterActor | undefined,
  center: { id: number; tenantId: number },
): boolean {
  return governsCenter(actor, center);
}
