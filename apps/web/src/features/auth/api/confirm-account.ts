import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

/** POST /api/v1/confirm: confirms an account (or a changed e-mail address) with the mail's token. */
export async function confirmAccount(confirmationToken: string): Promise<void> {
  await apiRequest('/api/v1/confirm', { method: 'POST', body: { confirmationToken } });
}

/** The confirmation as a mutation (the page runs it once on load). */
export function useConfirmAccount() {
  return useMutation({ mutationFn: confirmAccount });
}
