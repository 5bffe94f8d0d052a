import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VacancySearchSort } from '@volunteerly/contracts/vacancies';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import type { VacancySearchMeta, VacancySearchResult } from '../../../lib/vacancies/vacancy-types.ts';

/** A category with how many open vacancies it has (`meta.facets.category` of the search). */
export type CategoryCount = VacancySearchMeta['facets']['category'][number];

/** What the home page shows of the tenant's open vacancies: the newest, the totals and the categories. */
export interface HomeVacancyOverview {
  newest: VacancySearchResult[];
  /** All published vacancies the visitor can find. */
  total: number;
  /** How many organisations those vacancies belong to. */
  organizationCount: number;
  categories: CategoryCount[];
}

/** How many of the newest vacancies the home page shows. */
export const newestVacancyCount = 6;
const newestFirst: VacancySearchSort = '-published_at';

/**
 * GET /api/v1/vacancies/search?sort=-published_at&page[size]=6: one answer for the
 * newest vacancies, the totals and the categories. Without filters the facets
 * count over all the tenant's published vacancies, whatever the page size.
 */
export async function getHomeVacancyOverview(signal?: AbortSignal): Promise<HomeVacancyOverview> {
  const document = await apiRequestDocument<VacancySearchResult[], VacancySearchMeta>('/api/v1/vacancies/search', {
    query: { sort: newestFirst, 'page[size]': newestVacancyCount },
    signal,
  });
  const { pagination, facets } = document.meta;
  const newest = document.data;
  return {
    newest,
    total: pagination?.total ?? newest.length,
    organizationCount: facets?.organization.length ?? 0,
    categories: facets?.category ?? [],
  };
}

/** Query options of the home page's vacancy overview. */
export function homeVacancyOverviewQueryOptions() {
  return queryOptions({
    queryKey: ['vacancies', 'home', 'overview'],
    queryFn: ({ signal }) => getHomeVacancyOverview(signal),
  });
}

/** The home page's vacancy overview as a query. */
export function useHomeVacancyOverview() {
  return useQuery(homeVacancyOverviewQueryOptions());
}
