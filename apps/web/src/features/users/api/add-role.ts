import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleName, RoleResourceType } from '@volunteerly/contracts/users';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { usersQueryKeys, type AdministeredUser } from './user-types.ts';

/** A role and what it is bound to. */
export interface RoleGrant {
  name: RoleName;
  resourceType: RoleResourceType | null;
  resourceId: string | null;
}

/** PUT /api/v1/users/{id}/add_role */
export async function addRole({ userId, role }: { userId: string; role: RoleGrant }): Promise<AdministeredUser> {
  const document = await apiRequestDocument<AdministeredUser>(`/api/v1/users/${encodeURIComponent(userId)}/add_role`, {
    method: 'PUT',
    query: { include: 'roles,organizations' },
    body: { role },
  });
  return document.data;
}

/** Granting a role as a mutation; the user's cache takes the answer, the lists reload. */
export function useAddRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRole,
    meta: { invalidates: ['users'] },
    onSuccess: (user, { userId }) => queryClient.setQueryData(usersQueryKeys.user(userId), user),
  });
}
