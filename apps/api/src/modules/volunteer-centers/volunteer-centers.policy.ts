import type { RoleName, RoleResourceType } from '@volunteerly/contracts/users';

/** The signed-in user as the centre policy sees them. */
export interface CenterActor {
  tenantId: number;
  roles: readonly { name: RoleName; resourceType: RoleResourceType | null; resourceId: number | null }[];
}

/** Whether the actor may change a centre's branding and footer: its own centre admins and super admins of the tenant. */
export function canEditCenterProfile(
  actor: CenterActor | undefined,
  center: { id: number; tenantId: number },
): boolean {
  if (!actor || actor.tenantId !== center.tenantId) return false;
  return actor.roles.some(
    (role) =>
      role.name === 'super_admin' ||
      (role.name === 'center_admin' && role.resourceType === 'VolunteerCenter' && role.resourceId === center.id),
  );
}
