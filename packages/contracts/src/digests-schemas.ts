import { z } from 'zod';
import { resourceDocumentSchema, resourceSchema } from './json-api-schemas.ts';
import { digestLimits } from './digests.ts';
import { digestFrequencies } from './users.ts';

/**
 * A volunteer's digest subscription as the holder of an unsubscribe link sees it: how often the
 * periodic mail comes ('never' after unsubscribing). The id is opaque to the reader; no name or
 * address, since a forwarded mail's link shows nothing about the person.
 */
export const digestSubscriptionResourceSchema = resourceSchema({
  type: 'digest_subscriptions',
  attributes: {
    frequency: z.enum(digestFrequencies),
    /** The site's name, for the page's sentence ("You no longer get the periodic mail of …"). */
    appName: z.string(),
  },
});
export type DigestSubscriptionResource = z.infer<typeof digestSubscriptionResourceSchema>;

/** GET /api/v1/digest_subscription and POST …/unsubscribe: the subscription the token names. */
export const digestSubscriptionDocumentSchema = resourceDocumentSchema(digestSubscriptionResourceSchema);

/** The signed token of an unsubscribe link, as the query string carries it. */
export const digestTokenQuerySchema = z.object({ token: z.string().min(1).max(digestLimits.maximumTokenLength) });

/** POST /api/v1/digests/run (super admins): how many digest jobs the run queued. */
export const digestRunDocumentSchema = z.object({ data: z.null(), meta: z.object({ queued: z.number().int() }) });
