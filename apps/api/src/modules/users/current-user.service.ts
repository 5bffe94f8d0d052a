import type { Availability, DigestFrequency, UserLocale } from '@volunteerly/contracts/users';
import type { SignedInUser } from '../../platform/auth/authentication.ts';
import { verifyPassword } from '../../platform/auth/password-hashing.ts';
import type { Database } from '../../platform/database/connection.ts';
import { readAsTenant, withTenant } from '../../platform/database/tenant-scope.ts';
import { FieldValidationError } from '../../platform/http/api-error.ts';
import { givenFields } from '../../platform/http/given-fields.ts';
import type { PersonalDataPart } from '../../platform/personal-data/personal-data.ts';
import { chooseProfileTags } from './profile-tags.service.ts';
import { eraseUser } from './user-erasure.service.ts';
import { passwordInvalid, userNotFound } from './users.errors.ts';
import { fullNameOf } from './users.presenter.ts';
import { findUserById, updateUser } from './users.repository.ts';
import { findUserViewOr404, loadUserView, type UserView } from './users.service.ts';

/** The signed-in user, and who signed in as them (when this session is an impersonation). */
export interface CurrentUserView extends UserView {
  impersonator: { id: number; fullName: string } | null;
}

/** The signed-in user with roles, and the impersonator of this session if any. */
export async function showCurrentUser(database: Database, actor: SignedInUser): Promise<CurrentUserView> {
  return readAsTenant(database, actor.tenantId, async (scope) => {
    const view = await findUserViewOr404(scope, actor.id);
    const impersonator =
      actor.impersonatorUserId === null ? undefined : await findUserById(scope, actor.impersonatorUserId);
    return {
      ...view,
      impersonator: impersonator ? { id: impersonator.id, fullName: fullNameOf(impersonator) } : null,
    };
  });
}

/** What a user may change of their own profile (undefined: unchanged; null: cleared). */
export interface ProfileUpdate {
  firstName?: string | undefined;
  lastName?: string | undefined;
  phone?: string | null | undefined;
  dateOfBirth?: string | null | undefined;
  postcode?: string | null | undefined;
  city?: string | null | undefined;
  locale?: UserLocale | undefined;
  aboutMe?: string | null | undefined;
  /** What the user wrote themselves ("other"), beside the chosen skill tags. */
  skills?: string[] | undefined;
  /** What the user wrote themselves ("other"), beside the chosen category tags. */
  interests?: string[] | undefined;
  skillTagIds?: number[] | undefined;
  interestTagIds?: number[] | undefined;
  availability?: Availability | undefined;
  visibleInPool?: boolean | undefined;
  digestFrequency?: DigestFrequency | undefined;
}

/** The volunteer profile fields, with their names on the wire; only where the tenant has volunteer profiles. */
const volunteerProfileFields = {
  aboutMe: 'about_me',
  skills: 'skills',
  interests: 'interests',
  skillTagIds: 'skill_tag_ids',
  interestTagIds: 'interest_tag_ids',
  availability: 'availability',
  visibleInPool: 'visible_in_pool',
} as const satisfies Partial<Record<keyof ProfileUpdate, string>>;

/**
 * The signed-in user edits their profile (volunteer profile fields only when the tenant switched
 * them on), the chosen tags in the same transaction.
 */
export async function updateCurrentUser(
  database: Database,
  actor: SignedInUser,
  changes: ProfileUpdate,
  tenant: { volunteerProfiles: boolean },
): Promise<UserView> {
  const { skillTagIds, interestTagIds, ...fields } = changes;
  const given = givenFields(changes);
  if (!tenant.volunteerProfiles) {
    const refused = Object.entries(volunteerProfileFields).filter(([field]) => field in given);
    if (refused.length > 0) {
      throw new FieldValidationError(
        refused.map(([, wireName]) => ({
          pointer: `/user/${wireName}`,
          code: 'volunteer_profiles_disabled',
          messageKey: 'users.profile.volunteer_profiles_disabled',
        })),
      );
    }
  }
  return withTenant(database, actor.tenantId, async (scope) => {
    const updated = await updateUser(scope, actor.id, givenFields(fields));
    if (!updated) throw userNotFound();
    await chooseProfileTags(scope, actor.id, { skillTagIds, interestTagIds });
    return loadUserView(scope, updated);
  });
}

/**
 * The signed-in user erases their account after giving their password: one
 * transaction in which every module's personal-data part removes or anonymises its rows about
 * them, then the account goes.
 */
export async function deleteCurrentUser(
  database: Database,
  actor: SignedInUser,
  password: string,
  personalData: readonly PersonalDataPart[],
): Promise<void> {
  const user = await withTenant(database, actor.tenantId, (scope) => findUserById(scope, actor.id));
  if (!user) throw userNotFound();
  if (!(await verifyPassword(password, user.encryptedPassword))) {
    throw passwordInvalid();
  }
  await withTenant(database, actor.tenantId, async (scope) => {
    const current = await findUserById(scope, actor.id);
    if (!current) throw userNotFound();
    await eraseUser(scope, current, { actorUserId: null, via: 'self' }, personalData);
  });
}
