import type { RoleName, RoleResourceType } from '@volunteerly/contracts/users';

// Who may manage a centre's own search words. Pure functions: no I/O. The groups are the tenant's
// (the search of every centre of it uses them), so its centre admins and super admins keep them.

/** The signed-in user as this policy sees them (undefined: signed out). */
export interface SearchSynonymActor {
  tenantId: number;
  roles: readonly { name: RoleName; resourceType: RoleResourceType | null; resourceId: number | null }[];
}

/** Centre admins and super admins of the tenant list, add, change and delete its synonym groups. */
export function canManageSearchSynonyms(actor: SearchSynonymActor | undefined, tenantId: number): boolean {
  return (
    actor !== undefined &&
    actor.tenantId === tenantId &&
    actor.roles.some((role) => role.name === 'super_admin' || role.name === 'center_admin')
  );
}
