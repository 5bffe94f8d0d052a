import type { OrganizationStatus } from '@volunteerly/contracts/organizations';
import type { RoleName, RoleResourceType } from '@volunteerly/contracts/users';

/** The signed-in user as the organisations policy sees them (undefined: signed out). */
export interface OrganizationActor {
  tenantId: number;
  roles: readonly { name: RoleName; resourceType: RoleResourceType | null; resourceId: number | null }[];
}

/** What the policy needs to know of an organisation. */
export interface OrganizationSubject {
  id: number;
  tenantId: number;
  status: OrganizationStatus;
}

/** Which organisations are 'mine': every one of the tenant (super and centre admins), or those one administers. */
export type OrganizationScope = { kind: 'tenant' } | { kind: 'administered'; organizationIds: number[] };

function isPlatformOrCenterAdmin(actor: OrganizationActor | undefined, tenantId: number): boolean {
  return (
    actor !== undefined &&
    actor.tenantId === tenantId &&
    actor.roles.some((role) => role.name === 'super_admin' || role.name === 'center_admin')
  );
}

function administers(actor: OrganizationActor | undefined, organization: OrganizationSubject): boolean {
  return (
    actor !== undefined &&
    actor.tenantId === organization.tenantId &&
    actor.roles.some(
      (role) => role.name === 'admin' && role.resourceType === 'Organization' && role.resourceId === organization.id,
    )
  );
}

/** The organisations the actor works for. */
export function currentOrganizationScope(actor: OrganizationActor): OrganizationScope {
  if (isPlatformOrCenterAdmin(actor, actor.tenantId)) return { kind: 'tenant' };
  return {
    kind: 'administered',
    organizationIds: actor.roles
      .filter((role) => role.name === 'admin' && role.resourceType === 'Organization' && role.resourceId !== null)
      .map((role) => role.resourceId!),
  };
}

/** Whether an organisation of the actor's tenant is one of theirs (the Current-Organization-Id check). */
export function canActForOrganization(
  actor: OrganizationActor | undefined,
  organization: Pick<OrganizationSubject, 'id' | 'tenantId'>,
): boolean {
  const subject = { ...organization, status: 'approved' as const };
  return isPlatformOrCenterAdmin(actor, organization.tenantId) || administers(actor, subject);
}

/** Whether the actor may list organisations of every status (others see approved ones only). */
export function canListEveryStatus(actor: OrganizationActor | undefined, tenantId: number): boolean {
  return isPlatformOrCenterAdmin(actor, tenantId);
}

/** Whether the actor may see an organisation: approved ones are public; others only to their admins and the centre. */
export function canShowOrganization(actor: OrganizationActor | undefined, organization: OrganizationSubject): boolean {
  return organization.status === 'approved' || canActForOrganization(actor, organization);
}

/** Whether the actor may create organisations directly (approved at once), as a centre does. */
export function canCreateOrganization(actor: OrganizationActor | undefined, tenantId: number): boolean {
  return isPlatformOrCenterAdmin(actor, tenantId);
}

/** Whether the actor may edit an organisation's fields: its own admins and the centre. */
export function canUpdateOrganization(
  actor: OrganizationActor | undefined,
  organization: OrganizationSubject,
): boolean {
  return canActForOrganization(actor, organization);
}

/** Whether the actor may move an organisation to a status (see the state machine for which moves exist). */
export function canChangeOrganizationStatus(
  actor: OrganizationActor | undefined,
  organization: OrganizationSubject,
  to: OrganizationStatus,
): boolean {
  if (isPlatformOrCenterAdmin(actor, organization.tenantId)) return true;
  // An organisation denied at sign-up may send itself in again after fixing what was asked.
  return to === 'pending' && organization.status === 'denied' && administers(actor, organization);
}

/** Whether the actor may delete an organisation. */
export function canDeleteOrganization(
  actor: OrganizationActor | undefined,
  organization: OrganizationSubject,
): boolean {
  return isPlatformOrCenterAdmin(actor, organization.tenantId);
}

/** Whether the actor may move an organisation to another centre of the tenant (the feature flag is checked apart). */
export function canMoveOrganization(actor: OrganizationActor | undefined, organization: OrganizationSubject): boolean {
  return isPlatformOrCenterAdmin(actor, organization.tenantId);
}

/** Whether the actor may see and invite an organisation's members. */
export function canManageMembers(actor: OrganizationActor | undefined, organization: OrganizationSubject): boolean {
  return canActForOrganization(actor, organization);
}

/** Every action's answer for one organisation, sent as `meta.abilities` so the client shows only what works. */
export function organizationAbilities(
  actor: OrganizationActor | undefined,
  organization: OrganizationSubject,
): Record<string, boolean> {
  return {
    update: canUpdateOrganization(actor, organization),
    approve: organization.status === 'pending' && canChangeOrganizationStatus(actor, organization, 'approved'),
    deny: organization.status === 'pending' && canChangeOrganizationStatus(actor, organization, 'denied'),
    archive: organization.status === 'approved' && canChangeOrganizationStatus(actor, organization, 'archived'),
    restore: organization.status === 'archived' && canChangeOrganizationStatus(actor, organization, 'approved'),
    resubmit: organization.status === 'denied' && canChangeOrganizationStatus(actor, organization, 'pending'),
    delete: canDeleteOrganization(actor, organization),
    move: canMoveOrganization(actor, organization),
    manage_members: canManageMembers(actor, organization),
  };
}
