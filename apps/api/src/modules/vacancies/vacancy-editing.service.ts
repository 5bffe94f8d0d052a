import type { VacancyStatus } from '@volunteerly/contracts/vacancies';
import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import type { Geocoder } from '../../platform/geocoding/geocoder.ts';
import { FieldValidationError, type FieldProblem } from '../../platform/http/api-error.ts';
import { locateAddress } from '../organizations/organization-details.service.ts';
import { findOrganizationById } from '../organizations/organizations.repository.ts';
import type { TagKind } from '../tags/tags.schema.ts';
import { recordVacancyEvent } from './vacancy-audit.ts';
import {
  applyColumns,
  changesLocation,
  expiryProblems,
  missingForPublishing,
  newVacancyDefaults,
  periodProblems,
  storedColumnsOf,
  tagListKinds,
  todayInNetherlands,
  unknownTagMessages,
  type TagListField,
  type VacancyChanges,
  type VacancyColumns,
} from './vacancy-fields.ts';
import { loadVacancyRecord, countApplicationsOf, type VacancyRecord } from './vacancy-records.repository.ts';
import { statusColumns, statusMoveProblems, type StatusPointers } from './vacancy-status.ts';
import { findTagKinds, replaceVacancyTagsOfKind } from './vacancy-tags.repository.ts';
import {
  notAllowed,
  tagUnknownIn,
  vacancyHasApplications,
  vacancyNotDraft,
  vacancyNotFound,
  vacancyOrganizationRequired,
  vacancyOrganizationUnknown,
} from './vacancies.errors.ts';
import {
  canChangeVacancyStatus,
  canCreateVacancy,
  canDeleteVacancy,
  canShowVacancy,
  canUpdateVacancy,
} from './vacancies.policy.ts';
import {
  deleteVacancyRow,
  findVacancyById,
  insertVacancyRow,
  lockVacancy,
  updateVacancyRow,
} from './vacancies.repository.ts';
import type { VacancyRow } from './vacancies.schema.ts';

const fieldPointer = (field: string) => `/vacancy/${field}`;

/** Where a create or edit's status problems point. */
const editPointers: StatusPointers = { status: fieldPointer('status'), field: fieldPointer };

/**
 * The map position for a vacancy's location as it will be: looked up (a
 * network call, so before any transaction) when the location changes and it
 * is at an address; none for remote and at-home work.
 */
async function locate(
  geocoder: Geocoder,
  columns: VacancyColumns,
  current: VacancyRow | undefined,
): Promise<Pick<VacancyColumns, 'latitude' | 'longitude'>> {
  if (current && !changesLocation(columns)) return {};
  if ((columns.locationKind ?? current?.locationKind ?? 'address') !== 'address') {
    return { latitude: null, longitude: null };
  }
  const pick = <Key extends 'street' | 'houseNumber' | 'postcode' | 'city'>(key: Key) =>
    columns[key] !== undefined ? (columns[key] ?? null) : (current?.[key] ?? null);
  const located = await locateAddress(geocoder, {
    street: pick('street'),
    houseNumber: pick('houseNumber'),
    postcode: pick('postcode'),
    city: pick('city'),
  });
  return { latitude: located.latitude, longitude: located.longitude };
}

/** The tag lists a request sets, checked to be tags of the tenant of the right kind. */
async function checkTagLists(
  scope: TenantScope,
  changes: VacancyChanges,
  problems: FieldProblem[],
): Promise<Partial<Record<TagKind, number[]>>> {
  const fields = (Object.keys(tagListKinds) as TagListField[]).filter((field) => changes[field] !== undefined);
  const requested = fields.flatMap((field) => changes[field] ?? []);
  const kinds = new Map((await findTagKinds(scope, requested)).map((tag) => [tag.id, tag.kind]));
  const lists: Partial<Record<TagKind, number[]>> = {};
  for (const field of fields) {
    const kind = tagListKinds[field];
    const ids = [...new Set(changes[field])];
    if (ids.every((id) => kinds.get(id) === kind)) lists[kind] = ids;
    else problems.push(tagUnknownIn(field, unknownTagMessages[field]));
  }
  return lists;
}

