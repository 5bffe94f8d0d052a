import { digestUnsubscribeApiPath } from '@volunteerly/contracts/digests';
import { digestSubscriptionDocumentSchema, digestTokenQuerySchema } from '@volunteerly/contracts/digests-schemas';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { presentDigestSubscription } from '../digests.presenter.ts';
import { unsubscribeFromDigest } from '../digest-subscriptions.service.ts';

/**
 * POST /api/v1/digest_subscription/unsubscribe?token=…: public; stops the periodic mail for the
 * volunteer the signed token names. The `List-Unsubscribe` header of every digest names this URL:
 * a mail program posts `List-Unsubscribe=One-Click` as a form (RFC 8058) with only the Host, so
 * the host names the tenant and the body is read and ignored (the token is in the URL).
 */
export function registerUnsubscribeFromDigest(app: AppInstance): void {
  app.post(
    digestUnsubscribeApiPath,
    {
      config: { session: 'optional', tenantFromHost: true },
      schema: {
        tags: ['digests'],
        summary: 'Stop the periodic mail with the signed token of its unsubscribe link (one click)',
        querystring: digestTokenQuerySchema,
        response: responses({ 200: digestSubscriptionDocumentSchema }),
      },
    },
    async function handleUnsubscribeFromDigest(request, reply) {
      const subscription = await unsubscribeFromDigest(app, request.tenant.id, request.query.token);
      return sendDocument(reply, { data: presentDigestSubscription(subscription, request.tenant.appName) });
    },
  );
}
