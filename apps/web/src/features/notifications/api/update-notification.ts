import { useMutation } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import type { AppNotification } from './notification-types.ts';

/** PATCH /api/v1/notifications/{id}: read or unread. */
export async function updateNotification(change: { id: string; read: boolean }): Promise<AppNotification> {
  const document = await apiRequestDocument<AppNotification>(`/api/v1/notifications/${encodeURIComponent(change.id)}`, {
    method: 'PATCH',
    body: { notification: { read: change.read } },
  });
  return document.data;
}

/** Marking one notification read or unread as a mutation; lists and the count reload. */
export function useUpdateNotification() {
  return useMutation({ mutationFn: updateNotification, meta: { invalidates: ['notifications'] } });
}
