import { notificationUnreadCountDocumentSchema } from '@volunteerly/contracts/notifications';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { unreadNotificationCount } from '../notifications.service.ts';

/** GET /api/v1/notifications/unread_count: how many of the signed-in person's notifications are unread. */
export function registerShowUnreadNotificationCount(app: AppInstance): void {
  app.get(
    '/api/v1/notifications/unread_count',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Count my unread notifications',
        response: responses({ 200: notificationUnreadCountDocumentSchema }),
      },
    },
    async function handleShowUnreadNotificationCount(request, reply) {
      const actor = requireSignedIn(request);
      const unreadCount = await unreadNotificationCount(app.database, actor);
      return sendDocument(reply, { data: null, meta: { unreadCount } });
    },
  );
}
