import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

/** A new password, set with the token of a reset or invitation mail, or (signed in) with the current one. */
export type UpdatePasswordInput = { password: string; passwordConfirmation: string } & (
  { resetPasswordToken: string } | { currentPassword: string }
);

/** PUT /auth/password: every other device is signed out; 422 for a bad token or password. */
export async function updatePassword(input: UpdatePasswordInput): Promise<void> {
  await apiRequest('/auth/password', { method: 'PUT', body: input });
}

/** The password change as a mutation. */
export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
