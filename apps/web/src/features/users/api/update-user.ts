import { useMutation } from '@tanstack/react-query';
import type { UserLocale, UserStatus } from '@volunteerly/contracts/users';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { type AdministeredUser } from './user-types.ts';

/** What an administrator changes of a user. */
export interface UserChanges {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  locale: UserLocale;
  status: UserStatus;
}

/** PATCH /api/v1/users/{id} */
export async function updateUser({ id, changes }: { id: string; changes: UserChanges }): Promise<AdministeredUser> {
  const document = await apiRequestDocument<AdministeredUser>(`/api/v1/users/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    query: { include: 'roles,organizations' },
    body: { user: changes },
  });
  return document.data;
}

/** Editing a user as a mutation; that user and the lists reload. */
export function useUpdateUser() {
  return useMutation({
    mutationFn: updateUser,
    meta: { invalidates: ['users'] },
  });
}
