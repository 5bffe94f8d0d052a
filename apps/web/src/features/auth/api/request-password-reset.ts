import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

/** Where the reset mail's link leads (the page reads reset_password_token from it). */
export const resetPasswordPath = '/auth/reset';

/** POST /auth/password: asks for a reset mail; the answer is the same whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('/auth/password', {
    method: 'POST',
    body: { email, redirectUrl: `${window.location.origin}${resetPasswordPath}` },
  });
}

/** The reset request as a mutation. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
