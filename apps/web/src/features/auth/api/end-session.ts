import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { sessionsQueryKey } from './list-sessions.ts';

/** DELETE /api/v1/sessions/{id}: signs one device out. */
export async function endSession(id: string): Promise<void> {
  await apiRequest(`/api/v1/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Signs one device out and refreshes the list. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
