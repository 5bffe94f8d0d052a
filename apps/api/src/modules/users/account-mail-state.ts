import type { UserRow } from './users.schema.ts';

/** Which account mail a user still has to act on: the invitation, a confirmation, or none. */
export function pendingAccountMail(
  user: Pick<UserRow, 'status' | 'confirmedAt' | 'unconfirmedEmail'>,
): 'invitation' | 'confirmation' | undefined {
  if (user.status === 'invited') return 'invitation';
  if (user.status !== 'active') return undefined;
  return !user.confirmedAt || user.unconfirmedEmail ? 'confirmation' : undefined;
}
