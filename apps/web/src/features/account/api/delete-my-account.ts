import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

/** DELETE /api/v1/current_user: erases the account after the password confirms it; every session ends. */
export async function deleteMyAccount(password: string): Promise<void> {
  await apiRequest('/api/v1/current_user', { method: 'DELETE', body: { password } });
}

/** Deleting the account as a mutation. */
export function useDeleteMyAccount() {
  return useMutation({ mutationFn: deleteMyAccount });
}
