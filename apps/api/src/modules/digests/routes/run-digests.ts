import { digestRunDocumentSchema } from '@volunteerly/contracts/digests-schemas';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { siteOfRequest } from '../../mail/mail-site.ts';
import { runDigestsNow } from '../digest-subscriptions.service.ts';

/**
 * POST /api/v1/digests/run: a super admin queues the tenant's due digests now instead of at the
 * planner's next slot (demonstrations, the browser suite). Each volunteer still gets one per period.
 */
export function registerRunDigests(app: AppInstance): void {
  app.post(
    '/api/v1/digests/run',
    {
      schema: {
        tags: ['digests'],
        summary: "Queue the tenant's due periodic mails now (super admins)",
        response: responses({ 200: digestRunDocumentSchema }),
      },
    },
    async function handleRunDigests(request, reply) {
      const actor = requireSignedIn(request);
      const queued = await runDigestsNow(app, actor, siteOfRequest(request));
      return sendDocument(reply, { data: null, meta: { queued } });
    },
  );
}
