import { useMutation } from '@tanstack/react-query';
import type { UserLocale } from '@volunteerly/contracts/users';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { type AdministeredUser } from './user-types.ts';

/** Who an administrator invites. */
export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  locale: UserLocale;
}

/** POST /api/v1/users: an invited account; the invitation mail lets them choose a password. */
export async function createUser(user: NewUser): Promise<AdministeredUser> {
  const document = await apiRequestDocument<AdministeredUser>('/api/v1/users', { method: 'POST', body: { user } });
  return document.data;
}

/** Inviting a user as a mutation; the lists reload. */
export function useCreateUser() {
  return useMutation({
    mutationFn: createUser,
    meta: { invalidates: ['users'] },
  });
}
