import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { noContent, responses } from '../../../platform/http/response-contract.ts';
import { notificationTemplateIdParamsSchema } from '../notification-templates.request-schemas.ts';
import { resetNotificationTemplate } from '../notification-templates.service.ts';

/** DELETE /api/v1/notification_templates/{id}: the centre resets the event to the default template. */
export function registerDeleteNotificationTemplate(app: AppInstance): void {
  app.delete(
    '/api/v1/notification_templates/:id',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Reset a notification template to the default',
        params: notificationTemplateIdParamsSchema,
        response: responses({ 204: noContent('The template is the default again') }),
      },
    },
    async function handleDeleteNotificationTemplate(request, reply) {
      const actor = requireSignedIn(request);
      await resetNotificationTemplate(app.database, actor, request.params.id);
      return reply.status(204).send();
    },
  );
}
