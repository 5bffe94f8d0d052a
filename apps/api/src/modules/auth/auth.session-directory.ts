import type { Database } from '../../platform/database/connection.ts';
import { withTenant } from '../../platform/database/tenant-scope.ts';
import type { SessionDirectory } from '../../platform/auth/authentication.ts';
import { matchesSecretHash } from '../../platform/auth/session-tokens.ts';
import { findSessionForAuthentication, touchAuthToken } from './auth.repository.ts';

// last_used_at is for the 'your devices' page, not an audit trail: writing it
// on every request would make every signed-in request a write.
const touchIntervalMs = 5 * 60 * 1000;

/** The session lookup the authentication hook uses: token hash, expiry and an active, confirmed user. */
export function databaseSessionDirectory(database: Database): SessionDirectory {
  return {
    async findSignedInUser(tenantId, credentials) {
      const found = await findSessionForAuthentication(database, tenantId, credentials.uid, credentials.client);
      if (!found) return undefined;
      if (!matchesSecretHash(credentials.accessToken, found.tokenHash)) return undefined;
      if (found.expiresAt.getTime() <= Date.now()) return undefined;
      if (found.status !== 'active' || !found.confirmedAt) return undefined;
      if (Date.now() - found.lastUsedAt.getTime() > touchIntervalMs) {
        await withTenant(database, tenantId, (scope) => touchAuthToken(scope, found.tokenId));
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
  };
}
