import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { VacancyListSort, VacancyStatus } from '@volunteerly/contracts/vacancies';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import type { VacancyScope } from './vacancies.policy.ts';
import { vacancies, vacancyFavorites, vacancyTags, type NewVacancyRow, type VacancyRow } from './vacancies.schema.ts';
import { escapeLike } from '../../platform/database/like-pattern.ts';
import { vacancyDistanceMetres } from './vacancy-position.repository.ts';
import { publicVacancyCondition } from '../figures/figure-definitions.repository.ts';

// The vacancy rows themselves: finding, locking, writing, the back-office list, similar vacancies, expiry.

/** A vacancy row with whether the public sees it (`publicVacancyCondition`, as of the day asked for). */
export type ShownVacancyRow = VacancyRow & { isPublic: boolean };

const shownColumns = (today: string) => ({ ...getTableColumns(vacancies), isPublic: publicVacancyCondition(today) });

/** A vacancy of the scope's tenant by id, with whether the public sees it `today`. */
export async function findVacancyById(
  scope: TenantScope,
  vacancyId: number,
  today: string,
): Promise<ShownVacancyRow | undefined> {
  const [row] = await scope.transaction
    .select(shownColumns(today))
    .from(vacancies)
    .where(and(ofTenant(vacancies, scope), eq(vacancies.id, vacancyId)))
    .limit(1);
  return row;
}

/** Locks a vacancy's row for the rest of the transaction (edits and status moves must not interleave). */
export async function lockVacancy(
  scope: TenantScope,
  vacancyId: number,
  today: string,
): Promise<ShownVacancyRow | undefined> {
  const [row] = await scope.transaction
    .select(shownColumns(today))
    .from(vacancies)
    .where(and(ofTenant(vacancies, scope), eq(vacancies.id, vacancyId)))
    .for('update')
    .limit(1);
  return row;
}

/** Locks the vacancies of the tenant among these ids, in id order (so two bulk edits cannot deadlock). */
export async function lockVacancies(
  scope: TenantScope,
  vacancyIds: number[],
  today: string,
): Promise<ShownVacancyRow[]> {
  if (vacancyIds.length === 0) return [];
  return scope.transaction
    .select(shownColumns(today))
    .from(vacancies)
    .where(and(ofTenant(vacancies, scope), inArray(vacancies.id, vacancyIds)))
    .orderBy(asc(vacancies.id))
    .for('update');
}

/** Views counted for one vacancy since the last write. */
export interface VacancyViewIncrement {
  vacancyId: number;
  views: number;
}

/** At most this many vacancies per statement (two parameters each, far below PostgreSQL's 65,535). */
const viewIncrementsPerStatement = 5000;

/**
 * Adds counted views to the scope's vacancies: one statement for a batch (rows
 * in id order), each count added to what is stored, so processes that each
 * add their own views sum up. Vacancies deleted meanwhile are skipped.
 */
export async function addVacancyViews(scope: TenantScope, increments: readonly VacancyViewIncrement[]): Promise<void> {
  const ordered = [...increments].sort((a, b) => a.vacancyId - b.vacancyId);
  // Views change nothing the public search shows: this transaction's updates are not announced as a
  // change of the public catalogue (migration 0015), so the caches of every process stay.
  await scope.transaction.execute(sql`select set_config('app.counting_views', 'on', true)`);
  for (let start = 0; start < ordered.length; start += viewIncrementsPerStatement) {
    const rows = ordered
      .slice(start, start + viewIncrementsPerStatement)
      .map(({ vacancyId, views }) => sql`(${vacancyId}::bigint, ${views}::integer)`);
    await scope.transaction.execute(sql`
      update ${vacancies} set view_count = ${vacancies.viewCount} + counted.views
      from (values ${sql.join(rows, sql`, `)}) as counted (id, views)
      where ${ofTenant(vacancies, scope)} and ${vacancies.id} = counted.id`);
  }
}

/** Inserts a vacancy. */
export async function insertVacancyRow(
  scope: TenantScope,
  values: Omit<NewVacancyRow, 'tenantId' | 'id'>,
): Promise<VacancyRow> {
  const [row] = await scope.transaction
    .insert(vacancies)
    .values({ ...values, tenantId: scope.tenantId })
    .returning();
  if (!row) throw new Error('vacancy insert returned nothing');
  return row;
}

