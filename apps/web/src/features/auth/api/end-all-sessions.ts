import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

/** DELETE /api/v1/sessions: signs every device out, this one included. */
export async function endAllSessions(): Promise<void> {
  await apiRequest('/api/v1/sessions', { method: 'DELETE' });
}

/** Signing out everywhere as a mutation; the page clears the local session afterwards. */
export function useEndAllSessions() {
  return useMutation({ mutationFn: endAllSessions });
}
