import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withPlatform } from '../../platform/database/tenant-scope.ts';
import { findJob, findJobs, retryFailedJob } from '../../platform/jobs/job-queue.repository.ts';
import type { JobRow, JobStatus } from '../../platform/jobs/jobs.schema.ts';
import { jobNotFailed, jobNotFound, jobsForbidden } from './dev-jobs.errors.ts';
import { canManageJobs } from './dev-jobs.policy.ts';

function requireJobManager(actor: SignedInUser): void {
  if (!canManageJobs(actor)) throw jobsForbidden();
}

/**
 * GET /api/v1/dev/jobs: a page of the jobs of the actor's tenant and the platform's own, in one
 * status, newest first (super admins). Another tenant's jobs stay out of sight, as its data does.
 */
export async function listJobs(
  database: Database,
  actor: SignedInUser,
  options: { status: JobStatus; offset: number; limit: number },
): Promise<{ rows: JobRow[]; counts: Record<JobStatus, number> }> {
  requireJobManager(actor);
  return withPlatform(database, (builder) =>
    findJobs(builder, { ...options, visibility: { tenantId: actor.tenantId } }),
  );
}

/** POST /api/v1/dev/jobs/{id}/retry: a failed job queued again, due now, with fresh attempts. */
export async function retryJob(database: Database, actor: SignedInUser, id: number): Promise<JobRow> {
  requireJobManager(actor);
  return withPlatform(database, async (builder) => {
    const visibility = { tenantId: actor.tenantId };
    const job = await findJob(builder, id, visibility);
    if (!job) throw jobNotFound();
    if (!(await retryFailedJob(builder, id, visibility))) throw jobNotFailed();
    return (await findJob(builder, id, visibility))!;
  });
}
