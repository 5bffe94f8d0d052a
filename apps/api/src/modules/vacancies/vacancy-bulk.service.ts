import type { VacancyStatus } from '@volunteerly/contracts/vacancies';
import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant } from '../../platform/database/tenant-scope.ts';
import { FieldValidationError, type FieldProblem } from '../../platform/http/api-error.ts';
import { findOrganizationsInScope } from '../organizations/organizations.repository.ts';
import { recordVacancyEvent } from './vacancy-audit.ts';
import {
  applyColumns,
  expiryProblems,
  missingForPublishing,
  periodProblems,
  storedColumnsOf,
  todayInNetherlands,
  type VacancyChanges,
} from './vacancy-fields.ts';
import { loadVacancyRecords, type VacancyRecord } from './vacancy-records.repository.ts';
import { statusColumns, statusMoveProblems } from './vacancy-status.ts';
import { addVacancyTags, findTagKinds, removeVacancyTags } from './vacancy-tags.repository.ts';
import { duplicateVacancyIds, errorAboutId, notAllowed, tagUnknownIn, vacancyNotFound } from './vacancies.errors.ts';
import { canBulkUpdateVacancies, canShowVacancy } from './vacancies.policy.ts';
import { lockVacancies, updateVacancyRows } from './vacancies.repository.ts';

async function unknownTagProblems(
  scope: Parameters<typeof findTagKinds>[0],
  ids: number[] | undefined,
  field: 'addTagIds' | 'removeTagIds',
): Promise<FieldProblem[]> {
  if (!ids || ids.length === 0) return [];
  const wanted = [...new Set(ids)];
  const known = await findTagKinds(scope, wanted);
  return known.length === wanted.length ? [] : [tagUnknownIn(field, 'vacancies.tags.unknown')];
}

/** A change of many vacancies as the service takes it (camelCase; the route converts the wire's body). */
export interface VacancyBulkChange {
  ids: number[];
  status?: VacancyStatus | undefined;
  addTagIds?: number[] | undefined;
  removeTagIds?: number[] | undefined;
  /** The dates and contact person every vacancy gets. */
  changes: Pick<VacancyChanges, 'startsOn' | 'endsOn' | 'expiresOn' | 'contactName' | 'contactEmail' | 'contactPhone'>;
}

/**
 * PUT /api/v1/vacancies/bulk_update: one status move, tags added and removed,
 * dates and contact person, for up to 200 vacancies in one transaction. Any
 * id that is unknown (404) or not the actor's to change (403), or any vacancy
 * the change does not fit (422 on `/ids/<index>`), leaves every vacancy as it was.
 */
export async function bulkUpdateVacancies(
  database: Database,
  actor: SignedInUser,
  input: VacancyBulkChange,
): Promise<VacancyRecord[]> {
  const { ids, status: to, addTagIds, removeTagIds, changes } = input;
  if (new Set(ids).size !== ids.length) {
    throw duplicateVacancyIds();
  }
  const columns = storedColumnsOf(changes);
  return withTenant(database, actor.tenantId, async (scope) => {
    const today = todayInNetherlands();
    const locked = new Map((await lockVacancies(scope, ids, today)).map((row) => [row.id, row]));
    const rows = ids.map((id, index) => {
      const row = locked.get(id);
      if (!row || !canShowVacancy(actor, row)) throw errorAboutId(vacancyNotFound(), index);
      if (!canBulkUpdateVacancies(actor, [row])) throw errorAboutId(notAllowed(), index);
      return row;
    });
    const movingToPublished = to === 'published' ? rows.filter((row) => row.status !== 'published') : [];
    const organizationStatuses = new Map(
      (
        await findOrganizationsInScope(scope, {
          kind: 'administered',
          organizationIds: [...new Set(movingToPublished.map((row) => row.organizationId))],
        })
      ).map((organization) => [organization.id, organization.status]),
    );
    const problems: FieldProblem[] = [
      ...expiryProblems(columns, '/vacancy/expires_on', today),
      ...(await unknownTagProblems(scope, addTagIds, 'addTagIds')),
      ...(await unknownTagProblems(scope, removeTagIds, 'removeTagIds')),
    ];
    rows.forEach((row, index) => {
      const pointer = `/ids/${index}`;
      const state = applyColumns(row, columns);
      problems.push(...periodProblems(state, { pointer, messageKey: 'vacancies.dates.bulk_ends_before_start' }));
      if (to !== undefined && to !== row.status) {
        const organizationStatus = organizationStatuses.get(row.organizationId) ?? 'pending';
        problems.push(
          ...statusMoveProblems(
            { from: row.status, to },
            state,
            organizationStatus,
            { status: pointer, field: () => pointer },
            today,
          ),
        );
      } else if (row.status === 'published') {
        problems.push(...missingForPublishing(state, () => pointer));
      }
    });
    if (problems.length > 0) throw new FieldValidationError(problems);

    const now = new Date();
    let updated = await updateVacancyRows(scope, ids, columns);
    const moving = to === undefined ? [] : rows.filter((row) => row.status !== to).map((row) => row.id);
    if (to !== undefined && moving.length > 0) {
      const moved = new Map(
        (await updateVacancyRows(scope, moving, statusColumns(to, now))).map((row) => [row.id, row]),
      );
      updated = updated.map((row) => moved.get(row.id) ?? row);
    }
    if (addTagIds) await addVacancyTags(scope, ids, [...new Set(addTagIds)]);
    if (removeTagIds) await removeVacancyTags(scope, ids, [...new Set(removeTagIds)]);
    await recordVacancyEvent(scope, 'vacancies_bulk_updated', actor.id, {
      vacancyIds: ids,
      ...(to !== undefined ? { status: to, movedIds: moving } : {}),
      fields: [...Object.keys(changes), ...(addTagIds ? ['addTagIds'] : []), ...(removeTagIds ? ['removeTagIds'] : [])],
    });
    const byId = new Map(updated.map((row) => [row.id, row]));
    return loadVacancyRecords(
      scope,
      ids.map((id) => byId.get(id)!),
      { viewerUserId: actor.id, today },
    );
  });
}
