import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { organizationsQueryKeys } from './organization-types.ts';

/** DELETE /api/v1/organizations/{id}. */
export async function deleteOrganization(id: string): Promise<void> {
  await apiRequest(`/api/v1/organizations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deleting an organisation as a mutation; its detail is forgotten and the lists reload. */
export function useDeleteOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrganization,
    meta: { invalidates: ['organizations', 'current-organizations', 'vacancies', 'dashboard'] },
    onSuccess: (_result, id) => queryClient.removeQueries({ queryKey: organizationsQueryKeys.detail(id) }),
  });
}
