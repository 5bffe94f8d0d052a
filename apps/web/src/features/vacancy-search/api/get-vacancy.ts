import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import type { Vacancy } from '../../../lib/vacancies/vacancy-types.ts';
import { vacancySearchQueryKeys } from './vacancy-search-types.ts';

/** GET /api/v1/vacancies/{id}?include=organization,tags. */
export async function getVacancy(id: string, signal?: AbortSignal): Promise<Vacancy> {
  const document = await apiRequestDocument<Vacancy>(`/api/v1/vacancies/${encodeURIComponent(id)}`, {
    query: { include: 'organization,tags' },
    signal,
  });
  return document.data;
}

/** Query options of one vacancy. */
export function vacancyQueryOptions(id: string) {
  return queryOptions({
    queryKey: vacancySearchQueryKeys.detail(id),
    queryFn: ({ signal }) => getVacancy(id, signal),
  });
}

/** One vacancy as a query (idle without an id). */
export function useVacancy(id: string) {
  return useQuery({ ...vacancyQueryOptions(id), enabled: id !== '' });
}
