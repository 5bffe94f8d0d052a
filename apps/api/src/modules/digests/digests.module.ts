import type { ApiModule } from '../../platform/modules/api-module.ts';
import { digestsPersonalData } from './digests.personal-data.ts';
import { registerDigestJobs } from './digest-jobs.ts';
import { registerDigestSecretLinks } from './digest-sending.service.ts';
import { digestsMessages } from './digests.messages.ts';
import { registerDigestRoutes } from './routes/index.ts';

/** The periodic mail of new vacancies that match a volunteer, and its unsubscribe links. */
export const digestsModule = {
  name: 'digests',
  personalData: digestsPersonalData,
  notificationEvents: ['volunteer_digest'],
  messages: [digestsMessages],
  jobs: registerDigestJobs,
  secretLinks: registerDigestSecretLinks,
  routes: registerDigestRoutes,
} as const satisfies ApiModule;
