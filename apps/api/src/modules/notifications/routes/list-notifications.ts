import { notificationListDocumentSchema } from '@volunteerly/contracts/notifications';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { listDocument, pageWindow, sendDocument, withListParameters } from '../../../platform/http/json-api.ts';
import { localeFromAcceptLanguage } from '../../../platform/i18n/api-messages.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { presentNotification } from '../notifications.presenter.ts';
import { notificationListQuerySchema } from '../notifications.request-schemas.ts';
import { listNotifications } from '../notifications.service.ts';

/** GET /api/v1/notifications: the signed-in person's notifications, newest first; `meta.unread_count`. */
export function registerListNotifications(app: AppInstance): void {
  app.get(
    '/api/v1/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'List my notifications',
        querystring: notificationListQuerySchema,
        response: responses({ 200: notificationListDocumentSchema }),
      },
    },
    async function handleListNotifications(request, reply) {
      const actor = requireSignedIn(request);
      const { query } = request;
      const unreadOnly = query['filter[unread]'];
      const { rows, total, unreadCount } = await listNotifications(app.database, actor, {
        unreadOnly,
        ...pageWindow(query),
      });
      const document = listDocument(
        rows.map((row) => presentNotification(row, localeFromAcceptLanguage(request.headers['accept-language']))),
        { query, total, path: '/api/v1/notifications' },
      );
      return sendDocument(reply, {
        ...document,
        meta: { ...document.meta, unreadCount },
        links: withListParameters(document.links, { 'filter[unread]': unreadOnly ? 'true' : undefined }, [
          'filter[unread]',
        ]),
      });
    },
  );
}
