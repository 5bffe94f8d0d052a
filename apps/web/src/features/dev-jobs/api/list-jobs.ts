import type { z } from 'zod';
import type { Flattened } from '@volunteerly/contracts/jsonapi';
import type { JobResource, JobStatusValue, jobListDocumentSchema } from '@volunteerly/contracts/resources/jobs';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';

/** A background job (a `jobs` resource). */
export type Job = Flattened<JobResource>;

type JobListMeta = z.infer<typeof jobListDocumentSchema>['meta'];

/** One page of jobs in a status, with the count of every status. */
export interface JobPage {
  jobs: Job[];
  page: number;
  totalPages: number;
  statusCounts: JobListMeta['statusCounts'];
}

/** The page size of the job list. */
export const jobPageSize = 25;

/** GET /api/v1/dev/jobs: one page of jobs in a status, newest first (super admins only). */
export async function listJobs(status: JobStatusValue, page: number, signal?: AbortSignal): Promise<JobPage> {
  const document = await apiRequestDocument<Job[], JobListMeta>('/api/v1/dev/jobs', {
    query: { 'filter[status]': status, 'page[number]': String(page), 'page[size]': String(jobPageSize) },
    signal,
  });
  return {
    jobs: document.data,
    page: document.meta.pagination?.page ?? page,
    totalPages: document.meta.pagination?.totalPages ?? 1,
    statusCounts: document.meta.statusCounts ?? { queued: 0, running: 0, done: 0, failed: 0 },
  };
}

/** The query keys of the job lists. */
export const jobsQueryKeys = { all: ['jobs'] as const };

/** Query options of one page of jobs in a status. */
export function jobsQueryOptions(status: JobStatusValue, page: number) {
  return queryOptions({
    queryKey: [...jobsQueryKeys.all, status, page],
    queryFn: ({ signal }) => listJobs(status, page, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of jobs as a query. */
export function useJobs(status: JobStatusValue, page: number) {
  return useQuery(jobsQueryOptions(status, page));
}
