import { useMutation } from '@tanstack/react-query';
import { digestTokenParameter, digestUnsubscribeApiPath } from '@volunteerly/contracts/digests';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import type { DigestSubscription } from './digest-subscription-types.ts';

/** POST /api/v1/digest_subscription/unsubscribe?token=…: stops the periodic mail, signed in or not. */
export async function unsubscribeFromDigest(token: string): Promise<DigestSubscription> {
  const document = await apiRequestDocument<DigestSubscription>(digestUnsubscribeApiPath, {
    method: 'POST',
    query: { [digestTokenParameter]: token },
  });
  return document.data;
}

/** Unsubscribing as a mutation; the subscription (and a signed-in user's profile) refresh after it. */
export function useUnsubscribeFromDigest() {
  return useMutation({
    mutationFn: unsubscribeFromDigest,
    meta: { invalidates: ['digest-subscriptions', 'current-user'] },
  });
}
