import type { Database } from '../../platform/database/connection.ts';
import { withTenant } from '../../platform/database/tenant-scope.ts';
import type { SessionDirectory } from '../../platform/auth/authentication.ts';
import { matchesSecretHash } from '../../platform/auth/session-tokens.ts';
import type { OpenSessionCheck } from '../../platform/live/live-streams.ts';
import type { InvalidationChannel } from '../../platform/shared-state/invalidation-channel.ts';
import {
  findSessionForAuthentication,
  findSignedInDeviceSessions,
  touchAuthToken,
  type SessionLookup,
} from './auth.repository.ts';

// last_used_at is for the 'your devices' page, not an audit trail: writing it
// on every request would make every signed-in request a write.
const touchIntervalMs = 5 * 60 * 1000;

// More distinct devices than this within one cache period: start over rather than grow.
const maximumCachedSessions = 10_000;

interface CachedLookup {
  lookup: SessionLookup;
  storedAt: number;
}

/**
 * The session lookup the authentication hook uses: token hash, expiry and an
 * active, confirmed user.
 *
 * A lookup is reused for `cacheMs` within this process (decision 005): the
 * token hash, expiry and status are still checked on every request, and
 * `forgetAll` — called after every request that may have written, before
 * its answer goes out — empties the cache, so a sign-out, password change,
 * role or status change made through this process counts at once. After a
 * request that succeeded it also announces the change on `invalidations`;
 * with REDIS_URL every other process empties its cache when the announcement
 * arrives, which is before the client has the answer to the write (issue 10,
 * hole 15). Without Redis there is one process.
 */
export function databaseSessionDirectory(
  database: Database,
  options: { cacheMs: number; invalidations?: InvalidationChannel },
): SessionDirectory {
  const cache = new Map<string, CachedLookup>();
  // Bumped on every forget: a lookup that started before a write must not be cached after it.
  let generation = 0;
  function forgetLocally(): void {
    generation += 1;
    cache.clear();
  }
  options.invalidations?.listen(forgetLocally);

  async function lookUp(tenantId: number, uid: string, client: string): Promise<SessionLookup | undefined> {
    if (options.cacheMs <= 0) return findSessionForAuthentication(database, tenantId, uid, client);
    const key = `${tenantId}\u0000${uid.trim().toLowerCase()}\u0000${client}`;
    const cached = cache.get(key);
    if (cached && Date.now() - cached.storedAt < options.cacheMs) return cached.lookup;
    const startedIn = generation;
    const found = await findSessionForAuthentication(database, tenantId, uid, client);
    if (found && startedIn === generation) {
      if (cache.size >= maximumCachedSessions) cache.clear();
      cache.set(key, { lookup: found, storedAt: Date.now() });
    } else {
      cache.delete(key);
    }
    return found;
  }

  return {
    async findSignedInUser(tenantId, credentials) {
      const found = await lookUp(tenantId, credentials.uid, credentials.client);
      if (!found) return undefined;
      if (!matchesSecretHash(credentials.accessToken, found.tokenHash)) return undefined;
      if (found.expiresAt.getTime() <= Date.now()) return undefined;
      if (found.status !== 'active' || !found.confirmedAt) return undefined;
      if (Date.now() - found.lastUsedAt.getTime() > touchIntervalMs) {
        await withTenant(database, tenantId, (scope) => touchAuthToken(scope, found.tokenId));
        found.lastUsedAt = new Date();
      }
      return {
        id: found.userId,
        tenantId,
        email: found.email,
        client: credentials.client,
        impersonatorUserId: found.impersonatorUserId,
        roles: found.roles,
      };
    },
    async forgetAll({ everywhere }) {
      forgetLocally();
      if (everywhere) await options.invalidations?.announce();
    },
  };
}

/**
 * The live streams' question (issue 29, hole 10): which of these device sessions are still signed
 * in. A stream whose session is not among them is closed: signed out, ended from another device or
 * by a password reset or change, or its person blocked, archived or erased.
 */
export function signedInSessionCheck(database: Database): OpenSessionCheck {
  return (sessions) => findSignedInDeviceSessions(database, sessions);
}
