import { jobListDocumentSchema } from '@volunteerly/contracts/resources/jobs';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { listDocument, pageWindow, sendDocument } from '../../../platform/http/json-api.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { presentJob } from '../dev-jobs.presenter.ts';
import { jobListQuerySchema } from '../dev-jobs.request-schemas.ts';
import { listJobs } from '../dev-jobs.service.ts';

/** GET /api/v1/dev/jobs: background jobs in one status, newest first, with the count per status (super admins). */
export function registerListJobs(app: AppInstance): void {
  app.get(
    '/api/v1/dev/jobs',
    {
      schema: {
        tags: ['development'],
        summary: 'Background jobs (/dev/jobs)',
        querystring: jobListQuerySchema,
        response: responses({ 200: jobListDocumentSchema }),
      },
    },
    async function handleListJobs(request, reply) {
      const actor = requireSignedIn(request);
      const status = request.query['filter[status]'];
      const { rows, counts } = await listJobs(app.database, actor, { status, ...pageWindow(request.query) });
      const document = listDocument(rows.map(presentJob), {
        query: request.query,
        total: counts[status],
        path: '/api/v1/dev/jobs',
      });
      return sendDocument(reply, { ...document, meta: { ...document.meta, statusCounts: counts } });
    },
  );
}
