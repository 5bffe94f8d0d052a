import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { usersQueryKeys } from './user-types.ts';

/** DELETE /api/v1/users/{id}: the account is erased. */
export async function deleteUser(id: string): Promise<void> {
  await apiRequest(`/api/v1/users/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deleting a user as a mutation; the lists reload and the user's cache goes. */
export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    meta: { invalidates: ['users'] },
    onSuccess: (_nothing, id) => queryClient.removeQueries({ queryKey: usersQueryKeys.user(id) }),
  });
}
