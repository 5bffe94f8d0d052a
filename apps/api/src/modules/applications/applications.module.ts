import type { ApiModule } from '../../platform/modules/api-module.ts';
import { applicationsPersonalData } from './applications.personal-data.ts';
import { registerApplicationSecretLinks } from './application-submission.service.ts';
import { applicationsMessages } from './applications.messages.ts';
import { registerApplicationRoutes } from './routes/index.ts';

/** Applications to vacancies: submitting, confirming as a guest, brokering and their history. */
export const applicationsModule = {
  name: 'applications',
  announces: { public_catalogue: ['applications'] },
  personalData: applicationsPersonalData,
  notificationEvents: [
    'application_received',
    'application_new',
    'application_guest_confirmation',
    'application_status_changed',
    'application_withdrawn',
  ],
  auditActions: ['application_received', 'application_status_changed'],
  messages: [applicationsMessages],
  secretLinks: (app) => registerApplicationSecretLinks(app.secretLinks),
  routes: registerApplicationRoutes,
} as const satisfies ApiModule;
