import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import type { Vacancy } from '../../../lib/vacancies/vacancy-types.ts';

/** GET /api/v1/vacancies?filter[favorite]=true: the published vacancies the signed-in user saved. */
export async function listSavedVacancies(signal?: AbortSignal): Promise<Vacancy[]> {
  const document = await apiRequestDocument<Vacancy[]>('/api/v1/vacancies', {
    query: { 'filter[favorite]': 'true', 'page[size]': 10 },
    signal,
  });
  return document.data;
}

/** Query options of the saved vacancies. */
export const savedVacanciesQueryOptions = queryOptions({
  queryKey: ['vacancies', 'favorites'],
  queryFn: ({ signal }) => listSavedVacancies(signal),
});

/** The saved vacancies as a query (idle until there are any to show). */
export function useSavedVacancies(enabled: boolean) {
  return useQuery({ ...savedVacanciesQueryOptions, enabled });
}
