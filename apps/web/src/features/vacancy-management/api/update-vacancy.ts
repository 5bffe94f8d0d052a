import { useMutation } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import type { Vacancy } from '../../../lib/vacancies/vacancy-types.ts';
import type { VacancyInput } from './vacancy-input.ts';

/** An edit: the fields and, when a draft is published with it, the status. */
export interface VacancyUpdate extends VacancyInput {
  status?: 'published';
}

/** PATCH /api/v1/vacancies/{id}: all or nothing. */
export async function updateVacancy({ id, vacancy }: { id: string; vacancy: VacancyUpdate }): Promise<Vacancy> {
  const document = await apiRequestDocument<Vacancy>(`/api/v1/vacancies/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { vacancy },
  });
  return document.data;
}

/** Editing a vacancy as a mutation: its detail reloads, and so do the lists. */
export function useUpdateVacancy() {
  return useMutation({
    mutationFn: updateVacancy,
    meta: { invalidates: ['vacancies', 'dashboard'] },
  });
}
