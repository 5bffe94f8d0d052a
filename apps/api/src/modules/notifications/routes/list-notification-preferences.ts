import { notificationPreferenceListDocumentSchema } from '@volunteerly/contracts/notifications';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { presentNotificationPreference } from '../notifications.presenter.ts';
import { listNotificationPreferences } from '../notifications.service.ts';

/** GET /api/v1/notification_preferences: the signed-in person's channel for every event they can receive. */
export function registerListNotificationPreferences(app: AppInstance): void {
  app.get(
    '/api/v1/notification_preferences',
    {
      schema: {
        tags: ['notifications'],
        summary: 'List my notification preferences',
        response: responses({ 200: notificationPreferenceListDocumentSchema }),
      },
    },
    async function handleListNotificationPreferences(request, reply) {
      const actor = requireSignedIn(request);
      const preferences = await listNotificationPreferences(app.database, actor);
      return sendDocument(reply, { data: preferences.map(presentNotificationPreference) });
    },
  );
}