/** What an edit may change of a vacancy's row. */
export type VacancyRowChanges = Partial<Omit<NewVacancyRow, 'id' | 'tenantId' | 'createdAt' | 'viewCount'>>;

/** Changes vacancies' columns (updated_at follows). */
export async function updateVacancyRows(
  scope: TenantScope,
  vacancyIds: number[],
  changes: VacancyRowChanges,
): Promise<VacancyRow[]> {
  if (vacancyIds.length === 0) return [];
  return scope.transaction
    .update(vacancies)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(ofTenant(vacancies, scope), inArray(vacancies.id, vacancyIds)))
    .returning();
}

/** Changes one vacancy's columns. */
export async function updateVacancyRow(
  scope: TenantScope,
  vacancyId: number,
  changes: VacancyRowChanges,
): Promise<VacancyRow> {
  const [row] = await updateVacancyRows(scope, [vacancyId], changes);
  if (!row) throw new Error('vacancy update matched nothing');
  return row;
}

/** Deletes a vacancy (its tags and favourites go with it). */
export async function deleteVacancyRow(scope: TenantScope, vacancyId: number): Promise<void> {
  await scope.transaction.delete(vacancies).where(and(ofTenant(vacancies, scope), eq(vacancies.id, vacancyId)));
}

/** Moves an organisation's vacancies to the centre the organisation moved to (they belong to its centre). */
export async function moveVacanciesOfOrganization(
  scope: TenantScope,
  organizationId: number,
  volunteerCenterId: number,
): Promise<void> {
  await scope.transaction
    .update(vacancies)
    .set({ volunteerCenterId })
    .where(and(ofTenant(vacancies, scope), eq(vacancies.organizationId, organizationId)));
}

/** Filters of the back-office list. */
export interface VacancyListFilter {
  /** Whose vacancies; ignored for a favourites list. */
  visible: VacancyScope;
  /** The user whose saved vacancies to list instead: the public ones, as of `today`. */
  favoritesOfUserId?: number | undefined;
  /** Today in the Netherlands (YYYY-MM-DD): which saved vacancies are still public. */
  today: string;
  statuses?: VacancyStatus[] | undefined;
  organizationId?: number | undefined;
  search?: string | undefined;
}

/** The list's conditions, except the status filter (the status counts are taken over the rest). */
function baseConditions(scope: TenantScope, filter: VacancyListFilter): SQL[] {
  const conditions: SQL[] = [ofTenant(vacancies, scope)];
  if (filter.favoritesOfUserId !== undefined) {
    conditions.push(
      publicVacancyCondition(filter.today),
      sql`exists (select 1 from ${vacancyFavorites} where ${vacancyFavorites.vacancyId} = ${vacancies.id} and ${vacancyFavorites.userId} = ${filter.favoritesOfUserId})`,
    );
  } else if (filter.visible.kind === 'organizations') {
    conditions.push(
      filter.visible.organizationIds.length > 0
        ? inArray(vacancies.organizationId, filter.visible.organizationIds)
        : sql`false`,
    );
  } else if (filter.visible.kind === 'centers') {
    // A vacancy's centre is its organisation's (moving an organisation moves its vacancies).
    conditions.push(
      or(
        inArray(vacancies.volunteerCenterId, filter.visible.volunteerCenterIds),
        inArray(vacancies.organizationId, filter.visible.organizationIds),
      )!,
    );
  }
  if (filter.organizationId !== undefined) conditions.push(eq(vacancies.organizationId, filter.organizationId));
  const search = filter.search?.trim();
  if (search) conditions.push(ilike(vacancies.title, `%${escapeLike(search)}%`));
  return conditions;
}

const sortColumns = {
  '-updated_at': [desc(vacancies.updatedAt)],
  title: [asc(sql`lower(${vacancies.title})`)],
  '-title': [desc(sql`lower(${vacancies.title})`)],
  '-published_at': [sql`${vacancies.publishedAt} desc nulls last`],
  expires_on: [sql`${vacancies.expiresOn} asc nulls last`],
  '-created_at': [desc(vacancies.createdAt)],
} satisfies Record<VacancyListSort, SQL[]>;

