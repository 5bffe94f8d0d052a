import { z } from 'zod';
import { jobStatusSchema } from '@volunteerly/contracts/resources/jobs';
import { paginationQuerySchema } from '../../platform/http/json-api.ts';

/** GET /api/v1/dev/jobs: a page, and the status to show (failed first: what needs attention). */
export const jobListQuerySchema = paginationQuerySchema.extend({
  'filter[status]': jobStatusSchema.default('failed'),
});

/** A job id in a path. */
export const jobIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
