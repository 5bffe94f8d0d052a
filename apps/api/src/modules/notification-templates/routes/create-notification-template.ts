import { notificationTemplateDocumentSchema } from '@volunteerly/contracts/resources/notification-templates';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { presentNotificationTemplate } from '../notification-templates.presenter.ts';
import { notificationTemplateCreateBodySchema } from '../notification-templates.request-schemas.ts';
import { createNotificationTemplate } from '../notification-templates.service.ts';
import { templateContextOf } from '../notification-template-context.ts';
import { templateCheckRateLimit } from '../template-rate-limit.ts';

/**
 * POST /api/v1/notification_templates: a centre saves its own template of an event in a language
 * (of `volunteer_center_id`, else the request's centre). At most 30 checks a minute per person.
 */
export function registerCreateNotificationTemplate(app: AppInstance): void {
  app.post(
    '/api/v1/notification_templates',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Override the template of an event in a language',
        body: notificationTemplateCreateBodySchema,
        response: responses({ 201: notificationTemplateDocumentSchema }),
      },
      config: { rateLimit: templateCheckRateLimit },
    },
    async function handleCreateNotificationTemplate(request, reply) {
      const actor = requireSignedIn(request);
      const body = request.body.notification_template;
      const template = await createNotificationTemplate(
        app.database,
        actor,
        {
          event: body.event,
          locale: body.locale,
          centerId: body.volunteer_center_id,
          subject: body.subject,
          htmlBody: body.html_body,
          inAppText: body.in_app_text,
        },
        await templateContextOf(request),
      );
      return sendDocument(reply, { data: presentNotificationTemplate(template, actor) }, 201);
    },
  );
}