/** One page of the list, with the total. */
export async function findVacanciesPage(
  scope: TenantScope,
  filter: VacancyListFilter,
  options: { sort: VacancyListSort; offset: number; limit: number },
): Promise<{ rows: VacancyRow[]; total: number }> {
  const conditions = baseConditions(scope, filter);
  if (filter.statuses && filter.statuses.length > 0) conditions.push(inArray(vacancies.status, filter.statuses));
  const where = and(...conditions);
  const rows = await scope.transaction
    .select()
    .from(vacancies)
    .where(where)
    .orderBy(...sortColumns[options.sort], asc(vacancies.id))
    .offset(options.offset)
    .limit(options.limit);
  const [totals] = await scope.transaction.select({ total: count() }).from(vacancies).where(where);
  return { rows, total: totals?.total ?? 0 };
}

/** How many vacancies of the list (without its status filter) have each status. */
export async function countVacanciesByStatus(
  scope: TenantScope,
  filter: VacancyListFilter,
): Promise<Record<VacancyStatus, number>> {
  const rows = await scope.transaction
    .select({ status: vacancies.status, total: count() })
    .from(vacancies)
    .where(and(...baseConditions(scope, filter)))
    .groupBy(vacancies.status);
  const counts: Record<VacancyStatus, number> = { draft: 0, published: 0, closed: 0, archived: 0 };
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

/**
 * Up to `limit` other public vacancies (`publicVacancyCondition`) of the tenant that share
 * tags with this one: most shared tags first, then the nearest (when both have
 * a position), then the newest.
 */
export async function findSimilarVacancyRows(
  scope: TenantScope,
  vacancy: VacancyRow,
  options: { today: string; limit: number },
): Promise<VacancyRow[]> {
  const shared = sql<number>`count(*)`;
  const position =
    vacancy.latitude !== null && vacancy.longitude !== null
      ? { latitude: vacancy.latitude, longitude: vacancy.longitude }
      : undefined;
  const distance = vacancyDistanceMetres(position);
  const rows = await scope.transaction
    .select({ vacancy: vacancies })
    .from(vacancies)
    .innerJoin(vacancyTags, and(eq(vacancyTags.tenantId, vacancies.tenantId), eq(vacancyTags.vacancyId, vacancies.id)))
    .where(
      and(
        ofTenant(vacancies, scope),
        publicVacancyCondition(options.today),
        ne(vacancies.id, vacancy.id),
        sql`${vacancyTags.tagId} in (select source.tag_id from ${vacancyTags} as source where source.tenant_id = ${scope.tenantId} and source.vacancy_id = ${vacancy.id})`,
      ),
    )
    // The key is (tenant_id, id) (decision 015): grouping by both keeps every column of the row available.
    .groupBy(vacancies.tenantId, vacancies.id)
    .orderBy(
      desc(shared),
      sql`${distance} asc nulls last`,
      sql`${vacancies.publishedAt} desc nulls last`,
      desc(vacancies.id),
    )
    .limit(options.limit);
  return rows.map((row) => row.vacancy);
}

/**
 * The vacancies of some organisations: the public ones (as of `today`), and every status
 * of the organisations in `everyStatusOf`; newest first.
 */
export async function findVacanciesOfOrganizations(
  scope: TenantScope,
  organizationIds: number[],
  everyStatusOf: number[],
  today: string,
): Promise<VacancyRow[]> {
  if (organizationIds.length === 0) return [];
  return scope.transaction
    .select()
    .from(vacancies)
    .where(
      and(
        ofTenant(vacancies, scope),
        inArray(vacancies.organizationId, organizationIds),
        everyStatusOf.length > 0
          ? or(publicVacancyCondition(today), inArray(vacancies.organizationId, everyStatusOf))
          : publicVacancyCondition(today),
      ),
    )
    .orderBy(sql`${vacancies.publishedAt} desc nulls last`, desc(vacancies.id));
}

/** Closes the tenant's published vacancies whose expiry date lies before `today`; their ids. */
export async function closeExpiredVacancyRows(scope: TenantScope, today: string): Promise<number[]> {
  const now = new Date();
  const rows = await scope.transaction
    .update(vacancies)
    .set({ status: 'closed', closedAt: now, updatedAt: now })
    .where(and(ofTenant(vacancies, scope), eq(vacancies.status, 'published'), lt(vacancies.expiresOn, today)))
    .returning({ id: vacancies.id });
  return rows.map((row) => row.id);
}
