import { notificationDocumentSchema } from '@volunteerly/contracts/notifications';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { localeFromAcceptLanguage } from '../../../platform/i18n/api-messages.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { presentNotification } from '../notifications.presenter.ts';
import { notificationBodySchema, notificationIdParamsSchema } from '../notifications.request-schemas.ts';
import { changeNotificationReadState } from '../notifications.service.ts';

/** PATCH /api/v1/notifications/{id}: marks one of the signed-in person's notifications read or unread. */
export function registerUpdateNotification(app: AppInstance): void {
  app.patch(
    '/api/v1/notifications/:id',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark a notification read or unread',
        params: notificationIdParamsSchema,
        body: notificationBodySchema,
        response: responses({ 200: notificationDocumentSchema }),
      },
    },
    async function handleUpdateNotification(request, reply) {
      const actor = requireSignedIn(request);
      const { row, unreadCount } = await changeNotificationReadState(
        app.database,
        app.liveNotifications,
        actor,
        request.params.id,
        request.body.notification.read,
      );
      return sendDocument(reply, {
        data: presentNotification(row, localeFromAcceptLanguage(request.headers['accept-language'])),
        meta: { unreadCount },
      });
    },
  );
}
