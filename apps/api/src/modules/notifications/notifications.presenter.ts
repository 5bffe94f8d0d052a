import { notificationEventDefinitions } from '@volunteerly/contracts/notification-events';
import type {
  LiveNotificationData,
  NotificationPreferenceResource,
  NotificationResource,
} from '@volunteerly/contracts/notifications';
import { resource } from '../../platform/http/json-api.ts';
import type { NotificationRow } from './notifications.schema.ts';
import type { NotificationPreference } from './notifications.service.ts';

/** A notification as a `notifications` resource. */
export function presentNotification(row: NotificationRow): NotificationResource {
  return resource('notifications', row.id, {
    event: row.event,
    text: row.text,
    path: row.path,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  });
}

/** A new notification as the live stream sends it (snake_case, as on the wire). */
export function presentLiveNotification(row: NotificationRow): Record<string, unknown> & LiveNotificationData {
  return {
    id: String(row.id),
    event: row.event,
    text: row.text,
    path: row.path,
    created_at: row.createdAt.toISOString(),
  };
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
