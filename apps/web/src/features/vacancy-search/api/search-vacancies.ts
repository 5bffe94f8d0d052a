import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { countsByValue } from '../../../lib/api/value-counts.ts';
import type { VacancySearchMeta, VacancySearchResult } from '../../../lib/vacancies/vacancy-types.ts';
import { vacancySearchQueryKeys, type VacancySearchFacets, type VacancySearchQuery } from './vacancy-search-types.ts';

/** One page of search results with the facets and the position searched from. */
export interface VacancySearchPage {
  vacancies: VacancySearchResult[];
  page: number;
  totalPages: number;
  total: number;
  facets: VacancySearchFacets;
  origin: { latitude: number; longitude: number } | null;
}

const list = (values: readonly string[]) => (values.length > 0 ? values.join(',') : undefined);

/** Reads `meta.facets`, tolerating an answer without them. */
export function facetsOf(meta: Partial<VacancySearchMeta>): VacancySearchFacets {
  const facets = meta.facets;
  const vog = countsByValue(facets?.vogRequired);
  const onMap = countsByValue(facets?.onMap);
  return {
    category: facets?.category ?? [],
    skill: facets?.skill ?? [],
    targetGroup: facets?.targetGroup ?? [],
    organization: facets?.organization ?? [],
    locationKind: countsByValue(facets?.locationKind),
    commitment: countsByValue(facets?.commitment),
    suitableFor: countsByValue(facets?.suitableFor),
    vogRequired: { true: vog.true ?? 0, false: vog.false ?? 0 },
    onMap: { true: onMap.true ?? 0, false: onMap.false ?? 0 },
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
  const document = await apiRequestDocument<VacancySearchResult[], VacancySearchMeta>('/api/v1/vacancies/search', {
    query: searchParametersOf(query),
    signal,
  });
  const { pagination, origin } = document.meta;
  return {
    vacancies: document.data,
    page: pagination?.page ?? query.page,
    totalPages: pagination?.totalPages ?? 1,
    total: pagination?.total ?? 0,
    facets: facetsOf(document.meta),
    origin: origin ? { latitude: origin.latitude, longitude: origin.longitude } : null,
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
