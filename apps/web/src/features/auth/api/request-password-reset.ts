import { useMutation } from '@tanstack/react-query';
import { sitePaths } from '@volunteerly/site/site-paths';
import { apiRequest } from '../../../lib/api/api-client.ts';

/** POST /auth/password: asks for a reset mail; the answer is the same whether or not the account exists. */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('/auth/password', {
    method: 'POST',
    body: { email, redirectUrl: `${window.location.origin}${sitePaths.passwordReset}` },
  });
}

/** The reset request as a mutation. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
