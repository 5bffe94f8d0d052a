import { and, eq, gt } from 'drizzle-orm';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { users, type UserRow } from '../users/users.schema.ts';

/** The user whose unexpired password token has this hash. */
export async function findUserByResetTokenHash(scope: TenantScope, tokenHash: string): Promise<UserRow | undefined> {
  const [row] = await scope.transaction
    .select()
    .from(users)
    .where(
      and(
        ofTenant(users, scope),
        eq(users.resetPasswordTokenHash, tokenHash),
        gt(users.resetPasswordExpiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
}

/** The user whose confirmation token has this hash, sent after `sentAfter`. */
export async function findUserByConfirmationTokenHash(
  scope: TenantScope,
  tokenHash: string,
  sentAfter: Date,
): Promise<UserRow | undefined> {
  const [row] = await scope.transaction
    .select()
    .from(users)
    .where(
      and(ofTenant(users, scope), eq(users.confirmationTokenHash, tokenHash), gt(users.confirmationSentAt, sentAfter)),
    )
    .limit(1);
  return row;
}
