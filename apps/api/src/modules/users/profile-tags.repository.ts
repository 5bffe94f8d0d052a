import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { tags, type TagKind } from '../tags/tags.schema.ts';
import { userProfileTags } from './users.schema.ts';

/** A tag on a volunteer's profile, with both its names (the presenter picks the request's). */
export interface ProfileTag {
  userId: number;
  id: number;
  kind: TagKind;
  name: string;
  nameEn: string | null;
}

/** The tags on the profiles of some users of the scope's tenant, in one query, by Dutch name. */
export async function findProfileTagsOfUsers(scope: TenantScope, userIds: readonly number[]): Promise<ProfileTag[]> {
  if (userIds.length === 0) return [];
  return scope.transaction
    .select({
      userId: userProfileTags.userId,
      id: tags.id,
      kind: tags.kind,
      name: tags.name,
      nameEn: tags.nameEn,
    })
    .from(userProfileTags)
    .innerJoin(tags, and(eq(tags.tenantId, userProfileTags.tenantId), eq(tags.id, userProfileTags.tagId)))
    .where(and(ofTenant(userProfileTags, scope), inArray(userProfileTags.userId, [...userIds])))
    .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id));
}

/**
 * Puts exactly these tags of these kinds on a user's profile: links of these kinds that are not
 * among them go, new ones come; links of other kinds stay.
 */
export async function replaceProfileTags(
  scope: TenantScope,
  userId: number,
  kinds: readonly TagKind[],
  tagIds: readonly number[],
): Promise<void> {
  if (kinds.length === 0) return;
  const linkedOfKinds = sql`${userProfileTags.tagId} in (
    select ${tags.id} from ${tags} where ${tags.tenantId} = ${scope.tenantId} and ${inArray(tags.kind, [...kinds])})`;
  await scope.transaction
    .delete(userProfileTags)
    .where(
      and(
        ofTenant(userProfileTags, scope),
        eq(userProfileTags.userId, userId),
        linkedOfKinds,
        ...(tagIds.length > 0 ? [notInArray(userProfileTags.tagId, [...tagIds])] : []),
      ),
    );
  if (tagIds.length === 0) return;
  await scope.transaction
    .insert(userProfileTags)
    .values(tagIds.map((tagId) => ({ tenantId: scope.tenantId, userId, tagId })))
    .onConflictDoNothing();
}
