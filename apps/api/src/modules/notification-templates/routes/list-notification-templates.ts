import { notificationTemplateListDocumentSchema } from '@volunteerly/contracts/resources/notification-templates';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { presentNotificationTemplate } from '../notification-templates.presenter.ts';
import { notificationTemplateListQuerySchema } from '../notification-templates.request-schemas.ts';
import { listNotificationTemplates } from '../notification-templates.service.ts';
import { templateContextOf } from '../notification-template-context.ts';

/**
 * GET /api/v1/notification_templates: every event in every language as a centre sends it (its
 * own template or the default), with the event's variables; `filter[volunteer_center_id]` picks
 * the centre (default: the request's, when the user governs it), `filter[event]`,
 * `filter[locale]` and `filter[search]` narrow it. Centre admins and super admins only.
 */
export function registerListNotificationTemplates(app: AppInstance): void {
  app.get(
    '/api/v1/notification_templates',
    {
      schema: {
        tags: ['notifications'],
        summary: "List the centre's notification templates",
        querystring: notificationTemplateListQuerySchema,
        response: responses({ 200: notificationTemplateListDocumentSchema }),
      },
    },
    async function handleListNotificationTemplates(request, reply) {
      const actor = requireSignedIn(request);
      const query = request.query;
      const { centerId, centers, templates } = await listNotificationTemplates(
        app.database,
        actor,
        {
          centerId: query['filter[volunteer_center_id]'],
          event: query['filter[event]'],
          locale: query['filter[locale]'],
          search: query['filter[search]'],
        },
        await templateContextOf(request),
      );
      return sendDocument(reply, {
        data: templates.map((template) => presentNotificationTemplate(template, actor)),
        meta: { abilities: { create: true }, total: templates.length, volunteerCenterId: centerId, centers },
      });
    },
  );
}
