import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

/** POST /api/v1/users/{id}/resend_confirmation_instructions: the confirmation or invitation mail again. */
export async function resendConfirmation(userId: string): Promise<void> {
  await apiRequest(`/api/v1/users/${encodeURIComponent(userId)}/resend_confirmation_instructions`, { method: 'POST' });
}

/** Resending as a mutation. */
export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
