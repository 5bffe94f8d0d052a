import type { OrganizationAbilities } from '@volunteerly/contracts/resources/organizations';
import type { OrganizationStatus } from '@volunteerly/contracts/organizations';
import {
  administeredOrganizationIds,
  administersOrganization,
  governedCenterIds,
  governsCenter,
  governsSomeCenter,
  governsWholeTenant,
  type PolicyActor,
} from '../../platform/auth/policy-actor.ts';
import { listedOrganizationStatus } from '../figures/figure-definitions.repository.ts';

// Who may do what with organisations (decisions 006 and 008). Pure: no I/O.
// The centre side of an organisation is the centre admins of the centre it
// belongs to (`volunteer_center_id`) and the tenant's super admins; a centre
// admin of another centre of the same tenant sees it only when it is approved,
// like everyone else, and acts on nothing.

/** What the policy needs to know of an organisation. */
export interface OrganizationSubject {
  id: number;
  tenantId: number;
  volunteerCenterId: number;
  status: OrganizationStatus;
}

/**
 * Which organisations are 'mine': every one of the tenant (super admins), those
 * of some centres plus those one administers (centre admins), or only those
 * one administers.
 */
export type OrganizationScope =
  | { kind: 'tenant' }
  | { kind: 'centers'; volunteerCenterIds: number[]; organizationIds: number[] }
  | { kind: 'administered'; organizationIds: number[] };

/** Which organisations a list shows in every status (the rest only when approved). */
export type EveryStatusScope =
  { kind: 'tenant' } | { kind: 'centers'; volunteerCenterIds: number[] } | { kind: 'approved_only' };

/** Whether the actor is the centre side of this organisation: a centre admin of its centre, or a super admin. */
function governs(
  actor: PolicyActor | undefined,
  organization: Pick<OrganizationSubject, 'tenantId' | 'volunteerCenterId'>,
): boolean {
  return governsCenter(actor, { id: organization.volunteerCenterId, tenantId: organization.tenantId });
}

/** The organisations the actor works for. */
export function currentOrganizationScope(actor: PolicyActor): OrganizationScope {
  if (governsWholeTenant(actor, actor.tenantId)) return { kind: 'tenant' };
  const volunteerCenterIds = governedCenterIds(actor);
  const organizationIds = administeredOrganizationIds(actor);
  return volunteerCenterIds.length > 0
    ? { kind: 'centers', volunteerCenterIds, organizationIds }
    : { kind: 'administered', organizationIds };
}

/** Whether an organisation of the actor's tenant is one of theirs (the Current-Organization-Id check). */
export function canActForOrganization(
  actor: PolicyActor | undefined,
  organization: Pick<OrganizationSubject, 'id' | 'tenantId' | 'volunteerCenterId'>,
): boolean {
  return governs(actor, organization) || administersOrganization(actor, organization);
}

/** The organisations a list shows the actor in every status: the tenant's, their centres', or none. */
export function everyStatusScope(actor: PolicyActor | undefined, tenantId: number): EveryStatusScope {
  if (governsWholeTenant(actor, tenantId)) return { kind: 'tenant' };
  if (!governsSomeCenter(actor, tenantId)) return { kind: 'approved_only' };
  return { kind: 'centers', volunteerCenterIds: governedCenterIds(actor) };
}

/** Whether the actor may list organisations of every status (of the centres they govern; others see approved ones only). */
export function canListEveryStatus(actor: PolicyActor | undefined, tenantId: number): boolean {
  return everyStatusScope(actor, tenantId).kind !== 'approved_only';
}

/** Whether the actor may see an organisation: approved ones are public; others only to their admins and their centre. */
export function canShowOrganization(actor: PolicyActor | undefined, organization: OrganizationSubject): boolean {
  return organization.status === listedOrganizationStatus || canActForOrganization(actor, organization);
}

/** Whether the actor may create organisations directly in some centre (the centre named is checked with canCreateOrganization). */
export function canCreateOrganizations(actor: PolicyActor | undefined, tenantId: number): boolean {
  return governsSomeCenter(actor, tenantId);
}

/** Whether the actor may create organisations directly (approved at once) in this centre, as the centre does. */
export function canCreateOrganization(
  actor: PolicyActor | undefined,
  center: { tenantId: number; volunteerCenterId: number },
): boolean {
  return governs(actor, center);
}

/** Whether the actor may edit an organisation's fields: its own admins and its centre. */
export function canUpdateOrganization(actor: PolicyActor | undefined, organization: OrganizationSubject): boolean {
  return canActForOrganization(actor, organization);
}

/** Whether the actor may move an organisation to a status (see the state machine for which moves exist). */
export function canChangeOrganizationStatus(
  actor: PolicyActor | undefined,
  organization: OrganizationSubject,
  to: OrganizationStatus,
): boolean {
  if (governs(actor, organization)) return true;
  // An organisation denied at sign-up may send itself in again after fixing what was asked.
  return to === 'pending' && organization.status === 'denied' && administersOrganization(actor, organization);
}

/** Whether the actor may delete an organisation: its centre. */
export function canDeleteOrganization(actor: PolicyActor | undefined, organization: OrganizationSubject): boolean {
  return governs(actor, organization);
}

/**
 * Whether the actor may move an organisation out of its centre to another
 * centre of the tenant (the feature flag is checked apart): its centre hands
 * it over; the receiving centre need not be theirs.
 */
export function canMoveOrganization(actor: PolicyActor | undefined, organization: OrganizationSubject): boolean {
  return governs(actor, organization);
}

/** Whether the actor may see and invite an organisation's members: its admins and its centre. */
export function canManageMembers(actor: PolicyActor | undefined, organization: OrganizationSubject): boolean {
  return canActForOrganization(actor, organization);
}

/** Every action's answer for one organisation, sent as `meta.abilities` so the client shows only what works. */
export function organizationAbilities(
  actor: PolicyActor | undefined,
  organization: OrganizationSubject,
): OrganizationAbilities {
  return {
    update: canUpdateOrganization(actor, organization),
    approve: organization.status === 'pending' && canChangeOrganizationStatus(actor, organization, 'approved'),
    deny: organization.status === 'pending' && canChangeOrganizationStatus(actor, organization, 'denied'),
    archive: organization.status === 'approved' && canChangeOrganizationStatus(actor, organization, 'archived'),
    restore: organization.status === 'archived' && canChangeOrganizationStatus(actor, organization, 'approved'),
    resubmit: organization.status === 'denied' && canChangeOrganizationStatus(actor, organization, 'pending'),
    delete: canDeleteOrganization(actor, organization),
    move: canMoveOrganization(actor, organization),
    manageMembers: canManageMembers(actor, organization),
  };
}
