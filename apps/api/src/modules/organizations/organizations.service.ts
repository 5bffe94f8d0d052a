import {
  organizationStatusTransitions,
  type OrganizationStatus,
  type OrganizationType,
} from '@volunteerly/contracts/organizations';
import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import type { Geocoder } from '../../platform/geocoding/geocoder.ts';
import { ApiError, FieldValidationError } from '../../platform/http/api-error.ts';
import { insertAuditEvent } from '../audit/audit.repository.ts';
import { deliverMail } from '../mail/deliver-mail.ts';
import { tenantLink } from '../mail/tenant-links.ts';
import type { PendingMail } from '../users/account-tokens.service.ts';
import { findCenterById } from '../volunteer-centers/volunteer-centers.repository.ts';
import type { UserRow } from '../users/users.schema.ts';
import './organizations.messages.ts';
import type { OrganizationsMessageKey } from './organizations.messages.ts';
import {
  canActForOrganization,
  canChangeOrganizationStatus,
  canCreateOrganization,
  canDeleteOrganization,
  canListEveryStatus,
  canMoveOrganization,
  canShowOrganization,
  canUpdateOrganization,
  currentOrganizationScope,
} from './organizations.policy.ts';
import {
  countOrganizationsByStatus,
  deleteOrganizationRow,
  findOrganizationAdmins,
  findOrganizationById,
  findOrganizationsInScope,
  findOrganizationsPage,
  findTargetGroupIds,
  insertOrganization,
  loadOrganizationRecords,
  lockOrganization,
  replaceTargetGroups,
  saveOrganizationAddress,
  saveOrganizationProfile,
  updateOrganizationRow,
  type OrganizationListFilter,
  type OrganizationRecord,
  type OrganizationSort,
} from './organizations.repository.ts';
import type { AddressInput, ProfileInput } from './organizations.request-schemas.ts';
import type { NewOrganizationProfileRow, OrganizationRow } from './organizations.schema.ts';

function organizationsError(statusCode: number, code: string, messageKey: OrganizationsMessageKey): ApiError {
  return new ApiError({ statusCode, code, titleKey: messageKey });
}

/** 404: no such organisation here (or not one the asker may see). */
export function organizationNotFound(): ApiError {
  return organizationsError(404, 'organization_not_found', 'organizations.errors.not_found');
}

function notAllowed(): ApiError {
  return organizationsError(403, 'forbidden', 'organizations.errors.not_allowed');
}

/** A change that committed, and the mails to send now. */
export interface OrganizationChange {
  record: OrganizationRecord;
  mails: PendingMail[];
}

async function loadRecord(scope: TenantScope, organization: OrganizationRow): Promise<OrganizationRecord> {
  const [record] = await loadOrganizationRecords(scope, [organization]);
  return record!;
}

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
    return loadRecord(scope, organization);
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
  return organization !== undefined;
}

/** The organisations list's query. Who is not a centre admin sees approved organisations only. */
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
    : ['approved'];
  const filter: OrganizationListFilter = {
    search: query.search,
    statuses,
    type: query.type,
    volunteerCenterId: query.volunteerCenterId,
    targetGroupId: query.targetGroupId,
  };
  return withTenant(database, tenantId, async (scope) => {
    const { rows, total } = await findOrganizationsPage(scope, filter, query);
    return {
      records: await loadOrganizationRecords(scope, rows),
      total,
      statusCounts: everyStatus ? await countOrganizationsByStatus(scope) : null,
    };
  });
}

/** One organisation; those who may not see it get the same 404 as for one that does not exist. */
export async function showOrganization(
  database: Database,
  tenantId: number,
  actor: SignedInUser | undefined,
  organizationId: number,
): Promise<OrganizationRecord> {
  return withTenant(database, tenantId, async (scope) => {
    const organization = await findOrganizationById(scope, organizationId);
    if (!organization || !canShowOrganization(actor, organization)) throw organizationNotFound();
    return loadRecord(scope, organization);
  });
}

// ── Writing ────────────────────────────────────────────────────────────────

