import { notificationTemplatePreviewDocumentSchema } from '@volunteerly/contracts/resources/notification-templates';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { resource, sendDocument } from '../../../platform/http/json-api.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { requestMailBranding } from '../../mail/request-mail-branding.ts';
import { templateContextOf } from '../notification-template-context.ts';
import { notificationTemplateCreateBodySchema } from '../notification-templates.request-schemas.ts';
import { previewNotificationTemplate } from '../notification-templates.service.ts';
import { templateCheckRateLimit } from '../template-rate-limit.ts';

/**
 * POST /api/v1/notification_templates/preview: unsaved texts rendered with the event's sample
 * values in the branding of the request's centre (subject, HTML, text, in-app line), in the render
 * worker. The same checks as saving: a problem is a 422 on its field. At most 30 checks a minute
 * per person, previews and saves together.
 */
export function registerPreviewNotificationTemplate(app: AppInstance): void {
  app.post(
    '/api/v1/notification_templates/preview',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Preview a notification template with sample values',
        body: notificationTemplateCreateBodySchema,
        response: responses({ 200: notificationTemplatePreviewDocumentSchema }),
      },
      config: { rateLimit: templateCheckRateLimit },
    },
    async function handlePreviewNotificationTemplate(request, reply) {
      const actor = requireSignedIn(request);
      const body = request.body.notification_template;
      const { rendered, samples } = await previewNotificationTemplate(
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
        (centerId) => requestMailBranding(request, centerId),
      );
      return sendDocument(reply, {
        data: resource('notification_template_previews', `${body.event}.${body.locale}`, {
          event: body.event,
          locale: body.locale,
          ...rendered,
          samples: Object.entries(samples).map(([name, value]) => ({
            name,
            value: typeof value === 'string' ? value : JSON.stringify(value),
          })),
        }),
      });
    },
  );
}