async function saveTagLists(scope: TenantScope, vacancyId: number, lists: Partial<Record<TagKind, number[]>>) {
  for (const [kind, ids] of Object.entries(lists) as [TagKind, number[]][]) {
    await replaceVacancyTagsOfKind(scope, vacancyId, kind, ids);
  }
}

function throwIfAny(problems: FieldProblem[]): void {
  if (problems.length > 0) throw new FieldValidationError(problems);
}

/** A new vacancy as the service takes it: its fields, its organisation (none: refused) and whether it is published at once. */
export type NewVacancy = VacancyChanges & {
  title: string;
  organizationId: number | undefined;
  status?: 'draft' | 'published' | undefined;
};

/**
 * POST /api/v1/vacancies: a vacancy for an organisation (the body's, else the
 * selected one), a draft unless published at once; validated as a whole.
 */
export async function createVacancy(
  database: Database,
  geocoder: Geocoder,
  actor: SignedInUser,
  input: NewVacancy,
): Promise<VacancyRecord> {
  const { organizationId, status = 'draft', ...changes } = input;
  if (organizationId === undefined) {
    throw vacancyOrganizationRequired();
  }
  const columns = storedColumnsOf(changes);
  const position = await locate(geocoder, columns, undefined);
  return withTenant(database, actor.tenantId, async (scope) => {
    const organization = await findOrganizationById(scope, organizationId);
    if (!organization) {
      throw vacancyOrganizationUnknown();
    }
    if (!canCreateVacancy(actor, organization)) throw notAllowed();
    const today = todayInNetherlands();
    const state = applyColumns({ title: input.title, ...newVacancyDefaults }, columns);
    const problems = [
      ...periodProblems(state, { pointer: fieldPointer('ends_on'), messageKey: 'vacancies.dates.ends_before_start' }),
      ...expiryProblems(columns, fieldPointer('expires_on'), today),
      ...statusMoveProblems({ from: 'draft', to: status }, state, organization.status, editPointers, today),
    ];
    const tagLists = await checkTagLists(scope, changes, problems);
    throwIfAny(problems);
    const vacancy = await insertVacancyRow(scope, {
      ...columns,
      ...position,
      title: input.title,
      organizationId: organization.id,
      volunteerCenterId: organization.volunteerCenterId,
      ...statusColumns(status, new Date()),
    });
    await saveTagLists(scope, vacancy.id, tagLists);
    await recordVacancyEvent(scope, 'vacancy_created', actor.id, {
      vacancyId: vacancy.id,
      organizationId: organization.id,
      title: vacancy.title,
      status,
    });
    return loadVacancyRecord(scope, vacancy, { viewerUserId: actor.id, today });
  });
}

/** A vacancy the actor may edit, read outside the edit's transaction (to geocode before it). */
async function findEditableVacancy(database: Database, actor: SignedInUser, vacancyId: number): Promise<VacancyRow> {
  const today = todayInNetherlands();
  const vacancy = await withTenant(database, actor.tenantId, (scope) => findVacancyById(scope, vacancyId, today));
  if (!vacancy || !canShowVacancy(actor, vacancy)) throw vacancyNotFound();
  if (!canUpdateVacancy(actor, vacancy)) throw notAllowed();
  return vacancy;
}

/**
 * PUT/PATCH /api/v1/vacancies/{id}: the fields sent, and optionally a status
 * move; all or nothing, on the locked row. A published vacancy stays complete.
 */
