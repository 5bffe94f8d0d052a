import { useMutation } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import type { Vacancy } from '../../../lib/vacancies/vacancy-types.ts';
import type { VacancyInput } from './vacancy-input.ts';

/** What adding a vacancy sends: its fields, the organisation (centre admins choose) and draft or published. */
export interface VacancyCreateInput extends VacancyInput {
  organizationId?: string;
  status: 'draft' | 'published';
}

/** POST /api/v1/vacancies. */
export async function createVacancy(vacancy: VacancyCreateInput): Promise<Vacancy> {
  const document = await apiRequestDocument<Vacancy>('/api/v1/vacancies', { method: 'POST', body: { vacancy } });
  return document.data;
}

/** Adding a vacancy as a mutation; the lists reload. */
export function useCreateVacancy() {
  return useMutation({
    mutationFn: createVacancy,
    meta: { invalidates: ['vacancies', 'dashboard'] },
  });
}
