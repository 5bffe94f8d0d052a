import { and, asc, eq } from 'drizzle-orm';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { authTokens, type AuthTokenRow } from './auth.schema.ts';

// What the auth module keeps about a person beyond their own sessions (auth.repository.ts), and
// what erasing their account removes of its table before the account row goes.

/** The sessions a person opened as someone else (sign-in-as), oldest first. */
export async function findSessionsOpenedBy(scope: TenantScope, userId: number): Promise<AuthTokenRow[]> {
  return scope.transaction
    .select()
    .from(authTokens)
    .where(and(ofTenant(authTokens, scope), eq(authTokens.impersonatorUserId, userId)))
    .orderBy(asc(authTokens.createdAt), asc(authTokens.id));
}

/** Ends every session of a person: their devices' tokens are deleted. */
export async function deleteAuthTokensOfUser(scope: TenantScope, userId: number): Promise<void> {
  await scope.transaction.delete(authTokens).where(and(ofTenant(authTokens, scope), eq(authTokens.userId, userId)));
}

/** Ends the sessions a person opened as someone else. */
export async function deleteSessionsOpenedBy(scope: TenantScope, userId: number): Promise<void> {
  await scope.transaction
    .delete(authTokens)
    .where(and(ofTenant(authTokens, scope), eq(authTokens.impersonatorUserId, userId)));
}
