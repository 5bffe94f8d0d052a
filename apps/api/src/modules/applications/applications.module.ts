import type { ApiModule } from '../../platform/modules/api-module.ts';
import { registerApplicationSecretLinks } from './application-submission.service.ts';
import { applicationsMessages } from './applications.messages.ts';
import { registerApplicationRoutes } from './routes/index.ts';

/** Applications to vacancies: submitting, confirming as a guest, brokering and their history. */
export const applicationsModule = {
  name: 'applications',
  messages: [applicationsMessages],
  secretLinks: (app) => registerApplicationSecretLinks(app.secretLinks),
  routes: registerApplicationRoutes,
} as const satisfies ApiModule;