export async function updateVacancy(
  database: Database,
  geocoder: Geocoder,
  actor: SignedInUser,
  vacancyId: number,
  input: VacancyChanges & { status?: VacancyStatus | undefined },
): Promise<VacancyRecord> {
  const { status: asked, ...changes } = input;
  const columns = storedColumnsOf(changes);
  const position = changesLocation(columns)
    ? await locate(geocoder, columns, await findEditableVacancy(database, actor, vacancyId))
    : {};
  return withTenant(database, actor.tenantId, async (scope) => {
    const today = todayInNetherlands();
    const vacancy = await lockVacancy(scope, vacancyId, today);
    if (!vacancy || !canShowVacancy(actor, vacancy)) throw vacancyNotFound();
    if (!canUpdateVacancy(actor, vacancy)) throw notAllowed();
    const to = asked ?? vacancy.status;
    if (to !== vacancy.status && !canChangeVacancyStatus(actor, vacancy)) throw notAllowed();
    const state = applyColumns(vacancy, columns);
    const organization = to === vacancy.status ? undefined : await findOrganizationById(scope, vacancy.organizationId);
    const problems = [
      ...periodProblems(state, { pointer: fieldPointer('ends_on'), messageKey: 'vacancies.dates.ends_before_start' }),
      ...expiryProblems(columns, fieldPointer('expires_on'), today),
      ...(organization
        ? statusMoveProblems({ from: vacancy.status, to }, state, organization.status, editPointers, today)
        : to === 'published'
          ? missingForPublishing(state, fieldPointer)
          : []),
    ];
    const tagLists = await checkTagLists(scope, changes, problems);
    throwIfAny(problems);
    const moved = to !== vacancy.status;
    const updated = await updateVacancyRow(scope, vacancy.id, {
      ...columns,
      ...position,
      ...(moved ? statusColumns(to, new Date()) : {}),
    });
    await saveTagLists(scope, vacancy.id, tagLists);
    const fields = Object.keys(changes);
    if (fields.length > 0)
      await recordVacancyEvent(scope, 'vacancy_updated', actor.id, { vacancyId: vacancy.id, fields });
    if (moved) {
      await recordVacancyEvent(scope, 'vacancy_status_changed', actor.id, {
        vacancyId: vacancy.id,
        organizationId: vacancy.organizationId,
        title: updated.title,
        from: vacancy.status,
        to,
      });
    }
    return loadVacancyRecord(scope, updated, { viewerUserId: actor.id, today });
  });
}

/** PUT /api/v1/vacancies/{id}/status: one move of the state machine; publishing checks completeness. */
export async function changeVacancyStatus(
  database: Database,
  actor: SignedInUser,
  vacancyId: number,
  to: VacancyStatus,
): Promise<VacancyRecord> {
  return withTenant(database, actor.tenantId, async (scope) => {
    const today = todayInNetherlands();
    const vacancy = await lockVacancy(scope, vacancyId, today);
    if (!vacancy || !canShowVacancy(actor, vacancy)) throw vacancyNotFound();
    if (!canChangeVacancyStatus(actor, vacancy)) throw notAllowed();
    if (vacancy.status === to) return loadVacancyRecord(scope, vacancy, { viewerUserId: actor.id, today });
    const organization = await findOrganizationById(scope, vacancy.organizationId);
    throwIfAny(
      statusMoveProblems(
        { from: vacancy.status, to },
        vacancy,
        organization!.status,
        { status: '/status', field: fieldPointer },
        today,
      ),
    );
    const updated = await updateVacancyRow(scope, vacancy.id, statusColumns(to, new Date()));
    await recordVacancyEvent(scope, 'vacancy_status_changed', actor.id, {
      vacancyId: vacancy.id,
      organizationId: vacancy.organizationId,
      title: vacancy.title,
      from: vacancy.status,
      to,
    });
    return loadVacancyRecord(scope, updated, { viewerUserId: actor.id, today });
  });
}

/**
 * DELETE /api/v1/vacancies/{id}: drafts only (409 otherwise: archive it), and
 * not a draft that already has applications (it was published once).
 */
export async function deleteVacancy(database: Database, actor: SignedInUser, vacancyId: number): Promise<void> {
  await withTenant(database, actor.tenantId, async (scope) => {
    const vacancy = await lockVacancy(scope, vacancyId, todayInNetherlands());
    if (!vacancy || !canShowVacancy(actor, vacancy)) throw vacancyNotFound();
    if (!canDeleteVacancy(actor, vacancy)) throw notAllowed();
    if (vacancy.status !== 'draft') throw vacancyNotDraft();
    if ((await countApplicationsOf(scope, vacancy.id)) > 0) throw vacancyHasApplications();
    await deleteVacancyRow(scope, vacancy.id);
    await recordVacancyEvent(scope, 'vacancy_deleted', actor.id, {
      vacancyId: vacancy.id,
      organizationId: vacancy.organizationId,
      title: vacancy.title,
    });
  });
}
