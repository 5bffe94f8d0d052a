import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { vacancyDetailQueryKeys } from '../../../lib/vacancies/vacancy-query-keys.ts';

/** DELETE /api/v1/vacancies/{id} (drafts only; anything else answers 409). */
export async function deleteVacancy(id: string): Promise<void> {
  await apiRequest(`/api/v1/vacancies/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deleting a draft as a mutation; its detail is forgotten and the lists reload. */
export function useDeleteVacancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVacancy,
    meta: { invalidates: ['vacancies', 'dashboard'] },
    onSuccess: (_result, id) => queryClient.removeQueries({ queryKey: vacancyDetailQueryKeys.detail(id) }),
  });
}
