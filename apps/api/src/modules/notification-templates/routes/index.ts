import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { registerCreateNotificationTemplate } from './create-notification-template.ts';
import { registerDeleteNotificationTemplate } from './delete-notification-template.ts';
import { registerListNotificationTemplates } from './list-notification-templates.ts';
import { registerPreviewNotificationTemplate } from './preview-notification-template.ts';
import { registerShowDefaultNotificationTemplate } from './show-default-notification-template.ts';
import { registerShowNotificationTemplate } from './show-notification-template.ts';
import { registerUpdateNotificationTemplate } from './update-notification-template.ts';

/** The centre's notification templates: list, defaults, override, change, reset, preview. */
export function registerNotificationTemplateRoutes(app: AppInstance): void {
  registerListNotificationTemplates(app);
  registerShowDefaultNotificationTemplate(app);
  registerShowNotificationTemplate(app);
  registerCreateNotificationTemplate(app);
  registerPreviewNotificationTemplate(app);
  registerUpdateNotificationTemplate(app);
  registerDeleteNotificationTemplate(app);
}
