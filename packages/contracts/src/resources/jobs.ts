import { z } from 'zod';
import { listDocumentSchema, resourceDocumentSchema, resourceSchema } from '../json-api-schemas.ts';

/** Where a background job is: waiting (or waiting to retry), running, finished, given up. */
export const jobStatusValues = ['queued', 'running', 'done', 'failed'] as const;
export const jobStatusSchema = z.enum(jobStatusValues);
export type JobStatusValue = z.infer<typeof jobStatusSchema>;

/** A background job as the developer page shows it; its payload (links with tokens) is never sent. */
export const jobResourceSchema = resourceSchema({
  type: 'jobs',
  attributes: {
    name: z.string(),
    status: jobStatusSchema,
    attempts: z.number().int(),
    maxAttempts: z.number().int(),
    runAt: z.iso.datetime({ offset: true }),
    createdAt: z.iso.datetime({ offset: true }),
    finishedAt: z.iso.datetime({ offset: true }).nullable(),
    lastError: z.string().nullable(),
    /** False for platform work that belongs to no tenant (a sweep over every tenant). */
    forTenant: z.boolean(),
  },
});
export type JobResource = z.infer<typeof jobResourceSchema>;

/** GET /api/v1/dev/jobs: a page of jobs in one status, newest first, with the count of each status. */
export const jobListDocumentSchema = listDocumentSchema(jobResourceSchema, {
  meta: { statusCounts: z.record(jobStatusSchema, z.number().int()) },
});

/** POST /api/v1/dev/jobs/{id}/retry: the job, queued again. */
export const jobDocumentSchema = resourceDocumentSchema(jobResourceSchema);
