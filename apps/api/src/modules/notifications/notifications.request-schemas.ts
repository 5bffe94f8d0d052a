import { z } from 'zod';
import { notificationChannels, notificationEvents } from '@volunteerly/contracts/notification-events';
import { notificationPageSizeMaximum } from '@volunteerly/contracts/notifications';

// The requests of the notification endpoints (snake_case on the wire).

/** A notification id in a path: digits only (anything else is no notification). */
export const notificationIdParamsSchema = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

/** GET /api/v1/notifications: a page, optionally only the unread ones. */
export const notificationListQuerySchema = z.object({
  'page[number]': z.coerce.number().int().min(1).max(100_000).default(1),
  'page[size]': z.coerce.number().int().min(1).max(notificationPageSizeMaximum).default(20),
  'filter[unread]': z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});

/** PATCH /api/v1/notifications/{id}: read or unread. */
export const notificationBodySchema = z.object({ notification: z.object({ read: z.boolean() }) });

/** PUT /api/v1/notification_preferences: the channel per event, for the events named. */
export const notificationPreferencesBodySchema = z.object({
  notification_preferences: z
    .array(z.object({ event: z.enum(notificationEvents), channel: z.enum(notificationChannels) }))
    .max(notificationEvents.length * 2),
});
