import type { OrganizationStatus, OrganizationType } from '@volunteerly/contracts/organizations';
import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { readAsTenant, withTenant } from '../../platform/database/tenant-scope.ts';
import type { Geocoder } from '../../platform/geocoding/geocoder.ts';
import { insertAuditEvent } from '../audit/audit.repository.ts';
import type { DomainEventBus } from '../../platform/events/domain-events.ts';
import type { NotifyContext } from '../notifications/notify-context.ts';
import { removeRolesBoundTo } from '../users/user-roles.service.ts';
import {
  fullAddress,
  locateAddress,
  requireCenterOfTenant,
  saveProfileAndTargetGroups,
  type AddressChanges,
  type LocatedAddress,
  type OrganizationInput,
  type ProfileChanges,
} from './organization-details.service.ts';
import { moveStatus } from './organization-status.service.ts';
import { notAllowed, organizationNotFound, organizationsError, volunteerCenterSame } from './organizations.errors.ts';
import {
  canActForOrganization,
  canCreateOrganization,
  canCreateOrganizations,
  canDeleteOrganization,
  canListEveryStatus,
  canMoveOrganization,
  canShowOrganization,
  canUpdateOrganization,
  currentOrganizationScope,
  everyStatusScope,
} from './organizations.policy.ts';
import {
  countOrganizationsByStatus,
  findOrganizationsPage,
  type OrganizationListFilter,
  type OrganizationSort,
} from './organization-list.repository.ts';
import {
  deleteOrganizationRow,
  findOrganizationById,
  findOrganizationsInScope,
  insertOrganization,
  loadOrganizationRecord,
  findOrganizationRecordById,
  loadOrganizationRecords,
  lockOrganization,
  saveOrganizationAddress,
  updateOrganizationRow,
  type OrganizationRecord,
} from './organizations.repository.ts';
import type { OrganizationRow } from './organizations.schema.ts';
import { listedOrganizationStatus } from '../figures/figure-definitions.repository.ts';

// ── Reading ────────────────────────────────────────────────────────────────

/** The organisations the signed-in user works for. */
export async function listCurrentOrganizations(database: Database, actor: SignedInUser): Promise<OrganizationRow[]> {
  return withTenant(database, actor.tenantId, (scope) =>
    findOrganizationsInScope(scope, currentOrganizationScope(actor)),
  );
}

/** The selected organisation: 404 when unknown in this tenant, 403 when not one of the user's. */
export async function showCurrentOrganization(
  database: Database,
  actor: SignedInUser,
  organizationId: number | undefined,
): Promise<OrganizationRecord> {
  return withTenant(database, actor.tenantId, async (scope) => {
    const organization = organizationId === undefined ? undefined : await findOrganizationById(scope, organizationId);
    if (!organization) throw organizationNotFound();
    if (!canActForOrganization(actor, organization)) {
      throw organizationsError(403, 'forbidden', 'organizations.errors.forbidden');
    }
    return loadOrganizationRecord(scope, organization);
  });
}

/** Whether a signed-in user may name this organisation in Current-Organization-Id. */
export async function mayActForOrganization(
  database: Database,
  actor: SignedInUser,
  organizationId: number,
): Promise<boolean> {
  const scope = currentOrganizationScope(actor);
  if (scope.kind === 'administered') return scope.organizationIds.includes(organizationId);
  const organization = await withTenant(database, actor.tenantId, (tenantScope) =>
    findOrganizationById(tenantScope, organizationId),
  );
  return organization !== undefined && canActForOrganization(actor, organization);
}

/** The organisations list's query. Outside the centres one governs, one sees approved organisations only. */
export interface OrganizationListQuery {
  search?: string | undefined;
  statuses?: OrganizationStatus[] | undefined;
  type?: OrganizationType | undefined;
  volunteerCenterId?: number | undefined;
  targetGroupId?: number | undefined;
  sort: OrganizationSort;
  offset: number;
  limit: number;
}

