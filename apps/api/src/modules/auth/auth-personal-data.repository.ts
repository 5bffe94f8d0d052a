import { and, eq } from 'drizzle-orm';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { authTokens } from './auth.schema.ts';

// What erasing an account removes of the auth module's own table before the account row goes.

/** Ends every session of a person: their devices' tokens are deleted. */
export async function deleteAuthTokensOfUser(scope: TenantScope, userId: number): Promise<void> {
  await scope.transaction.delete(authTokens).where(and(ofTenant(authTokens, scope), eq(authTokens.userId, userId)));
}
