import type { Availability } from '@volunteerly/contracts/users';
import type { TenantScope } from '../../platform/database/tenant-scope.ts';
import type { ApiLocale } from '../../platform/i18n/api-messages.ts';
import { tagNameIn } from '../tags/tag-names.ts';
import { findUserWithProfileTags } from './profile-tags.repository.ts';

/** What a volunteer's profile says about when they can and what they do well. */
export interface VolunteerProfile {
  availability: Availability;
  /** The centre's skill tags they chose (in the reader's language), then what they wrote themselves. */
  skills: string[];
}

/**
 * A volunteer's availability and skills, for the organisation they applied to (issue 31 §5): the
 * applications module reads them here, never from this module's tables. Undefined for an unknown
 * user of the scope's tenant. Runs in the caller's transaction.
 */
export async function findVolunteerProfile(
  scope: TenantScope,
  userId: number,
  locale: ApiLocale,
): Promise<VolunteerProfile | undefined> {
  const found = await findUserWithProfileTags(scope, userId);
  if (!found) return undefined;
  const tagged = found.profileTags
    .filter((tag) => tag.kind === 'skill')
    .map((tag) => tagNameIn(locale, tag))
    .sort((left, right) => left.localeCompare(right, locale));
  const seen = new Set(tagged.map((name) => name.toLocaleLowerCase(locale)));
  const written = found.user.skills
    .map((skill) => skill.trim())
    .filter((skill) => skill !== '' && !seen.has(skill.toLocaleLowerCase(locale)));
  return { availability: found.user.availability, skills: [...tagged, ...new Set(written)] };
}
