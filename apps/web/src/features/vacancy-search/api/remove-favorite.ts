import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { vacancyDetailQueryKeys } from '../../../lib/vacancies/vacancy-query-keys.ts';
import type { Vacancy } from '../../../lib/vacancies/vacancy-types.ts';

/** DELETE /api/v1/vacancies/{id}/favorite: the signed-in user no longer saves a vacancy. */
export async function removeFavorite(id: string): Promise<void> {
  await apiRequest(`/api/v1/vacancies/${encodeURIComponent(id)}/favorite`, { method: 'DELETE' });
}

/** Removing a saved vacancy as a mutation; the vacancy shown is marked not saved. */
export function useRemoveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { invalidates: ['vacancies'] },
    mutationFn: removeFavorite,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<Vacancy>(vacancyDetailQueryKeys.detail(id), (vacancy) =>
        vacancy ? { ...vacancy, isFavorite: false } : vacancy,
      );
    },
  });
}
