import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { ofTenant, preparedPerBuilder, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { tags, type TagKind } from '../tags/tags.schema.ts';
import { userProfileTags, users, type UserRow } from './users.schema.ts';

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
 * A user of the scope's tenant by id with the tags on their profile, in one statement: the signed-in
 * user is loaded on every page, within a budget of round trips (test/performance).
 */
export async function findUserWithProfileTags(
  scope: TenantScope,
  userId: number,
): Promise<{ user: UserRow; profileTags: ProfileTag[] } | undefined> {
  const [row] = await userWithProfileTagsById(scope.transaction).execute({ tenantId: scope.tenantId, userId });
  return row && { user: row.user, profileTags: row.profileTags.map((tag) => ({ ...tag, userId: row.user.id })) };
}

const userWithProfileTagsById = preparedPerBuilder((builder) => {
  const tenantId = sql.placeholder('tenantId');
  // Written with aliases: a select from one table leaves its columns unqualified, and the
  // subquery's tables share their column names with it.
  const profileTags = sql<Omit<ProfileTag, 'userId'>[]>`coalesce((
    select json_agg(json_build_object('id', chosen_tag.id, 'kind', chosen_tag.kind, 'name', chosen_tag.name,
                                      'nameEn', chosen_tag.name_en)
                    order by lower(chosen_tag.name), chosen_tag.id)
      from ${userProfileTags} as chosen
      inner join ${tags} as chosen_tag on chosen_tag.tenant_id = ${tenantId} and chosen_tag.id = chosen.tag_id
     where chosen.tenant_id = ${tenantId} and chosen.user_id = ${users}.id
  ), '[]'::json)`;
  return builder
    .select({ user: users, profileTags })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, sql.placeholder('userId'))))
    .limit(1)
    .prepare('user_with_profile_tags_by_id');
});

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

/** Moves the profiles carrying one tag to another (a merge); a profile that carries both keeps one. */
export async function moveProfileTags(scope: TenantScope, sourceTagId: number, targetTagId: number): Promise<void> {
  await scope.transaction.execute(sql`
    update ${userProfileTags} set tag_id = ${targetTagId}
     where ${ofTenant(userProfileTags, scope)} and ${userProfileTags.tagId} = ${sourceTagId}
       and not exists (
         select 1 from ${userProfileTags} as already
          where already.user_id = ${userProfileTags.userId} and already.tag_id = ${targetTagId}
       )`);
  await scope.transaction
    .delete(userProfileTags)
    .where(and(ofTenant(userProfileTags, scope), eq(userProfileTags.tagId, sourceTagId)));
}
