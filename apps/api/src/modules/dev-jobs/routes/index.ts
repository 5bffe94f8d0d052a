import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { registerListJobs } from './list-jobs.ts';
import { registerRetryJob } from './retry-job.ts';

/** The job queue's developer endpoints. */
export function registerDevJobRoutes(app: AppInstance): void {
  registerListJobs(app);
  registerRetryJob(app);
}
