import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ResourceType } from '../../../lib/api/resource-types.ts';
import { notificationQueryKeys } from './notification-types.ts';
import { connectNotificationStream } from './notification-stream.ts';

/** What the stream sends about a new notification (snake_case, as on the wire). */
interface LiveNotification {
  id: string;
  text: string;
}

/**
 * The kinds of data a notification's event says changed: an open conversation shows the new
 * message, an open application its new status, without waiting for a reload.
 */
export function kindsChangedBy(event: unknown): ResourceType[] {
  if (typeof event !== 'string') return [];
  if (event.startsWith('conversation_')) return ['conversations'];
  if (event.startsWith('application_')) return ['applications', 'dashboard'];
  if (event.startsWith('organization_')) return ['organizations', 'dashboard'];
  return [];
}

function parse(data: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** What the live stream has brought so far. */
export interface LiveNotificationsState {
  /** The latest live notification, for a polite announcement. */
  latest: LiveNotification | undefined;
  /** Whether the stream is open and has sent its opening count (false while connecting or reconnecting). */
  isOpen: boolean;
}

/**
 * Keeps the unread count and the notification lists current while the person is signed in: new
 * notifications arrive over the live stream, and after a reconnect everything is read again.
 */
export function useLiveNotifications(enabled: boolean): LiveNotificationsState {
  const queryClient = useQueryClient();
  const [latest, setLatest] = useState<LiveNotification>();
  const [isOpen, setIsOpen] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    const refreshLists = () =>
      queryClient.invalidateQueries({
        queryKey: notificationQueryKeys.all,
        predicate: (query) => query.queryKey[1] !== 'unread-count',
      });
    return connectNotificationStream({
      onOpen: () => void refreshLists(),
      onClose: () => setIsOpen(false),
      onEvent: (event) => {
        const data = parse(event.data);
        if (event.event === 'ready') setIsOpen(true);
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
          for (const kind of kindsChangedBy(data['event'])) void queryClient.invalidateQueries({ queryKey: [kind] });
        }
      },
    });
  }, [enabled, queryClient]);

  return { latest, isOpen: enabled && isOpen };
}
