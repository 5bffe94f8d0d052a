import type { Database } from '../../platform/database/connection.ts';
import { readAsTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { FieldValidationError, type FieldProblem } from '../../platform/http/api-error.ts';
import { findTenantTags } from '../tags/tags.service.ts';
import type { TagKind } from '../tags/tags.schema.ts';
import { findProfileTagsOfUsers, replaceProfileTags } from './profile-tags.repository.ts';

/** The centre's tags a volunteer chose: skill tags as skills, category tags as interests. */
export interface ProfileTagChoice {
  skillTagIds?: readonly number[] | undefined;
  interestTagIds?: readonly number[] | undefined;
}

/** Which kind of tag each choice takes, where its problems point and what they say. */
const choices = [
  { field: 'skillTagIds', kind: 'skill', pointer: '/user/skill_tag_ids', messageKey: 'users.profile.unknown_skill' },
  {
    field: 'interestTagIds',
    kind: 'category',
    pointer: '/user/interest_tag_ids',
    messageKey: 'users.profile.unknown_interest',
  },
] as const satisfies readonly { field: keyof ProfileTagChoice; kind: TagKind; pointer: string; messageKey: string }[];

/**
 * Puts the chosen tags on the user's profile (each choice given replaces that kind's links). Every
 * id must be a tag of the user's tenant of the right kind: anything else (another tenant's tag
 * included) is a 422 and changes nothing. Runs in the caller's transaction.
 */
export async function chooseProfileTags(scope: TenantScope, userId: number, choice: ProfileTagChoice): Promise<void> {
  const given = choices.flatMap((entry) => {
    const ids = choice[entry.field];
    return ids === undefined ? [] : [{ ...entry, ids: [...new Set(ids)] }];
  });
  if (given.length === 0) return;
  const found = await findTenantTags(
    scope,
    given.flatMap((entry) => entry.ids),
  );
  const kindOf = new Map(found.map((tag) => [tag.id, tag.kind]));
  const problems: FieldProblem[] = given
    .filter((entry) => entry.ids.some((id) => kindOf.get(id) !== entry.kind))
    .map((entry) => ({ pointer: entry.pointer, code: 'tag_unknown', messageKey: entry.messageKey }));
  if (problems.length > 0) throw new FieldValidationError(problems);
  for (const entry of given) await replaceProfileTags(scope, userId, [entry.kind], entry.ids);
}

/**
 * The tags on a volunteer's profile as ids, for matching vacancies to them (issue 15's digest):
 * skill tags and category (interest) tags. Empty for a user of another tenant.
 */
export async function findProfileTagIds(
  database: Database,
  tenantId: number,
  userId: number,
): Promise<{ skillTagIds: number[]; interestTagIds: number[] }> {
  const profileTags = await readAsTenant(database, tenantId, (scope) => findProfileTagsOfUsers(scope, [userId]));
  return {
    skillTagIds: profileTags.filter((tag) => tag.kind === 'skill').map((tag) => tag.id),
    interestTagIds: profileTags.filter((tag) => tag.kind === 'category').map((tag) => tag.id),
  };
}
