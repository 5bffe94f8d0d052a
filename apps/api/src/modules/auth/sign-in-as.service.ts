import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant } from '../../platform/database/tenant-scope.ts';
import { insertAuditEvent } from '../audit/audit.repository.ts';
import { forbidden, usersError } from '../users/users.errors.ts';
import { canSignInAs, policyTarget } from '../users/users.policy.ts';
import { findUserViewOr404, type UserView } from '../users/users.service.ts';
import { createSession, type NewSession } from './auth.service.ts';

/**
 * Signs the actor in as another user: a new session of the target marked with
 * the impersonator, audited. The actor's own session stays valid.
 */
export async function signInAsUser(
  database: Database,
  actor: SignedInUser,
  userId: number,
  context: { lifespanMs: number; userAgent: string | undefined; ipAddress: string },
): Promise<{ view: UserView; session: NewSession }> {
  return withTenant(database, actor.tenantId, async (scope) => {
    const view = await findUserViewOr404(scope, userId);
    if (!canSignInAs(actor, policyTarget(view))) throw forbidden();
    if (view.user.status !== 'active' || !view.user.confirmedAt) {
      throw usersError(422, 'target_cannot_sign_in', 'users.errors.cannot_sign_in');
    }
    const session = await createSession(scope, view.user, {
      lifespanMs: context.lifespanMs,
      userAgent: context.userAgent,
      impersonatorUserId: actor.id,
    });
    await insertAuditEvent(scope, {
      action: 'sign_in_as',
      actorUserId: actor.id,
      subjectUserId: view.user.id,
      details: { client: session.client },
      ipAddress: context.ipAddress,
    });
    return { view, session };
  });
}