/** The address fields as stored, with the map position geocoding found (or none). */
async function locateAddress(
  geocoder: Geocoder,
  address: Required<Pick<AddressInput, 'street' | 'house_number' | 'postcode' | 'city'>>,
) {
  const query = {
    street: address.street ?? null,
    houseNumber: address.house_number ?? null,
    postcode: address.postcode ?? null,
    city: address.city ?? null,
  };
  const hasAnything = Object.values(query).some((value) => value !== null && value !== '');
  const position = hasAnything ? await geocoder.locate(query) : null;
  return {
    ...query,
    latitude: position?.latitude ?? null,
    longitude: position?.longitude ?? null,
    geocodedAt: position ? new Date() : null,
  };
}

type LocatedAddress = Awaited<ReturnType<typeof locateAddress>>;

type ProfileColumns = Partial<
  Omit<NewOrganizationProfileRow, 'id' | 'tenantId' | 'organizationId' | 'createdAt' | 'updatedAt'>
>;

function profileColumns(profile: ProfileInput): ProfileColumns {
  const columns: ProfileColumns = {
    description: profile.description,
    logoUrl: profile.logo_url,
    websiteUrl: profile.website_url,
    email: profile.email,
    phone: profile.phone,
    socialLinks: profile.social_links,
    kvkNumber: profile.kvk_number,
    volunteerCount: profile.volunteer_count,
    contactName: profile.contact_name,
    contactEmail: profile.contact_email,
    contactPhone: profile.contact_phone,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined)) as ProfileColumns;
}

async function saveProfileAndTargetGroups(
  scope: TenantScope,
  organizationId: number,
  profile: ProfileInput | undefined,
  pointer: string,
): Promise<void> {
  if (!profile) return;
  await saveOrganizationProfile(scope, organizationId, profileColumns(profile));
  if (profile.target_group_ids) {
    const wanted = [...new Set(profile.target_group_ids)];
    const known = await findTargetGroupIds(scope, wanted);
    if (known.length !== wanted.length) {
      throw new FieldValidationError([
        {
          pointer: `${pointer}/profile/target_group_ids`,
          code: 'target_group_unknown',
          messageKey: 'organizations.target_groups.unknown',
        },
      ]);
    }
    await replaceTargetGroups(scope, organizationId, wanted);
  }
}

async function requireCenterOfTenant(scope: TenantScope, centerId: number, pointer: string): Promise<void> {
  if (!(await findCenterById(scope, centerId))) {
    throw new FieldValidationError([
      { pointer, code: 'volunteer_center_unknown', messageKey: 'organizations.volunteer_center.unknown' },
    ]);
  }
}

/** What a new organisation consists of. */
export interface OrganizationInput {
  name: string;
  type: OrganizationType;
  profile?: ProfileInput | undefined;
  address?: AddressInput | undefined;
}

function fullAddress(address: AddressInput) {
  return {
    street: address.street ?? null,
    house_number: address.house_number ?? null,
    postcode: address.postcode ?? null,
    city: address.city ?? null,
  };
}

/** A centre adds an organisation: approved at once, in the centre named or the request's own. */
export async function createOrganization(
  database: Database,
  geocoder: Geocoder,
  actor: SignedInUser,
  input: OrganizationInput & { volunteerCenterId: number },
): Promise<OrganizationRecord> {
  if (!canCreateOrganization(actor, actor.tenantId)) throw notAllowed();
  const located = input.address ? await locateAddress(geocoder, fullAddress(input.address)) : undefined;
  return withTenant(database, actor.tenantId, async (scope) => {
    await requireCenterOfTenant(scope, input.volunteerCenterId, '/organization/volunteer_center_id');
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
    return loadRecord(scope, organization);
  });
}

/** Throws the 422 naming the allowed moves when a status move is not in the state machine. */
export function assertStatusMove(from: OrganizationStatus, to: OrganizationStatus, pointer: string): void {
  if (organizationStatusTransitions[from].includes(to)) return;
  throw new FieldValidationError([
    {
      pointer,
      code: 'status_transition_invalid',
      messageKey: `organizations.status.from_${from}` satisfies OrganizationsMessageKey,
      values: { to },
    },
  ]);
}

