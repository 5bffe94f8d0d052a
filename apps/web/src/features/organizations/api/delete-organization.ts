import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { organizationsQueryKeys } from './organization-types.ts';

/** DELETE /api/v1/organizations/{id}. */
export async function deleteOrganization(id: string): Promise<void> {
  await apiRequest(`/api/v1/organizations/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * Deleting organisation `id` as a mutation; the lists reload, the organisation itself is not asked
 * for again (`meta.deletes`: that answered 404; removing it from the cache while its page still shows
 * would ask for it too).
 */
export function useDeleteOrganization(id: string) {
  return useMutation({
    mutationFn: () => deleteOrganization(id),
    meta: {
      invalidates: ['organizations', 'current-organizations', 'vacancies', 'dashboard'],
      deletes: organizationsQueryKeys.detail(id),
    },
  });
}
