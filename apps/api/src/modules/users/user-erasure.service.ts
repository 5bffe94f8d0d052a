import type { TenantScope } from '../../platform/database/tenant-scope.ts';
import type { PersonalDataPart } from '../../platform/personal-data/personal-data.ts';
import { insertAuditEvent } from '../audit/audit.repository.ts';
import { deleteUserRow } from './users.repository.ts';
import type { UserRow } from './users.schema.ts';

/**
 * Erases a user inside the caller's transaction: every module's personal-data part (decision
 * 046; the app hands them in, since most live in modules above this one) removes or anonymises
 * its rows about them, in the parts' order, then the account row goes. A `user_deleted` event
 * records who did it, without naming them.
 */
export async function eraseUser(
  scope: TenantScope,
  user: UserRow,
  by: { actorUserId: number | null; via: 'self' | 'administrator' },
  parts: readonly PersonalDataPart[],
): Promise<void> {
  for (const part of parts) await part.erase(scope, user);
  await deleteUserRow(scope, user.id);
  await insertAuditEvent(scope, {
    action: 'user_deleted',
    actorUserId: by.via === 'self' ? null : by.actorUserId,
    details: { via: by.via },
  });
}