/** One page of organisations, with the status counts for those who may see every status. */
export async function listOrganizations(
  database: Database,
  tenantId: number,
  actor: SignedInUser | undefined,
  query: OrganizationListQuery,
): Promise<{ records: OrganizationRecord[]; total: number; statusCounts: Record<OrganizationStatus, number> | null }> {
  const everyStatus = canListEveryStatus(actor, tenantId);
  const statuses: OrganizationStatus[] = everyStatus
    ? query.statuses && query.statuses.length > 0
      ? query.statuses
      : ['pending', 'approved', 'denied', 'archived']
    : [listedOrganizationStatus];
  const filter: OrganizationListFilter = {
    search: query.search,
    statuses,
    everyStatus: everyStatusScope(actor, tenantId),
    type: query.type,
    volunteerCenterId: query.volunteerCenterId,
    targetGroupId: query.targetGroupId,
  };
  return withTenant(database, tenantId, async (scope) => {
    const { rows, total } = await findOrganizationsPage(scope, filter, query);
    return {
      records: await loadOrganizationRecords(scope, rows),
      total,
      statusCounts: everyStatus ? await countOrganizationsByStatus(scope, filter.everyStatus) : null,
    };
  });
}

// ── Writing ────────────────────────────────────────────────────────────────

/** A centre adds an organisation: approved at once, in the centre named or the request's own (one it governs). */
export async function createOrganization(
  database: Database,
  geocoder: Geocoder,
  actor: SignedInUser,
  input: OrganizationInput & { volunteerCenterId: number },
): Promise<OrganizationRecord> {
  if (!canCreateOrganizations(actor, actor.tenantId)) throw notAllowed();
  const located = input.address ? await locateAddress(geocoder, fullAddress(input.address)) : undefined;
  return withTenant(database, actor.tenantId, async (scope) => {
    await requireCenterOfTenant(scope, input.volunteerCenterId, '/organization/volunteer_center_id');
    if (!canCreateOrganization(actor, { tenantId: actor.tenantId, volunteerCenterId: input.volunteerCenterId })) {
      throw notAllowed();
    }
    const organization = await insertOrganization(scope, {
      name: input.name,
      type: input.type,
      status: 'approved',
      volunteerCenterId: input.volunteerCenterId,
    });
    await saveProfileAndTargetGroups(scope, organization.id, input.profile ?? {}, '/organization');
    if (located) await saveOrganizationAddress(scope, organization.id, located);
    await insertAuditEvent(scope, {
      action: 'organization_created',
      actorUserId: actor.id,
      details: { organizationId: organization.id, name: organization.name },
    });
    return loadOrganizationRecord(scope, organization);
  });
}

/** What an edit of an organisation may change. */
export interface OrganizationUpdate {
  name?: string | undefined;
  type?: OrganizationType | undefined;
  status?: OrganizationStatus | undefined;
  denialReason?: string | undefined;
  profile?: ProfileChanges | undefined;
  address?: AddressChanges | undefined;
}

