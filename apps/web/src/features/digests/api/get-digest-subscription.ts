import { queryOptions, useQuery } from '@tanstack/react-query';
import { digestTokenParameter } from '@volunteerly/contracts/digests';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { digestSubscriptionQueryKeys, type DigestSubscription } from './digest-subscription-types.ts';

/** GET /api/v1/digest_subscription?token=…: how often the link's volunteer gets the periodic mail. */
export async function getDigestSubscription(token: string, signal?: AbortSignal): Promise<DigestSubscription> {
  const document = await apiRequestDocument<DigestSubscription>('/api/v1/digest_subscription', {
    query: { [digestTokenParameter]: token },
    signal,
  });
  return document.data;
}

/** Query options of the subscription a token names. */
export function digestSubscriptionQueryOptions(token: string) {
  return queryOptions({
    queryKey: digestSubscriptionQueryKeys.byToken(token),
    queryFn: ({ signal }) => getDigestSubscription(token, signal),
  });
}

/** The subscription a token names, as a query (not run without a token). */
export function useDigestSubscription(token: string) {
  return useQuery({ ...digestSubscriptionQueryOptions(token), enabled: token.length > 0 });
}
