import { notificationPreferenceListDocumentSchema } from '@volunteerly/contracts/notifications';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { presentNotificationPreference } from '../notifications.presenter.ts';
import { notificationPreferencesBodySchema } from '../notifications.request-schemas.ts';
import { changeNotificationPreferences } from '../notifications.service.ts';

/**
 * PUT /api/v1/notification_preferences: the signed-in person sets the channel of the events named
 * (the others keep theirs); a mandatory mail switched off is a 422.
 */
export function registerUpdateNotificationPreferences(app: AppInstance): void {
  app.put(
    '/api/v1/notification_preferences',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Change my notification preferences',
        body: notificationPreferencesBodySchema,
        response: responses({ 200: notificationPreferenceListDocumentSchema }),
      },
    },
    async function handleUpdateNotificationPreferences(request, reply) {
      const actor = requireSignedIn(request);
      const preferences = await changeNotificationPreferences(
        app.database,
        actor,
        request.body.notification_preferences,
      );
      return sendDocument(reply, { data: preferences.map(presentNotificationPreference) });
    },
  );
}
