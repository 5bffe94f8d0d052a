import type { DigestFrequency } from '@volunteerly/contracts/users';
import type { SignedInUser } from '../../platform/auth/authentication.ts';
import { readAsTenant, withTenant } from '../../platform/database/tenant-scope.ts';
import type { AppInstance } from '../../platform/http/app-instance.ts';
import type { MailSite } from '../mail/mail-site.ts';
import { setDigestFrequency } from '../users/digest-subscription.service.ts';
import { planDigests } from './digest-planner.service.ts';
import { userOfDigestToken } from './digest-signing.service.ts';
import { digestUnsubscribePurpose } from './digest-tokens.ts';
import { digestLinkInvalid, digestsForbidden } from './digests.errors.ts';
import { canRunDigests } from './digests.policy.ts';
import { findDigestReader } from './digests.repository.ts';

/** The subscription an unsubscribe link names. */
export interface DigestSubscription {
  userId: number;
  frequency: DigestFrequency;
}

/** How often the volunteer a link names gets the periodic mail (for the page before they confirm). */
export async function showDigestSubscription(
  app: AppInstance,
  tenantId: number,
  token: string,
): Promise<DigestSubscription> {
  return readAsTenant(app.database, tenantId, async (scope) => {
    const userId = userOfDigestToken(app.secretKeys, tenantId, token, digestUnsubscribePurpose);
    const reader = userId === undefined ? undefined : await findDigestReader(scope, userId);
    if (!reader) throw digestLinkInvalid();
    return { userId: reader.id, frequency: reader.digestFrequency };
  });
}

/**
 * Stops the periodic mail for the volunteer a link names, without signing in (RFC 8058's
 * one-click POST, or the page's button). Doing it twice is fine; a bad token changes nothing.
 */
export async function unsubscribeFromDigest(
  app: AppInstance,
  tenantId: number,
  token: string,
): Promise<DigestSubscription> {
  return withTenant(app.database, tenantId, async (scope) => {
    const userId = userOfDigestToken(app.secretKeys, tenantId, token, digestUnsubscribePurpose);
    const frequency = userId === undefined ? undefined : await setDigestFrequency(scope, userId, 'never');
    if (userId === undefined || frequency === undefined) throw digestLinkInvalid();
    return { userId, frequency };
  });
}

/** A super admin queues the request's tenant's due digests now, with links to the request's site. */
export async function runDigestsNow(app: AppInstance, actor: SignedInUser, site: MailSite): Promise<number> {
  if (!canRunDigests(actor, site.tenantId)) {
    throw digestsForbidden();
  }
  return planDigests(app, { only: { tenantId: site.tenantId, site }, anyHour: true });
}
