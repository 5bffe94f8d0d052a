import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

/** POST /api/v1/notifications/mark_all_read. */
export async function markAllNotificationsRead(): Promise<void> {
  await apiRequest('/api/v1/notifications/mark_all_read', { method: 'POST' });
}

/** Marking every notification read as a mutation; lists and the count reload. */
export function useMarkAllNotificationsRead() {
  return useMutation({ mutationFn: markAllNotificationsRead, meta: { invalidates: ['notifications'] } });
}