function displayName(user: Pick<UserRow, 'firstName' | 'email'>): string {
  return user.firstName || user.email;
}

function statusMails(
  tenantId: number,
  organization: OrganizationRow,
  admins: UserRow[],
  to: OrganizationStatus,
): PendingMail[] {
  if (to !== 'approved' && to !== 'denied') return [];
  return admins.map((admin) => (mailer, request) => {
    const common = { name: displayName(admin), appName: request.tenant.appName, organization: organization.name };
    return to === 'approved'
      ? deliverMail(mailer, request.log, {
          tenantId,
          to: admin.email,
          locale: admin.locale,
          template: 'organization_approved',
          values: { ...common, link: tenantLink(request, `/organizations/${organization.id}`) },
        })
      : deliverMail(mailer, request.log, {
          tenantId,
          to: admin.email,
          locale: admin.locale,
          template: 'organization_denied',
          values: {
            ...common,
            reason: organization.denialReason ?? '',
            link: tenantLink(request, `/organizations/${organization.id}/edit`),
          },
        });
  });
}

/** A status move inside an open transaction on a locked row: checked, recorded, and the mails it causes. */
async function moveStatus(
  scope: TenantScope,
  actor: SignedInUser,
  organization: OrganizationRow,
  to: OrganizationStatus,
  denialReason: string | undefined,
  pointers: { status: string; denialReason: string },
): Promise<{ organization: OrganizationRow; mails: PendingMail[] }> {
  if (organization.status === to) return { organization, mails: [] };
  if (!canChangeOrganizationStatus(actor, organization, to)) throw notAllowed();
  assertStatusMove(organization.status, to, pointers.status);
  if (to === 'denied' && !denialReason) {
    throw new FieldValidationError([
      {
        pointer: pointers.denialReason,
        code: 'denial_reason_required',
        messageKey: 'organizations.denial_reason.required',
      },
    ]);
  }
  const updated = await updateOrganizationRow(scope, organization.id, {
    status: to,
    statusChangedAt: new Date(),
    denialReason: to === 'denied' ? denialReason! : to === 'pending' ? null : organization.denialReason,
  });
  await insertAuditEvent(scope, {
    action: 'organization_status_changed',
    actorUserId: actor.id,
    details: { organizationId: organization.id, from: organization.status, to },
  });
  const admins = await findOrganizationAdmins(scope, organization.id);
  return { organization: updated, mails: statusMails(scope.tenantId, updated, admins, to) };
}

/** PUT …/approve: a status decision (approve or deny with a reason, or another allowed move). */
export async function decideOrganization(
  database: Database,
  actor: SignedInUser,
  organizationId: number,
  decision: { status: OrganizationStatus; denialReason?: string | undefined },
): Promise<OrganizationChange> {
  return withTenant(database, actor.tenantId, async (scope) => {
    const organization = await lockOrganization(scope, organizationId);
    if (!organization || !canShowOrganization(actor, organization)) throw organizationNotFound();
    const moved = await moveStatus(scope, actor, organization, decision.status, decision.denialReason, {
      status: '/status',
      denialReason: '/denial_reason',
    });
    return { record: await loadRecord(scope, moved.organization), mails: moved.mails };
  });
}

/** What an edit of an organisation may change. */
export interface OrganizationUpdate {
  name?: string | undefined;
  type?: OrganizationType | undefined;
  status?: OrganizationStatus | undefined;
  denialReason?: string | undefined;
  profile?: ProfileInput | undefined;
  address?: AddressInput | undefined;
}

