import type { Database } from '../../platform/database/connection.ts';
import type { TenantScope } from '../../platform/database/tenant-scope.ts';
import { withTenant } from '../../platform/database/tenant-scope.ts';
import { verifyPassword } from '../../platform/auth/password-hashing.ts';
import { generateClientId, generateSecret, hashSecret } from '../../platform/auth/session-tokens.ts';
import { countFailedSignInsSince, insertAuditEvent } from '../audit/audit.repository.ts';
import { findNamedRolesOfUsers, findPasswordHashesInOtherTenants, findUserByEmail } from '../users/users.repository.ts';
import type { NamedRoleRow } from '../users/users.repository.ts';
import type { UserRow } from '../users/users.schema.ts';
import { deleteOldestAuthTokens, insertAuthToken } from './auth.repository.ts';

/** At most this many devices per user; signing in on another one ends the oldest (the accounts issue). */
export const maxClientsPerUser = 10;

const failedSignInWindowMs = 60 * 60 * 1000;

/** A new device session, with the secret that is shown once (only its hash is stored). */
export interface NewSession {
  client: string;
  accessToken: string;
  expiresAt: Date;
}

/** Why a person with the right password still cannot sign in. */
export type SignInRefusal = 'unconfirmed' | 'invited' | 'inactive' | 'archived';

/** What a sign-in attempt comes to. */
export type SignInOutcome =
  | { kind: 'signed_in'; user: UserRow; roles: NamedRoleRow[]; session: NewSession }
  | { kind: 'invalid_credentials' }
  | { kind: 'wrong_center' }
  | { kind: 'refused'; reason: SignInRefusal }
  | { kind: 'locked'; retryAfterSeconds: number };

/** Who is signing in, from where. */
export interface SignInRequest {
  tenantId: number;
  email: string;
  password: string;
  ipAddress: string;
  userAgent: string | undefined;
}

/** Starts a session for a user on a new device and ends their oldest beyond the limit. */
export async function createSession(
  scope: TenantScope,
  user: Pick<UserRow, 'id'>,
  options: { lifespanMs: number; userAgent: string | undefined; impersonatorUserId?: number | null },
): Promise<NewSession> {
  const session: NewSession = {
    client: generateClientId(),
    accessToken: generateSecret(),
    expiresAt: new Date(Date.now() + options.lifespanMs),
  };
  await insertAuthToken(scope, {
    userId: user.id,
    client: session.client,
    tokenHash: hashSecret(session.accessToken),
    expiresAt: session.expiresAt,
    userAgent: options.userAgent?.slice(0, 500) ?? null,
    impersonatorUserId: options.impersonatorUserId ?? null,
  });
  await deleteOldestAuthTokens(scope, user.id, maxClientsPerUser);
  return session;
}

function refusalOf(user: UserRow): SignInRefusal | undefined {
  if (user.status === 'invited') return 'invited';
  if (user.status === 'inactive') return 'inactive';
  if (user.status === 'archived') return 'archived';
  if (!user.confirmedAt) return 'unconfirmed';
  return undefined;
}

/**
 * Checks credentials and opens a session. An unknown e-mail and a wrong
 * password cost one Argon2 verification each and give the same outcome; only
 * the right password of an account on another partner's site reveals that.
 * Failed attempts are audited and lock the account after `failedSignInLimit` an hour.
 */
export async function signIn(
  database: Database,
  request: SignInRequest,
  policy: { lifespanMs: number; failedSignInLimit: number },
): Promise<SignInOutcome> {
  const audit = { ipAddress: request.ipAddress };
  const attempt = await withTenant(database, request.tenantId, async (scope) => {
    const user = await findUserByEmail(scope, request.email);
    if (!user) return { user: undefined } as const;
    const failures = await countFailedSignInsSince(scope, user.id, new Date(Date.now() - failedSignInWindowMs));
    if (failures.count >= policy.failedSignInLimit && failures.earliest) {
      const retryAt = failures.earliest.getTime() + failedSignInWindowMs;
      return { user, locked: Math.max(1, Math.ceil((retryAt - Date.now()) / 1000)) } as const;
    }
    return { user, locked: undefined } as const;
  });

  if (!attempt.user) {
    const [otherHash] = await findPasswordHashesInOtherTenants(database, request.tenantId, request.email);
    const matchesElsewhere = await verifyPassword(request.password, otherHash);
    await withTenant(database, request.tenantId, (scope) =>
      insertAuditEvent(scope, { action: 'sign_in_failed', details: { reason: 'unknown_email' }, ...audit }),
    );
    return matchesElsewhere ? { kind: 'wrong_center' } : { kind: 'invalid_credentials' };
  }
  const user = attempt.user;
  if (attempt.locked !== undefined) return { kind: 'locked', retryAfterSeconds: attempt.locked };

  if (!(await verifyPassword(request.password, user.encryptedPassword))) {
    await withTenant(database, request.tenantId, (scope) =>
      insertAuditEvent(scope, {
        action: 'sign_in_failed',
        subjectUserId: user.id,
        details: { reason: 'wrong_password' },
        ...audit,
      }),
    );
    return { kind: 'invalid_credentials' };
  }

  const refusal = refusalOf(user);
  if (refusal) {
    await withTenant(database, request.tenantId, (scope) =>
      insertAuditEvent(scope, {
        action: 'sign_in_failed',
        subjectUserId: user.id,
        details: { reason: refusal },
        ...audit,
      }),
    );
    return { kind: 'refused', reason: refusal };
  }

  return withTenant(database, request.tenantId, async (scope) => {
    const session = await createSession(scope, user, { lifespanMs: policy.lifespanMs, userAgent: request.userAgent });
    await insertAuditEvent(scope, {
      action: 'sign_in_succeeded',
      actorUserId: user.id,
      subjectUserId: user.id,
      details: { client: session.client },
      ...audit,
    });
    const roles = await findNamedRolesOfUsers(scope, [user.id]);
    return { kind: 'signed_in', user, roles, session } as const;
  });
}
