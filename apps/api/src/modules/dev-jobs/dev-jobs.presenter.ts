import type { JobResource } from '@volunteerly/contracts/resources/jobs';
import { resource } from '../../platform/http/json-api.ts';
import type { JobRow } from '../../platform/jobs/jobs.schema.ts';

/** A job as a JSON:API resource, without its payload (it may hold links with tokens). */
export function presentJob(job: JobRow): JobResource {
  return resource('jobs', job.id, {
    name: job.name,
    status: job.status,
    attempts: job.attempts,
    maxAttempts: job.maxAttempts,
    runAt: job.runAt.toISOString(),
    createdAt: job.createdAt.toISOString(),
    finishedAt: job.finishedAt?.toISOString() ?? null,
    lastError: job.lastError,
    forTenant: job.tenantId !== null,
  });
}
