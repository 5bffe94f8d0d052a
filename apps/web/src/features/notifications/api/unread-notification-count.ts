import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { notificationQueryKeys } from './notification-types.ts';

/** GET /api/v1/notifications/unread_count. */
export async function fetchUnreadNotificationCount(signal?: AbortSignal): Promise<number> {
  const document = await apiRequestDocument<null, { unreadCount: number }>('/api/v1/notifications/unread_count', {
    signal,
  });
  return document.meta.unreadCount ?? 0;
}

/** Query options of the unread count; the live stream keeps it current, so it is never refetched on a timer. */
export const unreadNotificationCountQueryOptions = queryOptions({
  queryKey: notificationQueryKeys.unreadCount,
  queryFn: ({ signal }) => fetchUnreadNotificationCount(signal),
  staleTime: Infinity,
});

/**
 * How many of the person's notifications are unread, as a query. Without `enabled` it only reads
 * what the live stream put in the cache.
 */
export function useUnreadNotificationCount(enabled = true) {
  return useQuery({ ...unreadNotificationCountQueryOptions, enabled });
}
