import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { vacancyDetailQueryKeys } from '../../../lib/vacancies/vacancy-query-keys.ts';
import type { Vacancy } from '../../../lib/vacancies/vacancy-types.ts';

/** POST /api/v1/vacancies/{id}/favorite: the signed-in user saves a vacancy. */
export async function saveFavorite(id: string): Promise<void> {
  await apiRequest(`/api/v1/vacancies/${encodeURIComponent(id)}/favorite`, { method: 'POST' });
}

/** Saving a vacancy as a mutation; the vacancy shown is marked saved. */
export function useSaveFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { invalidates: ['vacancies'] },
    mutationFn: saveFavorite,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<Vacancy>(vacancyDetailQueryKeys.detail(id), (vacancy) =>
        vacancy ? { ...vacancy, isFavorite: true } : vacancy,
      );
    },
  });
}
