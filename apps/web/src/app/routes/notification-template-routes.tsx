import type { RouteObject } from 'react-router';
import { hasNumericId, meta, pageOf } from './route-helpers.ts';

const namespace = 'notification-templates';

/** The centre's notification templates (spec §2: /notification_templates, /add, /{id}/edit; centre admins). */
export const notificationTemplateRoutes: RouteObject[] = [
  {
    path: '/notification_templates',
    handle: meta({ title: 'routes.notificationTemplates', requires: 'manageCenter' }),
    lazy: pageOf(
      namespace,
      async () =>
        (await import('../../features/notification-templates/routes/notification-templates-page.tsx'))
          .NotificationTemplatesPage,
    ),
  },
  {
    path: '/notification_templates/add',
    handle: meta({ title: 'routes.notificationTemplateAdd', requires: 'manageCenter' }),
    lazy: pageOf(
      namespace,
      async () =>
        (await import('../../features/notification-templates/routes/notification-template-add-page.tsx'))
          .NotificationTemplateAddPage,
    ),
  },
  {
    path: '/notification_templates/:id/edit',
    handle: meta({ title: 'routes.notificationTemplateEdit', requires: 'manageCenter', validate: hasNumericId }),
    lazy: pageOf(
      namespace,
      async () =>
        (await import('../../features/notification-templates/routes/notification-template-edit-page.tsx'))
          .NotificationTemplateEditPage,
    ),
  },
];
