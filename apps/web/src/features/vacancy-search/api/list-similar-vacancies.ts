import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import type { Vacancy } from '../../../lib/vacancies/vacancy-types.ts';
import { vacancySearchQueryKeys } from './vacancy-search-types.ts';

/** GET /api/v1/vacancies/{id}/similar: up to four published vacancies sharing the most tags. */
export async function listSimilarVacancies(id: string, signal?: AbortSignal): Promise<Vacancy[]> {
  const document = await apiRequestDocument<Vacancy[]>(`/api/v1/vacancies/${encodeURIComponent(id)}/similar`, {
    signal,
  });
  return document.data;
}

/** Query options of a vacancy's similar vacancies. */
export function similarVacanciesQueryOptions(id: string) {
  return queryOptions({
    queryKey: vacancySearchQueryKeys.similar(id),
    queryFn: ({ signal }) => listSimilarVacancies(id, signal),
  });
}

/** A vacancy's similar vacancies as a query; asked for only once `enabled`. */
export function useSimilarVacancies(id: string, options: { enabled: boolean } = { enabled: true }) {
  return useQuery({ ...similarVacanciesQueryOptions(id), enabled: options.enabled });
}
