import type { DigestSubscriptionResource } from '@volunteerly/contracts/digests-schemas';
import type { Flattened } from '@volunteerly/contracts/jsonapi';

/** The subscription an unsubscribe link names, as the API answers it (camelCased), typed from its contract. */
export type DigestSubscription = Flattened<DigestSubscriptionResource>;

/** Query keys of the unsubscribe page: one subscription per token. */
export const digestSubscriptionQueryKeys = {
  byToken: (token: string) => ['digest-subscriptions', token] as const,
};
