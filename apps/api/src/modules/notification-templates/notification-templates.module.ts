import type { ApiModule } from '../../platform/modules/api-module.ts';
import { notificationTemplatesPersonalData } from './notification-templates.personal-data.ts';
import { notificationTemplatesMessages } from './notification-templates.messages.ts';
import { registerNotificationTemplateRoutes } from './routes/index.ts';
import { createTemplateRenderer } from './template-renderer.ts';

/** The notification texts a centre may change, and the worker that renders every template. */
export const notificationTemplatesModule = {
  name: 'notification-templates',
  personalData: notificationTemplatesPersonalData,
  messages: [notificationTemplatesMessages],
  provide(app) {
    const templateRenderer = createTemplateRenderer();
    app.decorate('templateRenderer', templateRenderer);
    app.addHook('onClose', () => templateRenderer.close());
  },
  routes: registerNotificationTemplateRoutes,
} as const satisfies ApiModule;
