import type { Database } from '../../platform/database/connection.ts';
import { withTenant } from '../../platform/database/tenant-scope.ts';
import { authError, sessionNotFound } from './auth.errors.ts';
import {
  deleteAuthToken,
  deleteAuthTokenById,
  deleteOtherAuthTokens,
  findActiveAuthTokens,
} from './auth.repository.ts';
import type { AuthTokenRow } from './auth.schema.ts';

/** A signed-in device: who, and which client. */
export interface DeviceSession {
  tenantId: number;
  id: number;
  client: string;
}

/** GET /api/v1/sessions: the user's devices that are still signed in. */
export async function listSessions(database: Database, user: DeviceSession): Promise<AuthTokenRow[]> {
  return withTenant(database, user.tenantId, (scope) => findActiveAuthTokens(scope, user.id));
}

/** DELETE /api/v1/sessions/{id}: signs one of the user's devices out (404 when it is not theirs or gone). */
export async function endSession(database: Database, user: DeviceSession, sessionId: number): Promise<void> {
  const ended = await withTenant(database, user.tenantId, (scope) => deleteAuthTokenById(scope, user.id, sessionId));
  if (!ended) throw sessionNotFound();
}

/** DELETE /api/v1/sessions: signs every device of the user out, this one included. */
export async function endAllSessions(database: Database, user: DeviceSession): Promise<void> {
  await withTenant(database, user.tenantId, (scope) => deleteOtherAuthTokens(scope, user.id, null));
}

/** DELETE /auth/sign_out: signs this device out (404 when the request is not signed in). */
export async function signOut(database: Database, user: DeviceSession | undefined): Promise<void> {
  const ended = user
    ? await withTenant(database, user.tenantId, (scope) => deleteAuthToken(scope, user.id, user.client))
    : false;
  if (!ended) throw authError(404, 'not_signed_in', 'auth.errors.not_signed_in');
}
