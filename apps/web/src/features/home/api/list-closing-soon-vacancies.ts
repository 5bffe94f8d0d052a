import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VacancySearchSort } from '@volunteerly/contracts/vacancies';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import type { VacancySearchMeta, VacancySearchResult } from '../../../lib/vacancies/vacancy-types.ts';

/** A vacancy with the day it stops taking volunteers. */
export type ClosingVacancy = VacancySearchResult & { expiresOn: string };

/** How many closing vacancies the home page asks for. */
export const closingSoonVacancyCount = 4;
const soonestClosingFirst: VacancySearchSort = 'expires_on';

function hasClosingDate(vacancy: VacancySearchResult): vacancy is ClosingVacancy {
  return vacancy.expiresOn !== null;
}

/**
 * GET /api/v1/vacancies/search?sort=expires_on&page[size]=4: the vacancies that
 * close soonest. The API puts those without a closing date last; they are left
 * out, so the list may be shorter than four, or empty.
 */
export async function listClosingSoonVacancies(signal?: AbortSignal): Promise<ClosingVacancy[]> {
  const document = await apiRequestDocument<VacancySearchResult[], Pick<VacancySearchMeta, 'pagination'>>(
    '/api/v1/vacancies/search',
    { query: { sort: soonestClosingFirst, 'page[size]': closingSoonVacancyCount }, signal },
  );
  return document.data.filter(hasClosingDate);
}

/** Query options of the vacancies that close soonest. */
export function closingSoonVacanciesQueryOptions() {
  return queryOptions({
    queryKey: ['vacancies', 'home', 'closing-soon'],
    queryFn: ({ signal }) => listClosingSoonVacancies(signal),
  });
}

/** The vacancies that close soonest as a query. */
export function useClosingSoonVacancies() {
  return useQuery(closingSoonVacanciesQueryOptions());
}