/** PUT /api/v1/organizations/{id}: fields and, optionally, a status move; all or nothing. */
export async function updateOrganization(
  database: Database,
  geocoder: Geocoder,
  actor: SignedInUser,
  organizationId: number,
  changes: OrganizationUpdate,
): Promise<OrganizationChange> {
  let located: LocatedAddress | undefined;
  if (changes.address) {
    // Geocoding is a network call: done before the transaction, on the address as it will be.
    const current = await showOrganizationForEdit(database, actor, organizationId);
    const before = current.address;
    located = await locateAddress(geocoder, {
      street: changes.address.street !== undefined ? changes.address.street : (before?.street ?? null),
      house_number:
        changes.address.house_number !== undefined ? changes.address.house_number : (before?.houseNumber ?? null),
      postcode: changes.address.postcode !== undefined ? changes.address.postcode : (before?.postcode ?? null),
      city: changes.address.city !== undefined ? changes.address.city : (before?.city ?? null),
    });
  }
  return withTenant(database, actor.tenantId, async (scope) => {
    const organization = await lockOrganization(scope, organizationId);
    if (!organization || !canShowOrganization(actor, organization)) throw organizationNotFound();
    let mails: PendingMail[] = [];
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
      const moved = await moveStatus(scope, actor, current, changes.status, changes.denialReason, {
        status: '/organization/status',
        denialReason: '/organization/denial_reason',
      });
      current = moved.organization;
      mails = moved.mails;
    }
    return { record: await loadRecord(scope, current), mails };
  });
}

async function showOrganizationForEdit(
  database: Database,
  actor: SignedInUser,
  organizationId: number,
): Promise<OrganizationRecord> {
  const record = await showOrganization(database, actor.tenantId, actor, organizationId);
  if (!canUpdateOrganization(actor, record.organization)) throw notAllowed();
  return record;
}

/** DELETE /api/v1/organizations/{id}: the centre removes an organisation (its admins keep their accounts). */
export async function deleteOrganization(database: Database, actor: SignedInUser, organizationId: number) {
  await withTenant(database, actor.tenantId, async (scope) => {
    const organization = await lockOrganization(scope, organizationId);
    if (!organization || !canShowOrganization(actor, organization)) throw organizationNotFound();
    if (!canDeleteOrganization(actor, organization)) throw notAllowed();
    await deleteOrganizationRow(scope, organization.id);
    await insertAuditEvent(scope, {
      action: 'organization_deleted',
      actorUserId: actor.id,
      details: { organizationId: organization.id, name: organization.name },
    });
  });
}

/** PUT …/move: to another centre of the same tenant, only where enableOrganizationsMoving is on. */
export async function moveOrganization(
  database: Database,
  actor: SignedInUser,
  organizationId: number,
  volunteerCenterId: number,
  options: { movingEnabled: boolean },
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
      throw new FieldValidationError([
        {
          pointer: '/volunteer_center_id',
          code: 'volunteer_center_same',
          messageKey: 'organizations.volunteer_center.same',
        },
      ]);
    }
    const moved = await updateOrganizationRow(scope, organization.id, { volunteerCenterId });
    await insertAuditEvent(scope, {
      action: 'organization_moved',
      actorUserId: actor.id,
      details: { organizationId: organization.id, from: organization.volunteerCenterId, to: volunteerCenterId },
    });
    return loadRecord(scope, moved);
  });
}

/** Geocodes an address for a sign-up or creation (outside any transaction). */
export function locateNewAddress(geocoder: Geocoder, address: AddressInput | undefined) {
  return address ? locateAddress(geocoder, fullAddress(address)) : Promise.resolve(undefined);
}

/** Inserts a pending organisation from a public sign-up, inside the sign-up's transaction. */
export async function insertSignedUpOrganization(
  scope: TenantScope,
  input: OrganizationInput & { volunteerCenterId: number },
  located: LocatedAddress | undefined,
): Promise<OrganizationRow> {
  const organization = await insertOrganization(scope, {
    name: input.name,
    type: input.type,
    status: 'pending',
    volunteerCenterId: input.volunteerCenterId,
  });
  await saveProfileAndTargetGroups(scope, organization.id, input.profile ?? {}, '/organization');
  if (located) await saveOrganizationAddress(scope, organization.id, located);
  return organization;
}
