import type { VacancyListSort, VacancyStatus } from '@volunteerly/contracts/vacancies';
import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { readAsTenant, withTenant } from '../../platform/database/tenant-scope.ts';
import { todayInNetherlands } from './vacancy-fields.ts';
import type { VacancyViewCounter } from './vacancy-view-counter.ts';
import { findVacancyRecordById, loadVacancyRecords, type VacancyRecord } from './vacancy-records.repository.ts';
import { vacanciesError, vacancyNotFound } from './vacancies.errors.ts';
import {
  canListVacancies,
  canShowVacancy,
  canManageVacanciesOf,
  countsAsOutsideView,
  vacancyListScope,
  type VacancyActor,
} from './vacancies.policy.ts';
import {
  countVacanciesByStatus,
  findSimilarVacancyRows,
  findVacanciesOfOrganizations,
  findVacanciesPage,
  findVacancyById,
  type VacancyListFilter,
} from './vacancies.repository.ts';

/** The back-office list's query. */
export interface VacancyListQuery {
  /** Current-Organization-Id, when sent (the header check has made sure it is the user's). */
  selectedOrganizationId?: number | undefined;
  favorites: boolean;
  statuses?: VacancyStatus[] | undefined;
  organizationId?: number | undefined;
  search?: string | undefined;
  sort: VacancyListSort;
  offset: number;
  limit: number;
}

/**
 * GET /api/v1/vacancies: the organisation's (or the centre's) vacancies, or
 * with `favorites` the user's saved published ones; with counts per status.
 * A volunteer without roles gets 403 unless they ask for their favourites.
 */
export async function listVacancies(
  database: Database,
  actor: SignedInUser,
  query: VacancyListQuery,
): Promise<{ records: VacancyRecord[]; total: number; statusCounts: Record<VacancyStatus, number> }> {
  if (!query.favorites && !canListVacancies(actor, actor.tenantId)) {
    throw vacanciesError(403, 'forbidden', 'vacancies.errors.list_not_allowed');
  }
  const filter: VacancyListFilter = {
    visible: vacancyListScope(actor, query.selectedOrganizationId),
    favoritesOfUserId: query.favorites ? actor.id : undefined,
    statuses: query.statuses,
    organizationId: query.organizationId,
    search: query.search,
  };
  return withTenant(database, actor.tenantId, async (scope) => {
    const { rows, total } = await findVacanciesPage(scope, filter, query);
    return {
      records: await loadVacancyRecords(scope, rows, actor.id),
      total,
      statusCounts: await countVacanciesByStatus(scope, filter),
    };
  });
}

function mayManageSome(actor: VacancyActor | undefined): boolean {
  return actor !== undefined && actor.roles.length > 0;
}

/**
 * GET /api/v1/vacancies/{id}: published vacancies for everyone, the rest for
 * those who manage them (others get the 404 of a vacancy that does not exist).
 * Only reads: a view by someone outside the organisation and centre is counted
 * in the process's view counter, which stores it later (issue 12). The count
 * shown (to those who manage it) includes the views not stored yet.
 */
export async function showVacancy(
  database: Database,
  views: VacancyViewCounter,
  tenantId: number,
  actor: SignedInUser | undefined,
  vacancyId: number,
): Promise<VacancyRecord> {
  const record = await readAsTenant(database, tenantId, async (scope) => {
    const found = await findVacancyRecordById(scope, vacancyId, actor?.id, { publishedOnly: !mayManageSome(actor) });
    if (!found || !canShowVacancy(actor, found.vacancy)) throw vacancyNotFound();
    return found;
  });
  const { vacancy } = record;
  if (countsAsOutsideView(actor, vacancy)) views.countView(tenantId, vacancy.id);
  vacancy.viewCount += views.pendingViews(tenantId, vacancy.id);
  return record;
}

/** How many similar vacancies are shown. */
const similarLimit = 4;

/** GET /api/v1/vacancies/{id}/similar: other published vacancies sharing the most tags, nearest first on ties. */
export async function listSimilarVacancies(
  database: Database,
  tenantId: number,
  actor: SignedInUser | undefined,
  vacancyId: number,
): Promise<VacancyRecord[]> {
  return withTenant(database, tenantId, async (scope) => {
    const vacancy = await findVacancyById(scope, vacancyId);
    if (!vacancy || !canShowVacancy(actor, vacancy)) throw vacancyNotFound();
    const rows = await findSimilarVacancyRows(scope, vacancy, { today: todayInNetherlands(), limit: similarLimit });
    return loadVacancyRecords(scope, rows, actor?.id);
  });
}

/**
 * The vacancies each of these organisations shows the asker (published ones;
 * every status to those who manage the organisation), newest first: for
 * `include=vacancies` on the organisations list.
 */
export async function listVacanciesOfOrganizations(
  database: Database,
  tenantId: number,
  actor: SignedInUser | undefined,
  organizations: readonly { id: number; volunteerCenterId: number }[],
): Promise<Map<number, VacancyRecord[]>> {
  const organizationIds = organizations.map((organization) => organization.id);
  const managed = organizations
    .filter((organization) => canManageVacanciesOf(actor, { ...organization, tenantId }))
    .map((organization) => organization.id);
  const records = await withTenant(database, tenantId, async (scope) =>
    loadVacancyRecords(scope, await findVacanciesOfOrganizations(scope, organizationIds, managed), actor?.id),
  );
  const byOrganization = new Map<number, VacancyRecord[]>(organizationIds.map((id) => [id, []]));
  for (const record of records) byOrganization.get(record.vacancy.organizationId)?.push(record);
  return byOrganization;
}