/** PUT /api/v1/organizations/{id}: fields and, optionally, a status move; all or nothing. */
export async function updateOrganization(
  database: Database,
  geocoder: Geocoder,
  actor: SignedInUser,
  organizationId: number,
  changes: OrganizationUpdate,
  context: NotifyContext,
): Promise<OrganizationRecord> {
  let located: LocatedAddress | undefined;
  if (changes.address) {
    // Geocoding is a network call: done before the transaction, on the address as it will be.
    const current = await showOrganizationForEdit(database, actor, organizationId);
    const before = current.address;
    located = await locateAddress(geocoder, {
      street: changes.address.street !== undefined ? changes.address.street : (before?.street ?? null),
      houseNumber:
        changes.address.houseNumber !== undefined ? changes.address.houseNumber : (before?.houseNumber ?? null),
      postcode: changes.address.postcode !== undefined ? changes.address.postcode : (before?.postcode ?? null),
      city: changes.address.city !== undefined ? changes.address.city : (before?.city ?? null),
    });
  }
  return withTenant(database, actor.tenantId, async (scope) => {
    const organization = await lockOrganization(scope, organizationId);
    if (!organization || !canShowOrganization(actor, organization)) throw organizationNotFound();
    let current = organization;
    const editsFields =
      changes.name !== undefined ||
      changes.type !== undefined ||
      changes.profile !== undefined ||
      changes.address !== undefined;
    if (editsFields) {
      if (!canUpdateOrganization(actor, organization)) throw notAllowed();
      if (changes.name !== undefined || changes.type !== undefined) {
        current = await updateOrganizationRow(scope, organization.id, {
          ...(changes.name !== undefined ? { name: changes.name } : {}),
          ...(changes.type !== undefined ? { type: changes.type } : {}),
        });
      }
      await saveProfileAndTargetGroups(scope, organization.id, changes.profile, '/organization');
      if (located) await saveOrganizationAddress(scope, organization.id, located);
      await insertAuditEvent(scope, {
        action: 'organization_updated',
        actorUserId: actor.id,
        details: { organizationId: organization.id },
      });
    }
    if (changes.status !== undefined) {
      current = await moveStatus(
        scope,
        actor,
        current,
        changes.status,
        changes.denialReason,
        { status: '/organization/status', denialReason: '/organization/denial_reason' },
        context,
      );
    }
    return loadOrganizationRecord(scope, current);
  });
}

async function showOrganizationForEdit(
  database: Database,
  actor: SignedInUser,
  organizationId: number,
): Promise<OrganizationRecord> {
  // Read afresh, not kept: an edit starts from what is stored now.
  const record = await readAsTenant(database, actor.tenantId, (scope) =>
    findOrganizationRecordById(scope, organizationId),
  );
  if (!record || !canShowOrganization(actor, record.organization)) throw organizationNotFound();
  if (!canUpdateOrganization(actor, record.organization)) throw notAllowed();
  return record;
}

/** DELETE /api/v1/organizations/{id}: the centre removes an organisation (its admins keep their accounts). */
export async function deleteOrganization(database: Database, actor: SignedInUser, organizationId: number) {
  await withTenant(database, actor.tenantId, async (scope) => {
    const organization = await lockOrganization(scope, organizationId);
    if (!organization || !canShowOrganization(actor, organization)) throw organizationNotFound();
    if (!canDeleteOrganization(actor, organization)) throw notAllowed();
    await removeRolesBoundTo(scope, { type: 'Organization', id: organization.id });
    await deleteOrganizationRow(scope, organization.id);
    await insertAuditEvent(scope, {
      action: 'organization_deleted',
      actorUserId: actor.id,
      details: { organizationId: organization.id, name: organization.name },
    });
  });
}

/** PUT …/move: to another centre of the same tenant, only where the tenant allows moving (decision 016). */
export async function moveOrganization(
  database: Database,
  actor: SignedInUser,
  organizationId: number,
  volunteerCenterId: number,
  options: { movingEnabled: boolean; events: DomainEventBus },
): Promise<OrganizationRecord> {
  if (!options.movingEnabled) {
    throw organizationsError(403, 'organizations_moving_disabled', 'organizations.errors.moving_disabled');
  }
  return withTenant(database, actor.tenantId, async (scope) => {
    const organization = await lockOrganization(scope, organizationId);
    if (!organization || !canShowOrganization(actor, organization)) throw organizationNotFound();
    if (!canMoveOrganization(actor, organization)) throw notAllowed();
    await requireCenterOfTenant(scope, volunteerCenterId, '/volunteer_center_id');
    if (organization.volunteerCenterId === volunteerCenterId) {
      throw volunteerCenterSame();
    }
    const moved = await updateOrganizationRow(scope, organization.id, { volunteerCenterId });
    // What belongs to it goes along: a vacancy belongs to its organisation's centre (decision 008).
    await options.events.publish(scope, 'organization.moved', { organizationId: organization.id, volunteerCenterId });
    await insertAuditEvent(scope, {
      action: 'organization_moved',
      actorUserId: actor.id,
      details: { organizationId: organization.id, from: organization.volunteerCenterId, to: volunteerCenterId },
    });
    return loadOrganizationRecord(scope, moved);
  });
}
