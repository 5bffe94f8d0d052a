import type { DigestFrequency } from '@volunteerly/contracts/users';
import type { TenantScope } from '../../platform/database/tenant-scope.ts';
import { updateUser } from './users.repository.ts';

/**
 * Sets how often a user gets the periodic mail, in the caller's transaction (the digests module's
 * unsubscribe link sets 'never'). Answers the new frequency, or undefined when the user is gone.
 */
export async function setDigestFrequency(
  scope: TenantScope,
  userId: number,
  frequency: DigestFrequency,
): Promise<DigestFrequency | undefined> {
  const updated = await updateUser(scope, userId, { digestFrequency: frequency });
  return updated?.digestFrequency;
}
