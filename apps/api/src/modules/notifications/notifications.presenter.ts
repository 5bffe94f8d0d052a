import { notificationEventDefinitions } from '@volunteerly/contracts/notification-events';
import type {
  LiveNotificationData,
  NotificationPreferenceResource,
  NotificationResource,
} from '@volunteerly/contracts/notifications';
import type { UserLocale } from '@volunteerly/contracts/users';
import { resource } from '../../platform/http/json-api.ts';
import type { NotificationRow } from './notifications.schema.ts';
import type { NotificationPreference } from './notifications.service.ts';

/** A notification's line in the reader's language; one stored before lines were kept per language has its one. */
function textIn(row: Pick<NotificationRow, 'text' | 'texts'>, locale: UserLocale): string {
  return row.texts[locale] ?? row.text;
}

/** A notification as a `notifications` resource, its line in the reader's language (issue 31 §5). */
export function presentNotification(row: NotificationRow, locale: UserLocale): NotificationResource {
  return resource('notifications', row.id, {
    event: row.event,
    text: textIn(row, locale),
    path: row.path,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  });
}

/**
 * A new notification as it is published to the person's open streams: as the stream sends it
 * (snake_case, as on the wire) plus its line in every language, of which each stream sends its
 * reader's (`liveNotificationIn`).
 */
export function presentLiveNotification(
  row: NotificationRow,
): Record<string, unknown> & LiveNotificationData & { texts: Partial<Record<UserLocale, string>> } {
  return {
    id: String(row.id),
    event: row.event,
    text: row.text,
    texts: row.texts,
    path: row.path,
    created_at: row.createdAt.toISOString(),
  };
}

/** A published live message as one stream sends it: a notification's line in the stream's reader's language. */
export function liveMessageIn(
  message: { type: string; data: Record<string, unknown> },
  locale: UserLocale,
): Record<string, unknown> {
  if (message.type !== 'notification') return message.data;
  const { texts, ...data } = message.data;
  const text = (texts as Partial<Record<UserLocale, string>> | undefined)?.[locale];
  return typeof text === 'string' ? { ...data, text } : data;
}

/** A person's channel for one event as a `notification_preferences` resource (id: the event). */
export function presentNotificationPreference(preference: NotificationPreference): NotificationPreferenceResource {
  const definition = notificationEventDefinitions[preference.event];
  return resource('notification_preferences', preference.event, {
    event: preference.event,
    audience: definition.audience,
    channel: preference.channel,
    channels: preference.channels,
    mandatory: definition.mandatory,
  });
}
