import { and, asc, desc, eq, gt, isNotNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/database/connection.ts';
import { ofTenant, readAsPlatform, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { userRoles, users, type UserRow } from '../users/users.schema.ts';
import { authTokens, type AuthTokenRow, type NewAuthTokenRow } from './auth.schema.ts';

/** Stores a new device session. */
export async function insertAuthToken(
  scope: TenantScope,
  values: Omit<NewAuthTokenRow, 'tenantId' | 'id'>,
): Promise<AuthTokenRow> {
  const [row] = await scope.transaction
    .insert(authTokens)
    .values({ ...values, tenantId: scope.tenantId })
    .onConflictDoUpdate({
      target: [authTokens.tenantId, authTokens.userId, authTokens.client],
      set: { tokenHash: values.tokenHash, expiresAt: values.expiresAt, lastUsedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error('auth token insert returned nothing');
  return row;
}

/** Keeps the newest `keep` sessions of a user and deletes the rest. */
export async function deleteOldestAuthTokens(scope: TenantScope, userId: number, keep: number): Promise<void> {
  const newest = await scope.transaction
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(and(ofTenant(authTokens, scope), eq(authTokens.userId, userId)))
    .orderBy(desc(authTokens.createdAt), desc(authTokens.id))
    .limit(keep);
  await scope.transaction.delete(authTokens).where(
    and(
      ofTenant(authTokens, scope),
      eq(authTokens.userId, userId),
      notInArray(
        authTokens.id,
        newest.map((row) => row.id),
      ),
    ),
  );
}

/** The session of a device with the user it belongs to, by the uid (e-mail) and client headers. */
export async function findSessionByClient(
  scope: TenantScope,
  email: string,
  client: string,
): Promise<{ token: AuthTokenRow; user: UserRow } | undefined> {
  const [row] = await scope.transaction
    .select({ token: authTokens, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(ofTenant(authTokens, scope), eq(users.email, email.trim().toLowerCase()), eq(authTokens.client, client)))
    .limit(1);
  return row;
}

/** Marks a session as used now. */
export async function touchAuthToken(scope: TenantScope, tokenId: number): Promise<void> {
  await scope.transaction
    .update(authTokens)
    .set({ lastUsedAt: new Date() })
    .where(and(ofTenant(authTokens, scope), eq(authTokens.id, tokenId)));
}

/** Ends one device session; true when there was one. */
export async function deleteAuthToken(scope: TenantScope, userId: number, client: string): Promise<boolean> {
  const deleted = await scope.transaction
    .delete(authTokens)
    .where(and(ofTenant(authTokens, scope), eq(authTokens.userId, userId), eq(authTokens.client, client)))
    .returning({ id: authTokens.id });
  return deleted.length > 0;
}

/** Ends one of a user's sessions by its id; true when there was one. */
export async function deleteAuthTokenById(scope: TenantScope, userId: number, tokenId: number): Promise<boolean> {
  const deleted = await scope.transaction
    .delete(authTokens)
    .where(and(ofTenant(authTokens, scope), eq(authTokens.userId, userId), eq(authTokens.id, tokenId)))
    .returning({ id: authTokens.id });
  return deleted.length > 0;
}

/** Ends every session of a user except one device's (after a password change, 'sign out everywhere else'). */
export async function deleteOtherAuthTokens(
  scope: TenantScope,
  userId: number,
  keepClient: string | null,
): Promise<void> {
  await scope.transaction
    .delete(authTokens)
    .where(
      and(
        ofTenant(authTokens, scope),
        eq(authTokens.userId, userId),
        ...(keepClient === null ? [] : [ne(authTokens.client, keepClient)]),
      ),
    );
}

/** The user's sessions that have not expired, most recently used first. */
export async function findActiveAuthTokens(scope: TenantScope, userId: number): Promise<AuthTokenRow[]> {
  return scope.transaction
    .select()
    .from(authTokens)
    .where(and(ofTenant(authTokens, scope), eq(authTokens.userId, userId), gt(authTokens.expiresAt, new Date())))
    .orderBy(desc(authTokens.lastUsedAt), asc(authTokens.id));
}

/** A session with what the authentication check needs of its user, roles included. */
export interface SessionLookup {
  tokenId: number;
  tokenHash: string;
  expiresAt: Date;
  lastUsedAt: Date;
  impersonatorUserId: number | null;
  userId: number;
  email: string;
  status: UserRow['status'];
  confirmedAt: Date | null;
  roles: {
    name: 'super_admin' | 'center_admin' | 'admin';
    resourceType: 'VolunteerCenter' | 'Organization' | null;
    resourceId: number | null;
  }[];
}

function prepareSessionLookup(database: Database) {
  const tenantId = sql.placeholder('tenantId');
  const roles = sql<SessionLookup['roles']>`coalesce((
    select json_agg(json_build_object('name', ${userRoles.name}, 'resourceType', ${userRoles.resourceType}, 'resourceId', ${userRoles.resourceId}) order by ${userRoles.id})
      from ${userRoles}
     where ${userRoles.userId} = ${users.id} and ${userRoles.tenantId} = ${tenantId}
  ), '[]'::json)`;
  return database.builder
    .select({
      tokenId: authTokens.id,
      tokenHash: authTokens.tokenHash,
      expiresAt: authTokens.expiresAt,
      lastUsedAt: authTokens.lastUsedAt,
      impersonatorUserId: authTokens.impersonatorUserId,
      userId: users.id,
      email: users.email,
      status: users.status,
      confirmedAt: users.confirmedAt,
      roles,
    })
    .from(authTokens)
    .innerJoin(users, and(eq(users.id, authTokens.userId), eq(users.tenantId, tenantId)))
    .where(
      and(
        eq(authTokens.tenantId, tenantId),
        eq(users.email, sql.placeholder('email')),
        eq(authTokens.client, sql.placeholder('client')),
      ),
    )
    .limit(1)
    .prepare('find_session_for_authentication');
}

const preparedLookups = new WeakMap<Database, ReturnType<typeof prepareSessionLookup>>();

/**
 * The session of a device, its user and the user's roles, in ONE prepared
 * statement outside a transaction: it runs on every signed-in request
 * (bench:auth). It reads as the connection's role, so every table is filtered
 * on the tenant explicitly — the same guarantee RLS gives inside withTenant
 * (decision 005).
 */
export async function findSessionForAuthentication(
  database: Database,
  tenantId: number,
  email: string,
  client: string,
): Promise<SessionLookup | undefined> {
  let lookup = preparedLookups.get(database);
  if (!lookup) {
    lookup = prepareSessionLookup(database);
    preparedLookups.set(database, lookup);
  }
  const [row] = await lookup.execute({ tenantId, email: email.trim().toLowerCase(), client });
  // json_agg returns resource ids as JSON numbers; bigint ids fit (they are far below 2^53).
  return row as SessionLookup | undefined;
}

/** One person's session on one device, as an open live stream names it. */
export interface DeviceSession {
  tenantId: number;
  userId: number;
  client: string;
}

/**
 * Which of these device sessions are still signed in: the session exists and has not expired, and
 * its person is active and confirmed (what the authentication check asks, less the token itself).
 * One statement over every tenant, read as the connection's role with each row's tenant named, as
 * `findSessionForAuthentication` does; the sessions travel as three array parameters.
 */
export async function findSignedInDeviceSessions(
  database: Database,
  sessions: readonly DeviceSession[],
): Promise<DeviceSession[]> {
  if (sessions.length === 0) return [];
  const asked = sql`(select * from unnest(${sql.param(sessions.map((session) => session.tenantId))}::bigint[],
                                          ${sql.param(sessions.map((session) => session.userId))}::bigint[],
                                          ${sql.param(sessions.map((session) => session.client))}::text[]))`;
  return readAsPlatform(database, (builder) =>
    builder
      .select({ tenantId: authTokens.tenantId, userId: authTokens.userId, client: authTokens.client })
      .from(authTokens)
      .innerJoin(users, and(eq(users.tenantId, authTokens.tenantId), eq(users.id, authTokens.userId)))
      .where(
        and(
          sql`(${authTokens.tenantId}, ${authTokens.userId}, ${authTokens.client}) in ${asked}`,
          gt(authTokens.expiresAt, sql`now()`),
          eq(users.status, 'active'),
          isNotNull(users.confirmedAt),
        ),
      ),
  );
}

/** What checking a password needs of an account, and no more (decoding a whole user row would cost a known address time an unknown one does not spend). */
export interface SignInCandidate {
  id: number;
  encryptedPassword: string | null;
  status: UserRow['status'];
  confirmedAt: Date | null;
}

/** The account with this e-mail address in the scope's tenant, reduced to what a sign-in checks. */
export async function findSignInCandidate(scope: TenantScope, email: string): Promise<SignInCandidate | undefined> {
  const [row] = await scope.transaction
    .select({
      id: users.id,
      encryptedPassword: users.encryptedPassword,
      status: users.status,
      confirmedAt: users.confirmedAt,
    })
    .from(users)
    .where(and(ofTenant(users, scope), eq(users.email, email.trim().toLowerCase())))
    .limit(1);
  return row;
}

/** Every session of a user, expired ones included (for their data export). */
export async function findAllAuthTokensOfUser(scope: TenantScope, userId: number): Promise<AuthTokenRow[]> {
  return scope.transaction
    .select()
    .from(authTokens)
    .where(and(ofTenant(authTokens, scope), eq(authTokens.userId, userId)))
    .orderBy(asc(authTokens.createdAt), asc(authTokens.id));
}
