import type { VacancyListSort, VacancyStatus } from '@volunteerly/contracts/vacancies';
import type { SignedInUser } from '../../platform/auth/authentication.ts';
import { createAnnouncedCache, type AnnouncedCache } from '../../platform/database/announced-cache.ts';
import { publicCatalogueChange } from '../../platform/database/change-announcements.ts';
import type { Database } from '../../platform/database/connection.ts';
import { readAsTenant, withTenant } from '../../platform/database/tenant-scope.ts';
import type { PolicyActor } from '../../platform/auth/policy-actor.ts';
import { todayInNetherlands } from './vacancy-fields.ts';
import type { VacancyViewCounter } from './vacancy-view-counter.ts';
import { countApplicationsOfVacancies } from './vacancy-application-counts.repository.ts';
import { findVacancyRecordById, loadVacancyRecords, type VacancyRecord } from './vacancy-records.repository.ts';
import { vacanciesError, vacancyNotFound } from './vacancies.errors.ts';
import {
  canListVacancies,
  canShowVacancy,
  canManageVacanciesOf,
  countsAsOutsideView,
  managedOrganizationIds,
  shownVacancySubject,
  vacancyListScope,
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
 * with `favorites` the user's saved public ones; with counts per status.
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
    today: todayInNetherlands(),
  };
  return withTenant(database, actor.tenantId, async (scope) => {
    const { rows, total } = await findVacanciesPage(scope, filter, query);
    const records = await loadVacancyRecords(scope, rows, { viewerUserId: actor.id, today: filter.today });
    // The list is the place to see which vacancies have applications to handle (not the saved vacancies).
    const managed = query.favorites ? [] : records.filter((record) => canManageVacanciesOf(actor, record.organization));
    const totals = await countApplicationsOfVacancies(
      scope,
      managed.map((record) => record.vacancy.id),
    );
    return {
      records: records.map((record) => ({ ...record, applicationTotals: totals.get(record.vacancy.id) })),
      total,
      statusCounts: await countVacanciesByStatus(scope, filter),
    };
  });
}

function mayManageSome(actor: PolicyActor | undefined): boolean {
  return actor !== undefined && actor.roles.length > 0;
}

/**
 * GET /api/v1/vacancies/{id}: public vacancies (published, not expired, of an approved
 * organisation) for everyone, the rest for those who manage them (others get the 404 of a
 * vacancy that does not exist).
 * Only reads: a view by someone outside the organisation and centre is counted
 * in the process's view counter, which stores it later (issue 12). The count
 * shown (to those who manage it) includes the views not stored yet.
 */
export async function showVacancy(
  database: Database,
  records: PublicVacancyRecords,
  views: VacancyViewCounter,
  tenantId: number,
  actor: SignedInUser | undefined,
  vacancyId: number,
): Promise<VacancyRecord> {
  // What the public sees of a public vacancy is the same for every anonymous reader: one kept
  // record serves them all until the catalogue changes. A signed-in reader's record carries their
  // own state (favourite, applied), and managers may see the others: read for them.
  const today = todayInNetherlands();
  const found = actor
    ? await readAsTenant(database, tenantId, (scope) =>
        findVacancyRecordById(
          scope,
          vacancyId,
          { viewerUserId: actor.id, today },
          { publicOnly: !mayManageSome(actor) },
        ),
      )
    : await keptPublicVacancyRecord(database, records, tenantId, vacancyId);
  if (!found || !canShowVacancy(actor, shownVacancySubject(found))) throw vacancyNotFound();
  const { vacancy } = found;
  if (countsAsOutsideView(actor, vacancy)) views.countView(tenantId, vacancy.id);
  // A kept record is shared: the views counted since it was stored go on a copy.
  return { ...found, vacancy: { ...vacancy, viewCount: vacancy.viewCount + views.pendingViews(tenantId, vacancy.id) } };
}

/**
 * A public vacancy as anonymous visitors see it, from the kept records, without counting a view
 * (the page's own request for the vacancy counts it): for the page the server describes.
 */
export async function findPublicVacancy(
  database: Database,
  records: PublicVacancyRecords,
  tenantId: number,
  vacancyId: number,
): Promise<VacancyRecord | undefined> {
  const found = await keptPublicVacancyRecord(database, records, tenantId, vacancyId);
  return found && canShowVacancy(undefined, shownVacancySubject(found)) ? found : undefined;
}

function keptPublicVacancyRecord(
  database: Database,
  records: PublicVacancyRecords,
  tenantId: number,
  vacancyId: number,
): Promise<VacancyRecord | undefined> {
  // Today is part of the key: a vacancy stops being public when its expiry date passes, which no
  // change announces.
  const today = todayInNetherlands();
  return records.remember(`${tenantId}:${vacancyId}:${today}`, () =>
    readAsTenant(database, tenantId, (scope) =>
      findVacancyRecordById(scope, vacancyId, { viewerUserId: undefined, today }, { publicOnly: true }),
    ),
  );
}

/**
 * Public vacancies as anonymous visitors read them, kept in memory until the database announces
 * a change to a vacancy, its tags, its organisation (its status included: an organisation that
 * leaves `approved` takes its vacancies from the public) or its accepted applications (migration
 * 0015, decision 019). Shared between requests: never changed in place.
 */
export type PublicVacancyRecords = AnnouncedCache<VacancyRecord | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's kept public vacancy records (app.ts creates them, CATALOGUE_CACHE_ENTRIES sizes them). */
    publicVacancyRecords: PublicVacancyRecords;
  }
}

/** Public vacancy records over `database`'s change announcements, at most `maxEntries`. */
export function createPublicVacancyRecords(database: Database, maxEntries: number): PublicVacancyRecords {
  return createAnnouncedCache(database, { maxEntries, invalidatedBy: [publicCatalogueChange] });
}

/** How many similar vacancies are shown. */
const similarLimit = 4;

/** GET /api/v1/vacancies/{id}/similar: other public vacancies sharing the most tags, nearest first on ties. */
export async function listSimilarVacancies(
  database: Database,
  tenantId: number,
  actor: SignedInUser | undefined,
  vacancyId: number,
): Promise<VacancyRecord[]> {
  const today = todayInNetherlands();
  return withTenant(database, tenantId, async (scope) => {
    const vacancy = await findVacancyById(scope, vacancyId, today);
    if (!vacancy || !canShowVacancy(actor, vacancy)) throw vacancyNotFound();
    const rows = await findSimilarVacancyRows(scope, vacancy, { today, limit: similarLimit });
    return loadVacancyRecords(scope, rows, { viewerUserId: actor?.id, today });
  });
}

/**
 * The vacancies each of these organisations shows the asker (public ones;
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
  const managed = managedOrganizationIds(actor, tenantId, organizations);
  const today = todayInNetherlands();
  const records = await withTenant(database, tenantId, async (scope) =>
    loadVacancyRecords(scope, await findVacanciesOfOrganizations(scope, organizationIds, managed, today), {
      viewerUserId: actor?.id,
      today,
    }),
  );
  const byOrganization = new Map<number, VacancyRecord[]>(organizationIds.map((id) => [id, []]));
  for (const record of records) byOrganization.get(record.vacancy.organizationId)?.push(record);
  return byOrganization;
}
