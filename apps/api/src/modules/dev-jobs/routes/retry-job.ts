import { jobDocumentSchema } from '@volunteerly/contracts/resources/jobs';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { presentJob } from '../dev-jobs.presenter.ts';
import { jobIdParamsSchema } from '../dev-jobs.request-schemas.ts';
import { retryJob } from '../dev-jobs.service.ts';

/** POST /api/v1/dev/jobs/{id}/retry: a failed job runs again (super admins). */
export function registerRetryJob(app: AppInstance): void {
  app.post(
    '/api/v1/dev/jobs/:id/retry',
    {
      schema: {
        tags: ['development'],
        summary: 'Retry a failed background job',
        params: jobIdParamsSchema,
        response: responses({ 200: jobDocumentSchema }),
      },
    },
    async function handleRetryJob(request, reply) {
      const actor = requireSignedIn(request);
      const job = await retryJob(app.database, actor, request.params.id);
      app.jobs.wake();
      return sendDocument(reply, { data: presentJob(job) });
    },
  );
}
