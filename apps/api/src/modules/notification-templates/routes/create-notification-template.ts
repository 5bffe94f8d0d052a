import { notificationTemplateDocumentSchema } from '@volunteerly/contracts/resources/notification-templates';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { presentNotificationTemplate } from '../notification-templates.presenter.ts';
import { notificationTemplateCreateBodySchema } from '../notification-templates.request-schemas.ts';
import { createNotificationTemplate } from '../notification-templates.service.ts';
import { sampleSiteOf } from '../notification-template-sample-site.ts';

/** POST /api/v1/notification_templates: the centre saves its own template of an event in a language. */
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
          subject: body.subject,
          htmlBody: body.html_body,
          textBody: body.text_body,
          inAppText: body.in_app_text,
        },
        sampleSiteOf(request),
      );
      return sendDocument(reply, { data: presentNotificationTemplate(template, actor, actor.tenantId) }, 201);
    },
  );
}
