import { useMutation } from '@tanstack/react-query';
import type { VacancyStatus } from '@volunteerly/contracts/vacancies';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import type { Vacancy } from '../../../lib/vacancies/vacancy-types.ts';

/** PUT /api/v1/vacancies/{id}/status: one move of the state machine (decision 007). */
export async function changeVacancyStatus({ id, status }: { id: string; status: VacancyStatus }): Promise<Vacancy> {
  const document = await apiRequestDocument<Vacancy>(`/api/v1/vacancies/${encodeURIComponent(id)}/status`, {
    method: 'PUT',
    body: { status },
  });
  return document.data;
}

/** A status move as a mutation: the detail and the lists (and their status counts) reload. */
export function useChangeVacancyStatus() {
  return useMutation({
    mutationFn: changeVacancyStatus,
    meta: { invalidates: ['vacancies', 'dashboard'] },
  });
}
