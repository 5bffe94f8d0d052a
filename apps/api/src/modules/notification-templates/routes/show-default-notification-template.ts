import { notificationTemplateDocumentSchema } from '@volunteerly/contracts/resources/notification-templates';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { presentNotificationTemplate } from '../notification-templates.presenter.ts';
import { notificationTemplateDefaultQuerySchema } from '../notification-templates.request-schemas.ts';
import { showShippedTemplate } from '../notification-templates.service.ts';

/** GET /api/v1/notification_templates/defaults?event=…&locale=…: the shipped template an override starts from. */
export function registerShowDefaultNotificationTemplate(app: AppInstance): void {
  app.get(
    '/api/v1/notification_templates/defaults',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Show the default template of an event in a language',
        querystring: notificationTemplateDefaultQuerySchema,
        response: responses({ 200: notificationTemplateDocumentSchema }),
      },
    },
    async function handleShowDefaultNotificationTemplate(request, reply) {
      const actor = requireSignedIn(request);
      const template = showShippedTemplate(actor, request.query.event, request.query.locale);
      return sendDocument(reply, { data: presentNotificationTemplate(template, actor) });
    },
  );
}
