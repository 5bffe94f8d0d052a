import { jobListDocumentSchema, jobDocumentSchema, type JobResource } from '@volunteerly/contracts/resources/jobs';
import { buildPagination, buildPaginationLinks } from './pagination.ts';
import { wireDocument } from './wire-document.ts';

/** A background job: a failed mail of this tenant unless given. */
export function buildJob(id: string, attributes: Partial<JobResource['attributes']> = {}): JobResource {
  return {
    type: 'jobs',
    id,
    attributes: {
      name: 'notification.mail',
      status: 'failed',
      attempts: 5,
      maxAttempts: 5,
      runAt: '2026-11-20T10:00:00.000Z',
      createdAt: '2026-11-20T09:00:00.000Z',
      finishedAt: '2026-11-20T10:00:00.000Z',
      lastError: 'Connection refused',
      forTenant: true,
      ...attributes,
    },
  };
}

/** GET /api/v1/dev/jobs (wire casing): one page of jobs with the count per status. */
export function jobListDocument(
  jobs: JobResource[],
  statusCounts: Record<JobResource['attributes']['status'], number> = { queued: 0, running: 0, done: 0, failed: 0 },
) {
  const pagination = buildPagination(jobs.length, { pageSize: 25 });
  return wireDocument(jobListDocumentSchema, {
    data: jobs,
    meta: { pagination, statusCounts },
    links: buildPaginationLinks('/api/v1/dev/jobs', pagination),
  });
}

/** POST /api/v1/dev/jobs/{id}/retry (wire casing). */
export function jobDocument(job: JobResource) {
  return wireDocument(jobDocumentSchema, { data: job });
}
