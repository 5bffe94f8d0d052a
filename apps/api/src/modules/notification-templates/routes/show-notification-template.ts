import { notificationTemplateDocumentSchema } from '@volunteerly/contracts/resources/notification-templates';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { presentNotificationTemplate } from '../notification-templates.presenter.ts';
import { notificationTemplateIdParamsSchema } from '../notification-templates.request-schemas.ts';
import { showNotificationTemplate } from '../notification-templates.service.ts';

/** GET /api/v1/notification_templates/{id}: one of the centre's own templates. */
export function registerShowNotificationTemplate(app: AppInstance): void {
  app.get(
    '/api/v1/notification_templates/:id',
    {
      schema: {
        tags: ['notifications'],
        summary: "Show one of the centre's notification templates",
        params: notificationTemplateIdParamsSchema,
        response: responses({ 200: notificationTemplateDocumentSchema }),
      },
    },
    async function handleShowNotificationTemplate(request, reply) {
      const actor = requireSignedIn(request);
      const template = await showNotificationTemplate(app.database, actor, request.params.id);
      return sendDocument(reply, { data: presentNotificationTemplate(template, actor) });
    },
  );
}
