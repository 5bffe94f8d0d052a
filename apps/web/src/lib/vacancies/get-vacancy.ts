import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestDocument } from '../api/api-client.ts';
import { vacancyDetailQueryKeys } from './vacancy-query-keys.ts';
import type { Vacancy } from './vacancy-types.ts';

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
    queryKey: vacancyDetailQueryKeys.detail(id),
    queryFn: ({ signal }) => getVacancy(id, signal),
  });
}

/** One vacancy as a query (idle without an id). */
export function useVacancy(id: string) {
  return useQuery({ ...vacancyQueryOptions(id), enabled: id !== '' });
}
