import type { AppInstance } from '../../platform/http/app-instance.ts';
import { withTenant } from '../../platform/database/tenant-scope.ts';
import { enqueueJob } from '../../platform/jobs/job-queue.ts';
import type { MailSite } from '../mail/mail-site.ts';
import { digestCadences, digestPeriodKey, digestsMayGoOut } from './digest-periods.ts';
import { digestSendJob, type DigestSendPayload } from './digest-sending.service.ts';
import { tenantDigestSite } from './digest-site.ts';
import { findDueVolunteerIds } from './digests.repository.ts';

/** The scheduled job that queues the digests that are due. */
export const digestPlanJob = 'digest.plan';

/** How often the planner looks for due digests. */
export const digestPlanEveryMs = 15 * 60 * 1000;

/** How many volunteers one transaction of the planner queues. */
const batchSize = 200;

/** Which tenants a run plans for, and (for a run started from a request) the site its links use. */
export interface DigestPlanOptions {
  now?: Date;
  /** One tenant only, with the site of the request that started the run. */
  only?: { tenantId: number; site: MailSite };
  /** Also on a period's first night (a run started by hand means now). */
  anyHour?: boolean;
}

/**
 * Queues one `digest.send` job per volunteer whose weekly or monthly digest of the current
 * period (Europe/Amsterdam) is due: subscribed, active, confirmed, and without a delivery for the
 * period. In batches, each batch one transaction; a job's unique key
 * `digest:<tenant>:<user>:<period>` keeps a second run from queueing it again. Answers how many
 * jobs were queued.
 */
export async function planDigests(app: AppInstance, options: DigestPlanOptions = {}): Promise<number> {
  const now = options.now ?? new Date();
  const snapshot = await app.tenantConfiguration.current();
  const tenants = options.only
    ? snapshot.tenants.filter((tenant) => tenant.id === options.only?.tenantId)
    : snapshot.tenants;
  let queued = 0;
  for (const tenant of tenants) {
    const site = options.only?.site ?? tenantDigestSite(snapshot, tenant.id);
    for (const cadence of digestCadences) {
      if (!options.anyHour && !digestsMayGoOut(cadence, now)) continue;
      const periodKey = digestPeriodKey(cadence, now);
      let afterUserId = 0;
      for (;;) {
        const batch = await withTenant(app.database, tenant.id, async (scope) => {
          const userIds = await findDueVolunteerIds(scope, { cadence, periodKey, afterUserId, limit: batchSize });
          let added = 0;
          for (const userId of userIds) {
            const payload: DigestSendPayload = { userId, cadence, periodKey, site, plannedAt: now.toISOString() };
            const inserted = await enqueueJob(scope.transaction, {
              name: digestSendJob,
              tenantId: tenant.id,
              payload: { ...payload },
              uniqueKey: `digest:${tenant.id}:${userId}:${periodKey}`,
            });
            if (inserted) added += 1;
          }
          return { userIds, added };
        });
        queued += batch.added;
        const last = batch.userIds.at(-1);
        if (last === undefined || batch.userIds.length < batchSize) break;
        afterUserId = last;
      }
    }
  }
  if (queued > 0) app.jobs.wake();
  return queued;
}
