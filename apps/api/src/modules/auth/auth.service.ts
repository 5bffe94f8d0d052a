import type { Database } from '../../platform/database/connection.ts';
import type { TenantScope } from '../../platform/database/tenant-scope.ts';
import { withTenant } from '../../platform/database/tenant-scope.ts';
import { verifyPassword } from '../../platform/auth/password-hashing.ts';
import { generateClientId, generateSecret, hashSecret } from '../../platform/auth/session-tokens.ts';
import { insertAuditEvent } from '../audit/audit.repository.ts';
import type { AttemptCounter } from '../../platform/shared-state/attempt-counter.ts';
import { failedSignInKey, failedSignInWindowMs } from './sign-in-failures.ts';
import { findNamedRolesOfUsers, findPasswordHashesInOtherTenants, findUserById } from '../users/users.repository.ts';
import type { NamedRoleRow } from '../users/users.repository.ts';
import type { UserRow } from '../users/users.schema.ts';
import { deleteOldestAuthTokens, findSignInCandidate, insertAuthToken } from './auth.repository.ts';

/** At most this many devices per user; signing in on another one ends the oldest (the accounts issue). */
export const maxClientsPerUser = 10;

/** A new device session, with the secret that is shown once (only its hash is stored). */
export interface NewSession {
  client: string;
  accessToken: string;
  expiresAt: Date;
}

/** Why a person with the right password still cannot sign in. */
export type SignInRefusal = 'unconfirmed' | 'invited' | 'inactive' | 'archived';

/** What happens after the answer: the audit entry of a failure and, when a source just got locked, the owner's notice. */
export interface SignInAftermath {
  /** A failed attempt to audit; its subject (if the address has an account) is looked up then, off the response path. */
  failure?: { email: string; reason: string; ipAddress: string; lockedSource: boolean };
}

/** What a sign-in attempt comes to. */
export type SignInOutcome = (
  | { kind: 'signed_in'; user: UserRow; roles: NamedRoleRow[]; session: NewSession }
  | { kind: 'invalid_credentials' }
  | { kind: 'wrong_center' }
  | { kind: 'refused'; reason: SignInRefusal }
  | { kind: 'locked'; retryAfterSeconds: number }
) &
  SignInAftermath;

/** Who is signing in, from where. */
export interface SignInRequest {
  tenantId: number;
  email: string;
  password: string;
  ipAddress: string;
  userAgent: string | undefined;
}

/** How sign-in behaves: session length and the failed-attempt limit per account and source. */
export interface SignInPolicy {
  lifespanMs: number;
  failedSignInLimit: number;
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

function refusalOf(user: Pick<UserRow, 'status' | 'confirmedAt'>): SignInRefusal | undefined {
  if (user.status === 'invited') return 'invited';
  if (user.status === 'inactive') return 'inactive';
  if (user.status === 'archived') return 'archived';
  if (!user.confirmedAt) return 'unconfirmed';
  return undefined;
}

/**
 * Checks credentials and opens a session.
 *
 * Timing and answers must not tell whether an address has an account (issue
 * 10, holes 8 and 9), so a known and an unknown address take the same steps:
 * read the failure count of address + source, look the address up here and
 * at the other partners, one Argon2 verification, count a failure. Writing
 * the audit entry is left to the caller's background work (`failure`), for
 * both alike.
 *
 * Failures are counted per address and source (client IP) in `failures`
 * (Redis with REDIS_URL): `failedSignInLimit` wrong passwords within an hour
 * lock that address for that source only, so a stranger cannot lock the
 * owner out, and the right password from elsewhere still works.
 */
export async function signIn(
  database: Database,
  failures: AttemptCounter,
  request: SignInRequest,
  policy: SignInPolicy,
): Promise<SignInOutcome> {
  const sourceKey = failedSignInKey(request.tenantId, request.email, request.ipAddress);
  const failure = (reason: string, lockedSource = false) => ({
    failure: { email: request.email, reason, ipAddress: request.ipAddress, lockedSource },
  });

  const tally = await failures.read(sourceKey);
  if (tally.count >= policy.failedSignInLimit) {
    return {
      kind: 'locked',
      retryAfterSeconds: Math.max(1, Math.ceil(tally.remainingMs / 1000)),
      ...failure('locked'),
    };
  }

  const [candidate, otherHashes] = await Promise.all([
    withTenant(database, request.tenantId, (scope) => findSignInCandidate(scope, request.email)),
    findPasswordHashesInOtherTenants(database, request.tenantId, request.email),
  ]);
  const matches = await verifyPassword(request.password, candidate ? candidate.encryptedPassword : otherHashes[0]);

  if (!candidate && matches) return { kind: 'wrong_center', ...failure('wrong_center') };
  if (!candidate || !matches) {
    const counted = await failures.add(sourceKey, failedSignInWindowMs);
    const reason = candidate ? 'wrong_password' : 'unknown_email';
    return { kind: 'invalid_credentials', ...failure(reason, counted.count === policy.failedSignInLimit) };
  }

  const refusal = refusalOf(candidate);
  if (refusal) return { kind: 'refused', reason: refusal, ...failure(refusal) };

  await failures.clear(sourceKey);
  return withTenant(database, request.tenantId, async (scope) => {
    const user = await findUserById(scope, candidate.id);
    if (!user) return { kind: 'invalid_credentials' } as const;
    const session = await createSession(scope, user, { lifespanMs: policy.lifespanMs, userAgent: request.userAgent });
    await insertAuditEvent(scope, {
      action: 'sign_in_succeeded',
      actorUserId: user.id,
      subjectUserId: user.id,
      details: { client: session.client },
      ipAddress: request.ipAddress,
    });
    const roles = await findNamedRolesOfUsers(scope, [user.id]);
    return { kind: 'signed_in', user, roles, session } as const;
  });
}
