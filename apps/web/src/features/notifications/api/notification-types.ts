import type { Flattened } from '@volunteerly/contracts/jsonapi';
import type { NotificationPreferenceResource, NotificationResource } from '@volunteerly/contracts/notifications';

/** An in-app notification as the API answers it (camelCased), typed from its contract. */
export type AppNotification = Flattened<NotificationResource>;

/** The person's channel for one event, with the channels they may choose. */
export type NotificationPreference = Flattened<NotificationPreferenceResource>;

/** Query keys of the notifications feature: lists, the unread count and the preferences. */
export const notificationQueryKeys = {
  all: ['notifications'] as const,
  /** The lines come in the reader's language (issue 31 §5): another language is another list. */
  list: (page: number, unreadOnly: boolean, language: string) =>
    ['notifications', 'list', page, unreadOnly, language] as const,
  latest: (language: string) => ['notifications', 'latest', language] as const,
  unreadCount: ['notifications', 'unread-count'] as const,
  preferences: ['notification-preferences'] as const,
};
