import { notificationSampleValues } from '@volunteerly/contracts/notification-templates-samples';
import { shippedNotificationTemplates } from '@volunteerly/contracts/notification-templates-defaults';
import { notificationTemplatePreviewDocumentSchema } from '@volunteerly/contracts/resources/notification-templates';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { resource, sendDocument } from '../../../platform/http/json-api.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { requestMailBranding } from '../../mail/request-mail-branding.ts';
import { notificationTemplateCreateBodySchema } from '../notification-templates.request-schemas.ts';
import { checkPreview } from '../notification-templates.service.ts';
import { renderNotificationTemplate } from '../render-notification.ts';
import { sampleSiteOf } from '../notification-template-sample-site.ts';

/**
 * POST /api/v1/notification_templates/preview: unsaved texts rendered with the event's sample
 * values in the branding of the request's centre (subject, HTML, text, in-app line). The same
 * checks as saving: a problem is a 422 on its field.
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
    },
    async function handlePreviewNotificationTemplate(request, reply) {
      const actor = requireSignedIn(request);
      const body = request.body.notification_template;
      const texts = {
        subject: body.subject,
        htmlBody: body.html_body,
        textBody: body.text_body,
        inAppText: body.in_app_text,
      };
      const site = sampleSiteOf(request);
      checkPreview(actor, { event: body.event, locale: body.locale, ...texts }, site);
      const shipped = shippedNotificationTemplates[body.event][body.locale];
      const values = notificationSampleValues(body.event, body.locale, site);
      const branding = await requestMailBranding(request);
      const rendered = renderNotificationTemplate({ ...shipped, ...texts }, body.locale, values, branding);
      const samples = Object.entries(values).map(([name, value]) => ({
        name,
        value: typeof value === 'string' ? value : JSON.stringify(value),
      }));
      return sendDocument(reply, {
        data: resource('notification_template_previews', `${body.event}.${body.locale}`, {
          event: body.event,
          locale: body.locale,
          ...rendered,
          samples,
        }),
      });
    },
  );
}
