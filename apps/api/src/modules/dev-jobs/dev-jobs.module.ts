import type { ApiModule } from '../../platform/modules/api-module.ts';
import { devJobsMessages } from './dev-jobs.messages.ts';
import { registerDevJobRoutes } from './routes/index.ts';

/** The developer's view of the job queue (outside production). */
export const devJobsModule = {
  name: 'dev-jobs',
  messages: [devJobsMessages],
  routes: registerDevJobRoutes,
} as const satisfies ApiModule;
