import type { RoleName, RoleResourceType } from '@volunteerly/contracts/users';

/** The signed-in user as the organisations policy sees them. */
export interface OrganizationActor {
  tenantId: number;
  roles: readonly { name: RoleName; resourceType: RoleResourceType | null; resourceId: number | null }[];
}

/** Which organisations are 'mine': every one of the tenant (super and centre admins), or those one administers. */
export type OrganizationScope = { kind: 'tenant' } | { kind: 'administered'; organizationIds: number[] };

/** The organisations the actor works for. */
export function currentOrganizationScope(actor: OrganizationActor): OrganizationScope {
  if (actor.roles.some((role) => role.name === 'super_admin' || role.name === 'center_admin'))
    return { kind: 'tenant' };
  return {
    kind: 'administered',
    organizationIds: actor.roles
      .filter((role) => role.name === 'admin' && role.resourceType === 'Organization' && role.resourceId !== null)
      .map((role) => role.resourceId!),
  };
}

/** Whether an organisation of the actor's tenant is one of theirs. */
export function canActForOrganization(
  actor: OrganizationActor,
  organization: { id: number; tenantId: number },
): boolean {
  if (organization.tenantId !== actor.tenantId) return false;
  const scope = currentOrganizationScope(actor);
  return scope.kind === 'tenant' || scope.organizationIds.includes(organization.id);
}
