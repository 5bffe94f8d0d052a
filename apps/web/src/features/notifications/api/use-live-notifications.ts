import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { notificationQueryKeys } from './notification-types.ts';
import { connectNotificationStream } from './notification-stream.ts';

/** What the stream sends about a new notification (snake_case, as on the wire). */
interface LiveNotification {
  id: string;
  text: string;
}

function parse(data: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Keeps the unread count and the notification lists current while the person is signed in: new
 * notifications arrive over the live stream, and after a reconnect everything is read again.
 * Answers the latest live notification, for a polite announcement.
 */
export function useLiveNotifications(enabled: boolean): LiveNotification | undefined {
  const queryClient = useQueryClient();
  const [latest, setLatest] = useState<LiveNotification>();

  useEffect(() => {
    if (!enabled) return;
    const refreshLists = () =>
      queryClient.invalidateQueries({
        queryKey: notificationQueryKeys.all,
        predicate: (query) => query.queryKey[1] !== 'unread-count',
      });
    return connectNotificationStream({
      onOpen: () => void refreshLists(),
      onEvent: (event) => {
        const data = parse(event.data);
        if (event.event === 'ready' || event.event === 'unread_count') {
          if (typeof data['unread_count'] === 'number') {
            queryClient.setQueryData(notificationQueryKeys.unreadCount, data['unread_count']);
          }
          if (event.event === 'unread_count') void refreshLists();
        } else if (event.event === 'notification') {
          queryClient.setQueryData<number>(notificationQueryKeys.unreadCount, (count) => (count ?? 0) + 1);
          if (typeof data['id'] === 'string' && typeof data['text'] === 'string') {
            setLatest({ id: data['id'], text: data['text'] });
          }
          void refreshLists();
        }
      },
    });
  }, [enabled, queryClient]);

  return latest;
}
