import { z } from 'zod';
import {
  collectionDocumentSchema,
  listDocumentSchema,
  resourceDocumentSchema,
  resourceSchema,
} from './json-api-schemas.ts';
import { notificationChannels, notificationEvents } from './notification-events.ts';

/**
 * An in-app notification of the signed-in person (issue 15): what happened, as one line in their
 * language, and the app path it links to. Unread while `readAt` is null.
 */
export const notificationResourceSchema = resourceSchema({
  type: 'notifications',
  attributes: {
    event: z.enum(notificationEvents),
    text: z.string(),
    /** An app path (`/applications/12`), or null when there is nothing to open. */
    path: z.string().nullable(),
    readAt: z.iso.datetime({ offset: true }).nullable(),
    createdAt: z.iso.datetime({ offset: true }),
  },
});
export type NotificationResource = z.infer<typeof notificationResourceSchema>;

/** `meta` of the notification list: how many of the person's notifications are unread, in all. */
const notificationListMeta = { unreadCount: z.number().int() };

/** GET /api/v1/notifications: one page of the person's notifications, newest first. */
export const notificationListDocumentSchema = listDocumentSchema(notificationResourceSchema, {
  meta: notificationListMeta,
});

/** PATCH /api/v1/notifications/{id}: the notification, and the unread count after the change. */
export const notificationDocumentSchema = resourceDocumentSchema(notificationResourceSchema).extend({
  meta: z.object(notificationListMeta),
});

/** GET /api/v1/notifications/unread_count and POST /api/v1/notifications/mark_all_read. */
export const notificationUnreadCountDocumentSchema = z.object({
  data: z.null(),
  meta: z.object(notificationListMeta),
});

/** The most notifications one page holds. */
export const notificationPageSizeMaximum = 100;

/**
 * The signed-in person's channel for one event they can receive (id: the event). `channels` are
 * the ones they may choose; a mandatory event always mails, so its choices all include e-mail.
 */
export const notificationPreferenceResourceSchema = resourceSchema({
  type: 'notification_preferences',
  attributes: {
    event: z.enum(notificationEvents),
    audience: z.enum(['account', 'volunteer', 'organization', 'center']),
    channel: z.enum(notificationChannels),
    channels: z.array(z.enum(notificationChannels)),
    mandatory: z.boolean(),
  },
});
export type NotificationPreferenceResource = z.infer<typeof notificationPreferenceResourceSchema>;

/** GET and PUT /api/v1/notification_preferences: one preference per event the person can receive. */
export const notificationPreferenceListDocumentSchema = collectionDocumentSchema(notificationPreferenceResourceSchema);

/** A live message on GET /api/v1/notifications/stream (`event: notification`): a new notification. */
export interface LiveNotificationData {
  id: string;
  event: string;
  text: string;
  path: string | null;
  created_at: string;
}
