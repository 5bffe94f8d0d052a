import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { usersQueryKeys } from './user-types.ts';

/** DELETE /api/v1/users/{id}: the account is erased. */
export async function deleteUser(id: string): Promise<void> {
  await apiRequest(`/api/v1/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/**
 * Deleting user `id` as a mutation; the lists reload, the user is not asked for again
 * (`meta.deletes`: that answered 404; removing it from the cache while its page still shows
 * would ask for it too).
 */
export function useDeleteUser(id: string) {
  return useMutation({
    mutationFn: () => deleteUser(id),
    meta: { invalidates: ['users'], deletes: usersQueryKeys.user(id) },
  });
}
