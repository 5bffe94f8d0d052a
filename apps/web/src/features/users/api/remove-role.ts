import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import type { RoleGrant } from './add-role.ts';
import { usersQueryKeys, type AdministeredUser } from './user-types.ts';

/** DELETE /api/v1/users/{id}/remove_role */
export async function removeRole({ userId, role }: { userId: string; role: RoleGrant }): Promise<AdministeredUser> {
  const document = await apiRequestDocument<AdministeredUser>(
    `/api/v1/users/${encodeURIComponent(userId)}/remove_role`,
    {
      method: 'DELETE',
      query: { include: 'roles,organizations' },
      body: { role },
    },
  );
  return document.data;
}

/** Taking a role away as a mutation; the user's cache takes the answer, the lists reload. */
export function useRemoveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeRole,
    meta: { invalidates: ['users'] },
    onSuccess: (user, { userId }) => queryClient.setQueryData(usersQueryKeys.user(userId), user),
  });
}
