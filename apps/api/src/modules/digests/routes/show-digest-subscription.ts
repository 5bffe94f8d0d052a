import { digestSubscriptionDocumentSchema, digestTokenQuerySchema } from '@volunteerly/contracts/digests-schemas';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { presentDigestSubscription } from '../digests.presenter.ts';
import { showDigestSubscription } from '../digest-subscriptions.service.ts';

/**
 * GET /api/v1/digest_subscription?token=…: public; how often the volunteer an unsubscribe link
 * names gets the periodic mail, so the page can say what its button will do. A bad token is a 422.
 */
export function registerShowDigestSubscription(app: AppInstance): void {
  app.get(
    '/api/v1/digest_subscription',
    {
      config: { session: 'optional', tenantFromHost: true },
      schema: {
        tags: ['digests'],
        summary: "The periodic mail subscription an unsubscribe link's token names",
        querystring: digestTokenQuerySchema,
        response: responses({ 200: digestSubscriptionDocumentSchema }),
      },
    },
    async function handleShowDigestSubscription(request, reply) {
      const subscription = await showDigestSubscription(app, request.tenant.id, request.query.token);
      return sendDocument(reply, { data: presentDigestSubscription(subscription, request.tenant.appName) });
    },
  );
}
