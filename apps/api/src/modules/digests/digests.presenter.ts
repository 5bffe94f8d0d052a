import type { DigestSubscriptionResource } from '@volunteerly/contracts/digests-schemas';
import { resource } from '../../platform/http/json-api.ts';
import type { DigestSubscription } from './digest-subscriptions.service.ts';

/** A subscription as a `digest_subscriptions` resource, with the site's name for the page's sentence. */
export function presentDigestSubscription(
  subscription: DigestSubscription,
  appName: string,
): DigestSubscriptionResource {
  return resource('digest_subscriptions', subscription.userId, { frequency: subscription.frequency, appName });
}
