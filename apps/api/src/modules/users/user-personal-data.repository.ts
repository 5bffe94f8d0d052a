import { and, eq } from 'drizzle-orm';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { userProfileTags, userRoles } from './users.schema.ts';

// What erasing an account removes of the users module's own tables before the account row goes.

/** Deletes every role of a person. */
export async function deleteRolesOfUser(scope: TenantScope, userId: number): Promise<void> {
  await scope.transaction.delete(userRoles).where(and(ofTenant(userRoles, scope), eq(userRoles.userId, userId)));
}

/** Deletes every tag on a person's profile (the tags themselves stay). */
export async function deleteProfileTagsOfUser(scope: TenantScope, userId: number): Promise<void> {
  await scope.transaction
    .delete(userProfileTags)
    .where(and(ofTenant(userProfileTags, scope), eq(userProfileTags.userId, userId)));
}
