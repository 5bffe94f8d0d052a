import { notificationTemplateDocumentSchema } from '@volunteerly/contracts/resources/notification-templates';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { presentNotificationTemplate } from '../notification-templates.presenter.ts';
import {
  notificationTemplateIdParamsSchema,
  notificationTemplateUpdateBodySchema,
} from '../notification-templates.request-schemas.ts';
import { templateContextOf } from '../notification-template-context.ts';
import { templateCheckRateLimit } from '../template-rate-limit.ts';
import { changeNotificationTemplate } from '../notification-templates.service.ts';

/** PATCH /api/v1/notification_templates/{id}: the centre changes texts of its own template. */
export function registerUpdateNotificationTemplate(app: AppInstance): void {
  app.patch(
    '/api/v1/notification_templates/:id',
    {
      schema: {
        tags: ['notifications'],
        summary: "Change one of the centre's notification templates",
        params: notificationTemplateIdParamsSchema,
        body: notificationTemplateUpdateBodySchema,
        response: responses({ 200: notificationTemplateDocumentSchema }),
      },
      config: { rateLimit: templateCheckRateLimit },
    },
    async function handleUpdateNotificationTemplate(request, reply) {
      const actor = requireSignedIn(request);
      const body = request.body.notification_template;
      const template = await changeNotificationTemplate(
        app.database,
        actor,
        request.params.id,
        { subject: body.subject, htmlBody: body.html_body, inAppText: body.in_app_text },
        await templateContextOf(request),
      );
      return sendDocument(reply, { data: presentNotificationTemplate(template, actor) });
    },
  );
}
