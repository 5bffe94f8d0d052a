import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { toSnakeCase } from '@volunteerly/contracts/casing';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import type { Vacancy } from '../../../lib/vacancies/vacancy-types.ts';
import {
  vacancySearchQueryKeys,
  type FacetOption,
  type VacancySearchFacets,
  type VacancySearchQuery,
} from './vacancy-search-types.ts';

/** One page of search results with the facets and the position searched from. */
export interface VacancySearchPage {
  vacancies: Vacancy[];
  page: number;
  totalPages: number;
  total: number;
  facets: VacancySearchFacets;
  origin: { latitude: number; longitude: number } | null;
}

const list = (values: readonly string[]) => (values.length > 0 ? values.join(',') : undefined);

function facetOptions(value: unknown): FacetOption[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (item === null || typeof item !== 'object') return [];
    const { id, name, count } = item as Record<string, unknown>;
    return id != null && typeof name === 'string' ? [{ id: String(id), name, count: Number(count) || 0 }] : [];
  });
}

// The client camelCases every key of the answer, also the enum values the counts are keyed by
// ('one_off' arrives as 'oneOff'); turn them back into the values the contracts name.
function valueCounts<T extends string>(value: unknown): Partial<Record<T, number>> {
  if (value === null || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([key, count]) => [toSnakeCase(key), Number(count) || 0]),
  ) as Partial<Record<T, number>>;
}

/** Reads `meta.facets`, tolerating groups the API leaves out. */
export function facetsOf(meta: Record<string, unknown>): VacancySearchFacets {
  const facets = (meta['facets'] ?? {}) as Record<string, unknown>;
  const vog = valueCounts<'true' | 'false'>(facets['vogRequired']);
  return {
    category: facetOptions(facets['category']),
    skill: facetOptions(facets['skill']),
    targetGroup: facetOptions(facets['targetGroup']),
    organization: facetOptions(facets['organization']),
    locationKind: valueCounts(facets['locationKind']),
    commitment: valueCounts(facets['commitment']),
    suitableFor: valueCounts(facets['suitableFor']),
    vogRequired: { true: vog.true ?? 0, false: vog.false ?? 0 },
  };
}

/** The search's parameters as decision 007 names them. */
export function searchParametersOf(query: VacancySearchQuery): Record<string, string | number | undefined> {
  const hasPosition = query.latitude !== null && query.longitude !== null;
  const located = hasPosition || query.postcode !== '';
  return {
    q: query.q || undefined,
    postcode: hasPosition ? undefined : query.postcode || undefined,
    latitude: hasPosition ? query.latitude! : undefined,
    longitude: hasPosition ? query.longitude! : undefined,
    distance: located ? query.distanceKm : undefined,
    'filter[category]': list(query.categoryIds),
    'filter[skill]': list(query.skillIds),
    'filter[target_group]': list(query.targetGroupIds),
    'filter[organization_id]': list(query.organizationIds),
    'filter[remote]': query.remote ? 'true' : undefined,
    'filter[commitment]': list(query.commitments),
    'filter[suitable_for]': list(query.suitableFor),
    'filter[vog_required]': query.vogRequired || undefined,
    'filter[date]': query.date || undefined,
    sort: query.sort,
    'page[number]': query.page,
    'page[size]': query.pageSize,
  };
}

/** GET /api/v1/vacancies/search: published vacancies matching the text, place and filters. */
export async function searchVacancies(query: VacancySearchQuery, signal?: AbortSignal): Promise<VacancySearchPage> {
  const document = await apiRequestDocument<Vacancy[]>('/api/v1/vacancies/search', {
    query: searchParametersOf(query),
    signal,
  });
  const pagination = (document.meta['pagination'] ?? {}) as Partial<Record<'page' | 'totalPages' | 'total', number>>;
  const origin = document.meta['origin'] as { latitude?: unknown; longitude?: unknown } | null | undefined;
  return {
    vacancies: document.data,
    page: pagination.page ?? query.page,
    totalPages: pagination.totalPages ?? 1,
    total: pagination.total ?? 0,
    facets: facetsOf(document.meta),
    origin:
      typeof origin?.latitude === 'number' && typeof origin.longitude === 'number'
        ? { latitude: origin.latitude, longitude: origin.longitude }
        : null,
  };
}

/** Query options of one search. */
export function vacancySearchQueryOptions(query: VacancySearchQuery) {
  return queryOptions({
    queryKey: [...vacancySearchQueryKeys.searches, query],
    queryFn: ({ signal }) => searchVacancies(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** One search as a query; the previous results stay while the next load. */
export function useVacancySearch(query: VacancySearchQuery) {
  return useQuery(vacancySearchQueryOptions(query));
}
