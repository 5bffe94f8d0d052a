import {
  notificationDocumentSchema,
  notificationListDocumentSchema,
  notificationPreferenceListDocumentSchema,
  type NotificationPreferenceResource,
  type NotificationResource,
} from '@volunteerly/contracts/notifications';
import { buildPagination, buildPaginationLinks } from './pagination.ts';
import { wireDocument } from './wire-document.ts';

/** A notification as the API sends it; attributes override. */
export function buildNotification(
  id: string,
  attributes: Partial<NotificationResource['attributes']> = {},
): NotificationResource {
  return {
    type: 'notifications',
    id,
    attributes: {
      event: 'application_new',
      text: `Nieuwe aanmelding voor Gastvrouw ${id}`,
      path: `/applications/${id}`,
      readAt: null,
      createdAt: '2026-11-20T10:00:00.000Z',
      ...attributes,
    },
  };
}

/** GET /api/v1/notifications: one page of these notifications. */
export function notificationListDocument(
  notifications: NotificationResource[],
  options: { unreadCount?: number; page?: number; total?: number; pageSize?: number } = {},
) {
  const pagination = buildPagination(notifications.length, { pageSize: 20, ...options });
  return wireDocument(notificationListDocumentSchema, {
    data: notifications,
    meta: {
      pagination,
      unreadCount: options.unreadCount ?? notifications.filter((item) => item.attributes.readAt === null).length,
    },
    links: buildPaginationLinks('/api/v1/notifications', pagination),
  });
}

/** GET /api/v1/notification_preferences: these preferences. */
export function notificationPreferenceListDocument(preferences: NotificationPreferenceResource[]) {
  return wireDocument(notificationPreferenceListDocumentSchema, { data: preferences });
}

/** A Server-Sent Events answer with these events (the stream then ends). */
export function eventStream(events: { event: string; data: unknown }[]): Response {
  const body = events.map((item) => `event: ${item.event}\ndata: ${JSON.stringify(item.data)}\n\n`).join('');
  return new Response(`retry: 60000\n\n${body}`, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

/** PATCH /api/v1/notifications/{id}: the notification and the unread count after it. */
export function notificationDocument(notification: NotificationResource, unreadCount: number) {
  return wireDocument(notificationDocumentSchema, { data: notification, meta: { unreadCount } });
}
