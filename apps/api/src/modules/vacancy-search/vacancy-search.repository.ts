import { and, eq, sql, type SQL } from 'drizzle-orm';
import { executePrepared, preparedPerBuilder, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { organizations } from '../organizations/organizations.schema.ts';
import {
  addressFacts,
  categoryStockImage,
  generalStockImage,
  organizationLogoFacts,
} from '../pictures/pictures.repository.ts';
import { choosePicture, type ChosenPicture } from '../pictures/pictures.service.ts';
import { tags, type TagKind } from '../tags/tags.schema.ts';
import { vacancies, vacancyTags, type VacancyRow } from '../vacancies/vacancies.schema.ts';
import {
  distanceMetres,
  relevance,
  searchOrder,
  searchSource,
  type VacancySearchCriteria,
} from './vacancy-search-match.repository.ts';

/** A tag and how many results carry it. */
export interface TagCount {
  id: number;
  kind: TagKind;
  name: string;
  nameEn: string | null;
  count: number;
}

/** How the results of a search spread over each facet. */
export interface VacancySearchFacets {
  tags: TagCount[];
  organizations: { id: number; name: string; count: number }[];
  locationKind: Record<string, number>;
  commitment: Record<string, number>;
  suitableFor: Record<string, number>;
  vogRequired: { true: number; false: number };
  /** How many results have a place on the map (a position), and how many not: of all results, not one page. */
  onMap: { true: number; false: number };
}

/** The rows of a raw statement: both drivers (PGlite, node-postgres) answer `{ rows }`. */
export function rowsOf<Row>(result: unknown): Row[] {
  if (result && typeof result === 'object' && 'rows' in result && Array.isArray(result.rows))
    return result.rows as Row[];
  throw new Error('the driver answered without rows');
}

/** One page of matches (ids in order, with their distance), the total and the facets. */
export interface VacancySearchMatches {
  total: number;
  page: { id: number; distanceMetres: number | null }[];
  facets: VacancySearchFacets;
}

interface MatchesRow {
  total: number;
  page: { id: number | string; distance_m: number | null }[];
  tag_counts: { id: number | string; kind: TagKind; name: string; nameEn: string | null; count: number }[];
  organization_counts: { id: number | string; name: string; count: number }[];
  location_kind_counts: Record<string, number> | null;
  commitment_counts: Record<string, number> | null;
  suitable_for_counts: Record<string, number> | null;
  vog_counts: { true: number; false: number };
  map_counts: { true: number; false: number };
}

/**
 * The one statement of a search: the matches are found once (a materialised
 * CTE), then paged and counted per facet from there. Exported for the
 * benchmark, which runs this very SQL through the driver.
 */
export function searchMatchesStatement(
  scope: TenantScope,
  criteria: VacancySearchCriteria,
  window: { offset: number; limit: number },
): SQL {
  return sql`with matched as materialized (
      select ${vacancies.id} as id, ${vacancies.organizationId} as organization_id,
        ${vacancies.locationKind} as location_kind, ${vacancies.commitmentKind} as commitment_kind,
        ${vacancies.suitableFor} as suitable_for, ${vacancies.vogRequired} as vog_required,
        ${vacancies.publishedAt} as published_at, ${vacancies.expiresOn} as expires_on, ${relevance(criteria)} as rank, ${distanceMetres(criteria)} as distance_m,
        (${vacancies.latitude} is not null and ${vacancies.longitude} is not null) as on_map
      ${searchSource(scope, criteria)}
    ), paged as (
      select id, distance_m, row_number() over (order by ${searchOrder(criteria.order)}) as ordinal
      from matched order by ${searchOrder(criteria.order)} limit ${window.limit} offset ${window.offset}
    ), tag_totals as (
      select ${vacancyTags.tagId} as tag_id, count(*)::int as count from matched
      inner join ${vacancyTags} on ${vacancyTags.vacancyId} = matched.id and ${vacancyTags.tenantId} = ${scope.tenantId}
      group by ${vacancyTags.tagId}
    ), organization_totals as (
      select organization_id, count(*)::int as count from matched group by organization_id
    )
    select
      (select count(*)::int from matched) as total,
      (select coalesce(json_agg(json_build_object('id', id, 'distance_m', distance_m) order by ordinal), '[]'::json)
        from paged) as page,
      (select coalesce(json_agg(json_build_object('id', ${tags.id}, 'kind', ${tags.kind}, 'name', ${tags.name},
                                                  'nameEn', ${tags.nameEn}, 'count', tag_totals.count)
          order by tag_totals.count desc, ${tags.name}), '[]'::json)
        from tag_totals inner join ${tags} on ${tags.id} = tag_totals.tag_id and ${tags.tenantId} = ${scope.tenantId}) as tag_counts,
      (select coalesce(json_agg(json_build_object('id', ${organizations.id}, 'name', ${organizations.name}, 'count', organization_totals.count)
          order by organization_totals.count desc, ${organizations.name}), '[]'::json)
        from organization_totals inner join ${organizations} on ${organizations.id} = organization_totals.organization_id
          and ${organizations.tenantId} = ${scope.tenantId}) as organization_counts,
      (select json_object_agg(location_kind, count) from
        (select location_kind, count(*)::int as count from matched group by location_kind) as totals) as location_kind_counts,
      (select json_object_agg(commitment_kind, count) from
        (select commitment_kind, count(*)::int as count from matched group by commitment_kind) as totals) as commitment_counts,
      (select json_object_agg(value, count) from
        (select value, count(*)::int as count from matched, unnest(suitable_for) as value group by value) as totals) as suitable_for_counts,
      (select json_build_object('true', count(*) filter (where vog_required), 'false', count(*) filter (where not vog_required))
        from matched) as vog_counts,
      (select json_build_object('true', count(*) filter (where on_map), 'false', count(*) filter (where not on_map))
        from matched) as map_counts`;
}

/** Finds one page of a search's matches, their total and the facet counts, in one statement. */
export async function findSearchMatches(
  scope: TenantScope,
  criteria: VacancySearchCriteria,
  window: { offset: number; limit: number },
): Promise<VacancySearchMatches> {
  const [row] = rowsOf<MatchesRow>(
    await executePrepared(scope.transaction, searchMatchesStatement(scope, criteria, window)),
  );
  if (!row) throw new Error('the search statement returned no row');
  return {
    total: Number(row.total),
    page: row.page.map((item) => ({ id: Number(item.id), distanceMetres: item.distance_m })),
    facets: {
      tags: row.tag_counts.map((item) => ({ ...item, id: Number(item.id), count: Number(item.count) })),
      organizations: row.organization_counts.map((item) => ({
        ...item,
        id: Number(item.id),
        count: Number(item.count),
      })),
      locationKind: row.location_kind_counts ?? {},
      commitment: row.commitment_counts ?? {},
      suitableFor: row.suitable_for_counts ?? {},
      vogRequired: { true: Number(row.vog_counts.true), false: Number(row.vog_counts.false) },
      onMap: { true: Number(row.map_counts.true), false: Number(row.map_counts.false) },
    },
  };
}

/** A vacancy found by the search, with its organisation's name, tags and picture. */
export interface SearchedVacancy {
  vacancy: VacancyRow;
  organizationName: string;
  tags: { id: number; kind: TagKind; name: string; nameEn: string | null }[];
  /** The picture it is shown with (decision 020). */
  picture: ChosenPicture;
}

/** The vacancies of a page with their organisation names, tags and pictures (one query for the whole page), in id order given. */
export async function loadSearchedVacancies(scope: TenantScope, ids: number[]): Promise<SearchedVacancy[]> {
  if (ids.length === 0) return [];
  const rows = await searchedVacanciesByIds(scope.transaction).execute({ tenantId: scope.tenantId, ids });
  const byId = new Map(rows.map((row) => [row.vacancy.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const picture = choosePicture({
      vacancyImage: { address: row.image, title: row.vacancy.title },
      organizationLogo: { address: row.logo, organizationName: row.organizationName },
      categoryStockImage: row.categoryStockImage,
      generalStockImage: row.generalStockImage,
      categoryNames: row.tags.filter((tag) => tag.kind === 'category').map((tag) => tag.name),
      title: row.vacancy.title,
      seed: row.vacancy.id,
    });
    return [{ vacancy: row.vacancy, organizationName: row.organizationName, tags: row.tags, picture }];
  });
}

// The tags and the picture's candidates come as JSON of the vacancy's row: one query for the page,
// whatever its size. Every join names the tenant: the keys are (tenant_id, id), so the lookups use
// them (without, a generic plan scanned every tenant's organisations and tags); and this read runs
// without row-level security, so the tenant is the only thing keeping another's pictures out.
const searchedVacanciesByIds = preparedPerBuilder((builder) => {
  const tenantId = sql.placeholder('tenantId');
  const tagsOfVacancy = sql<SearchedVacancy['tags']>`coalesce((
    select json_agg(json_build_object('id', ${tags.id}, 'kind', ${tags.kind}, 'name', ${tags.name},
                                      'nameEn', ${tags.nameEn})
                    order by ${tags.name}, ${tags.id})
      from ${vacancyTags} inner join ${tags} on ${tags.tenantId} = ${tenantId} and ${tags.id} = ${vacancyTags.tagId}
     where ${vacancyTags.tenantId} = ${tenantId} and ${vacancyTags.vacancyId} = ${vacancies.id}
  ), '[]'::json)`;
  return builder
    .select({
      vacancy: vacancies,
      organizationName: organizations.name,
      tags: tagsOfVacancy,
      image: addressFacts(tenantId, vacancies.imageUrl),
      logo: organizationLogoFacts(tenantId, vacancies.organizationId),
      categoryStockImage: categoryStockImage(tenantId, vacancies.id),
      generalStockImage: generalStockImage(tenantId, vacancies.id),
    })
    .from(vacancies)
    .innerJoin(organizations, and(eq(organizations.tenantId, tenantId), eq(organizations.id, vacancies.organizationId)))
    .where(and(eq(vacancies.tenantId, tenantId), sql`${vacancies.id} = any(${sql.placeholder('ids')}::bigint[])`))
    .prepare('searched_vacancies_by_ids');
});

/** The ids of the newest vacancies the public sees (the feeds), newest first. */
export async function findNewestVacancyIds(
  scope: TenantScope,
  criteria: VacancySearchCriteria,
  limit: number,
): Promise<number[]> {
  const result = await scope.transaction.execute(
    sql`select ${vacancies.id} as id ${searchSource(scope, criteria)}
      order by ${vacancies.publishedAt} desc, ${vacancies.id} desc limit ${limit}`,
  );
  return rowsOf<{ id: number | string }>(result).map((row) => Number(row.id));
}

/** A public vacancy's id and when it last changed (the sitemap). */
export interface VacancyStamp {
  id: number;
  updatedAt: Date;
}

/** The ids and change times of the vacancies the public sees, newest first, at most `limit`. */
export async function findPublicVacancyStamps(
  scope: TenantScope,
  criteria: VacancySearchCriteria,
  limit: number,
): Promise<VacancyStamp[]> {
  const result = await scope.transaction.execute(
    sql`select ${vacancies.id} as id, ${vacancies.updatedAt} as updated_at ${searchSource(scope, criteria)}
      order by ${vacancies.publishedAt} desc, ${vacancies.id} desc limit ${limit}`,
  );
  return rowsOf<{ id: number | string; updated_at: Date | string }>(result).map((row) => ({
    id: Number(row.id),
    updatedAt: new Date(row.updated_at),
  }));
}
