import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { vacancyDetailQueryKeys } from '../../../lib/vacancies/vacancy-query-keys.ts';

/** DELETE /api/v1/vacancies/{id} (drafts only; anything else answers 409). */
export async function deleteVacancy(id: string): Promise<void> {
  await apiRequest(`/api/v1/vacancies/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * Deleting draft `id` as a mutation; the lists reload, the vacancy itself is not asked for again
 * (`meta.deletes`: that answered 404; removing it from the cache while its page still shows
 * would ask for it too).
 */
export function useDeleteVacancy(id: string) {
  return useMutation({
    mutationFn: () => deleteVacancy(id),
    meta: { invalidates: ['vacancies', 'dashboard'], deletes: vacancyDetailQueryKeys.detail(id) },
  });
}
