import type { AppInstance } from '../../platform/http/app-instance.ts';
import { digestPlanEveryMs, digestPlanJob, planDigests } from './digest-planner.service.ts';
import { digestSendJob, sendDigest, type DigestSendPayload } from './digest-sending.service.ts';

/**
 * The periodic mail's jobs: the planner every 15 minutes (once per slot across all processes),
 * and one send job per volunteer and period. Called from app.ts once `app.jobs` exists.
 */
export function registerDigestJobs(app: AppInstance): void {
  app.jobs.register(digestPlanJob, async (_payload, context) => {
    const queued = await planDigests(app);
    if (queued > 0) context.log.info({ queued }, 'digests queued');
  });
  app.jobs.register<DigestSendPayload>(digestSendJob, async (payload, context) => {
    if (context.tenantId === null) throw new Error('a digest job needs its tenant');
    await sendDigest(app, context.tenantId, payload);
  });
  app.jobs.schedule(digestPlanJob, { everyMs: digestPlanEveryMs });
}
