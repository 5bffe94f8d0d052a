import { notificationUnreadCountDocumentSchema } from '@volunteerly/contracts/notifications';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { markAllNotificationsRead } from '../notifications.service.ts';

/** POST /api/v1/notifications/mark_all_read: marks every notification of the signed-in person read. */
export function registerMarkAllNotificationsRead(app: AppInstance): void {
  app.post(
    '/api/v1/notifications/mark_all_read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark all my notifications read',
        response: responses({ 200: notificationUnreadCountDocumentSchema }),
      },
    },
    async function handleMarkAllNotificationsRead(request, reply) {
      const actor = requireSignedIn(request);
      const unreadCount = await markAllNotificationsRead(app.database, app.liveNotifications, actor);
      return sendDocument(reply, { data: null, meta: { unreadCount } });
    },
  );
}
