import type { Flattened } from '@volunteerly/contracts/jsonapi';
import type { AccountResource } from '@volunteerly/contracts/resources/users';
import { useMutation } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';

/** The new address and the current password that proves it is really the user asking. */
export interface EmailChange {
  email: string;
  password: string;
}

/**
 * PUT /api/v1/current_user/email: a confirmation link goes to the new address,
 * which counts once confirmed. Answers the address now awaiting confirmation.
 */
export async function changeEmail(change: EmailChange): Promise<string> {
  const document = await apiRequestDocument<Flattened<AccountResource>>('/api/v1/current_user/email', {
    method: 'PUT',
    body: change,
  });
  return document.data.unconfirmedEmail || change.email;
}

/** Changing the e-mail address as a mutation; the current user is reloaded to show the pending address. */
export function useChangeEmail() {
  return useMutation({
    mutationFn: changeEmail,
    meta: { invalidates: ['current-user'] },
  });
}
