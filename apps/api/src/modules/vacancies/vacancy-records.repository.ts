import { and, count, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { QueryBuilder } from '../../platform/database/connection.ts';
import { ofTenant, preparedPerBuilder, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { applications } from '../applications/applications.schema.ts';
import { organizations, type OrganizationRow } from '../organizations/organizations.schema.ts';
import {
  addressFacts,
  categoryStockImage,
  generalStockImage,
  organizationLogoFacts,
} from '../pictures/pictures.repository.ts';
import { choosePicture, type ChosenPicture } from '../pictures/pictures.service.ts';
import { tags, type TagKind } from '../tags/tags.schema.ts';
import { vacancies, vacancyFavorites, vacancyTags, type VacancyRow } from './vacancies.schema.ts';
import { publicVacancyCondition } from '../figures/figure-definitions.repository.ts';
import type { VacancyApplicationTotals } from './vacancy-application-counts.repository.ts';

// What a vacancy is shown with: its organisation, tags, taken places, picture and the
// signed-in user's own relation to it. Loaded for a whole page at once.

/** A tag on a vacancy. */
export interface VacancyTagView {
  id: number;
  kind: TagKind;
  name: string;
  nameEn: string | null;
}

/** The signed-in user's relation to a vacancy. */
export interface VacancyViewerState {
  isFavorite: boolean;
  hasApplied: boolean;
}

/** A vacancy with everything its resource shows. */
export interface VacancyRecord {
  vacancy: VacancyRow;
  organization: OrganizationRow;
  tags: VacancyTagView[];
  /** Accepted applications. */
  placesTaken: number;
  /** Only for a signed-in user. */
  viewer: VacancyViewerState | undefined;
  /** The picture it is shown with (decision 020). */
  picture: ChosenPicture;
  /** Its applications, in the back-office list only. */
  applicationTotals?: VacancyApplicationTotals | undefined;
  /** Whether the public sees it (`publicVacancyCondition`, as of the day it was read for). */
  isPublic: boolean;
}

/** Who reads vacancy records, and on which day (expiry dates are measured against it). */
export interface VacancyReading {
  viewerUserId: number | undefined;
  /** Today in the Netherlands (YYYY-MM-DD). */
  today: string;
}

/** The related rows of a vacancy record, as columns and JSON of the vacancy's row. */
function selectVacancyRecords(
  builder: QueryBuilder,
  tenantId: number | Placeholder,
  viewerUserId: number | null | Placeholder,
  today: string | Placeholder,
  condition: SQL | undefined,
) {
  const tagsOfVacancy = sql<VacancyTagView[]>`coalesce((
    select json_agg(json_build_object('id', ${tags.id}, 'kind', ${tags.kind}, 'name', ${tags.name},
                                      'nameEn', ${tags.nameEn})
                    order by ${tags.name}, ${tags.id})
      from ${vacancyTags} inner join ${tags} on ${tags.id} = ${vacancyTags.tagId}
     where ${vacancyTags.tenantId} = ${tenantId} and ${vacancyTags.vacancyId} = ${vacancies.id}
  ), '[]'::json)`;
  const placesTaken = sql<number>`(
    select count(*)::int from ${applications}
     where ${applications.tenantId} = ${tenantId} and ${applications.vacancyId} = ${vacancies.id}
       and ${applications.status} in ('accepted', 'started')
  )`;
  const isFavorite = sql<boolean>`(${viewerUserId}::bigint is not null and exists (
    select 1 from ${vacancyFavorites}
     where ${vacancyFavorites.tenantId} = ${tenantId} and ${vacancyFavorites.vacancyId} = ${vacancies.id}
       and ${vacancyFavorites.userId} = ${viewerUserId}::bigint
  ))`;
  const hasApplied = sql<boolean>`(${viewerUserId}::bigint is not null and exists (
    select 1 from ${applications}
     where ${applications.tenantId} = ${tenantId} and ${applications.vacancyId} = ${vacancies.id}
       and ${applications.userId} = ${viewerUserId}::bigint and ${applications.status} <> 'withdrawn'
  ))`;
  return builder
    .select({
      vacancy: vacancies,
      organization: organizations,
      tags: tagsOfVacancy,
      placesTaken,
      isFavorite,
      hasApplied,
      image: addressFacts(tenantId, vacancies.imageUrl),
      logo: organizationLogoFacts(tenantId, vacancies.organizationId),
      categoryStockImage: categoryStockImage(tenantId, vacancies.id),
      generalStockImage: generalStockImage(tenantId, vacancies.id),
      isPublic: publicVacancyCondition(today),
    })
    .from(vacancies)
    .innerJoin(
      organizations,
      and(eq(organizations.tenantId, vacancies.tenantId), eq(organizations.id, vacancies.organizationId)),
    )
    .where(and(eq(vacancies.tenantId, tenantId), condition));
}

type VacancyRecordRow = Awaited<ReturnType<typeof selectVacancyRecords>>[number];

function toVacancyRecord(vacancy: VacancyRow, row: VacancyRecordRow, viewerUserId: number | undefined): VacancyRecord {
  return {
    vacancy,
    organization: row.organization,
    tags: row.tags,
    placesTaken: row.placesTaken,
    viewer: viewerUserId === undefined ? undefined : { isFavorite: row.isFavorite, hasApplied: row.hasApplied },
    picture: choosePicture({
      vacancyImage: { address: row.image, title: vacancy.title },
      organizationLogo: { address: row.logo, organizationName: row.organization.name },
      categoryStockImage: row.categoryStockImage,
      generalStockImage: row.generalStockImage,
      categoryNames: row.tags.filter((tag) => tag.kind === 'category').map((tag) => tag.name),
      title: vacancy.title,
      seed: vacancy.id,
    }),
    isPublic: row.isPublic,
  };
}

/**
 * Organisations, tags, taken places, pictures and (for a signed-in user) favourites and applications, in row
 * order: one query for the whole page, whatever its size (the related rows come as columns and
 * JSON of the vacancy's row, never one query per vacancy or per relation).
 */
export async function loadVacancyRecords(
  scope: TenantScope,
  rows: VacancyRow[],
  { viewerUserId, today }: VacancyReading,
): Promise<VacancyRecord[]> {
  if (rows.length === 0) return [];
  const related = await selectVacancyRecords(
    scope.transaction,
    scope.tenantId,
    viewerUserId ?? null,
    today,
    inArray(
      vacancies.id,
      rows.map((row) => row.id),
    ),
  );
  const relatedById = new Map(related.map((row) => [row.vacancy.id, row]));
  return rows.map((vacancy) => {
    const found = relatedById.get(vacancy.id);
    if (!found) throw new Error(`vacancy ${vacancy.id} has no organisation in its tenant`);
    return toVacancyRecord(vacancy, found, viewerUserId);
  });
}

/** One vacancy with everything its resource shows. */
export async function loadVacancyRecord(
  scope: TenantScope,
  vacancy: VacancyRow,
  reading: VacancyReading,
): Promise<VacancyRecord> {
  const [record] = await loadVacancyRecords(scope, [vacancy], reading);
  return record!;
}

/** The record of one vacancy by id (any status, or public only), prepared once per builder. */
function vacancyRecordByIdStatement(name: string, publicOnly: boolean) {
  return preparedPerBuilder((builder) =>
    selectVacancyRecords(
      builder,
      sql.placeholder('tenantId'),
      sql.placeholder('viewerUserId'),
      sql.placeholder('today'),
      and(
        eq(vacancies.id, sql.placeholder('vacancyId')),
        publicOnly ? publicVacancyCondition(sql.placeholder('today')) : undefined,
      ),
    )
      .limit(1)
      .prepare(name),
  );
}

const vacancyRecordById = vacancyRecordByIdStatement('vacancy_record_by_id', false);
const publicVacancyRecordById = vacancyRecordByIdStatement('public_vacancy_record_by_id', true);

/**
 * The vacancy with this id and everything its resource shows, in one prepared query; only a public one
 * (`publicVacancyCondition`) when `publicOnly`. Undefined when there is none in the scope's tenant.
 */
export async function findVacancyRecordById(
  scope: TenantScope,
  vacancyId: number,
  { viewerUserId, today }: VacancyReading,
  { publicOnly }: { publicOnly: boolean },
): Promise<VacancyRecord | undefined> {
  const statement = publicOnly ? publicVacancyRecordById : vacancyRecordById;
  const [row] = await statement(scope.transaction).execute({
    tenantId: scope.tenantId,
    vacancyId,
    viewerUserId: viewerUserId ?? null,
    today,
  });
  return row ? toVacancyRecord(row.vacancy, row, viewerUserId) : undefined;
}

/** How many applications (of any status) a vacancy has. */
export async function countApplicationsOf(scope: TenantScope, vacancyId: number): Promise<number> {
  const [row] = await scope.transaction
    .select({ total: count() })
    .from(applications)
    .where(and(ofTenant(applications, scope), eq(applications.vacancyId, vacancyId)));
  return row?.total ?? 0;
}
