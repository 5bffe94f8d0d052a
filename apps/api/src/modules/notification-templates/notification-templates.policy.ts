import type { RoleName, RoleResourceType } from '@volunteerly/contracts/users';

// Who may change what the product tells people. Pure functions: no I/O. A tenant's templates serve
// every centre of it, so its centre admins and super admins keep them; nobody else sees them.

/** The signed-in user as this policy sees them (undefined: signed out). */
export interface NotificationTemplateActor {
  tenantId: number;
  roles: readonly { name: RoleName; resourceType: RoleResourceType | null; resourceId: number | null }[];
}

/** Centre admins and super admins of the tenant list, preview, override and reset its templates. */
export function canManageNotificationTemplates(
  actor: NotificationTemplateActor | undefined,
  tenantId: number,
): boolean {
  return (
    actor !== undefined &&
    actor.tenantId === tenantId &&
    actor.roles.some((role) => role.name === 'super_admin' || role.name === 'center_admin')
  );
}
