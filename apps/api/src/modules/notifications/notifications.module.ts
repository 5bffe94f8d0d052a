import type { ApiModule } from '../../platform/modules/api-module.ts';
import { notificationsPersonalData } from './notifications.personal-data.ts';
import { registerNotificationJobs } from './notification-mail-job.ts';
import { notificationsMessages } from './notifications.messages.ts';
import { registerNotificationRoutes } from './routes/index.ts';
import { createSecretLinks } from './secret-links.ts';

/** In-app notifications, their mail, preferences and the live stream; `notify()` for every module. */
export const notificationsModule = {
  name: 'notifications',
  personalData: notificationsPersonalData,
  messages: [notificationsMessages],
  // The registry the modules that own a token fill in their `secretLinks` (decision 034).
  provide: (app) => app.decorate('secretLinks', createSecretLinks()),
  jobs: registerNotificationJobs,
  routes: registerNotificationRoutes,
} as const satisfies ApiModule;
