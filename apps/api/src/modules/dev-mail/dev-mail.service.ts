import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant } from '../../platform/database/tenant-scope.ts';
import { capturedMailForbidden } from './dev-mail.errors.ts';
import { canReadCapturedMail } from './dev-mail.policy.ts';
import { findCapturedMails } from './dev-mail.repository.ts';
import type { CapturedMailRow } from './dev-mail.schema.ts';

/** GET /api/v1/dev/mails: a page of the tenant's captured mail, newest first (super admins only). */
export async function listCapturedMails(
  database: Database,
  actor: SignedInUser,
  window: { offset: number; limit: number },
): Promise<{ rows: CapturedMailRow[]; total: number }> {
  if (!canReadCapturedMail(actor)) throw capturedMailForbidden();
  return withTenant(database, actor.tenantId, (scope) => findCapturedMails(scope, window));
}
