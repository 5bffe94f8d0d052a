import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VacancyStatus } from '@volunteerly/contracts/vacancies';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import type { Vacancy } from '../../../lib/vacancies/vacancy-types.ts';
import { vacancyDetailQueryKeys } from '../../../lib/vacancies/vacancy-query-keys.ts';
import { vacancyQueryKeys } from './vacancy-query-keys.ts';

/** PUT /api/v1/vacancies/{id}/status: one move of the state machine (decision 007). */
export async function changeVacancyStatus({ id, status }: { id: string; status: VacancyStatus }): Promise<Vacancy> {
  const document = await apiRequestDocument(`/api/v1/vacancies/${encodeURIComponent(id)}/status`, {
    method: 'PUT',
    body: { status },
  });
  return document.data as unknown as Vacancy;
}

/** A status move as a mutation: the detail and the lists (and their status counts) reload. */
export function useChangeVacancyStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeVacancyStatus,
    onSuccess: async (_vacancy, { id }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: vacancyDetailQueryKeys.detail(id) }),
        queryClient.invalidateQueries({ queryKey: vacancyQueryKeys.lists }),
      ]);
    },
  });
}
