import type { PersonalDataPart } from '../../platform/personal-data/personal-data.ts';
import { deleteProfileTagsOfUser, deleteRolesOfUser } from './user-personal-data.repository.ts';
import { findUserViewOr404 } from './users.service.ts';

/**
 * The account itself: every profile field, the profile's tags and the roles. Erasure removes the
 * roles and the profile's tags here; the account row goes last, after every module's part
 * (`eraseUser`).
 */
export const usersPersonalData = {
  module: 'users',
  tables: [
    { table: 'user_roles', column: 'user_id', section: 'roles', erase: 'remove' },
    { table: 'user_profile_tags', column: 'user_id', section: 'user', erase: 'remove' },
  ],
  async export(scope, person) {
    const { user, roles, profileTags } = await findUserViewOr404(scope, person.id);
    return {
      user: {
        id: String(user.id),
        email: user.email,
        unconfirmed_email: user.unconfirmedEmail,
        first_name: user.firstName,
        last_name: user.lastName,
        phone: user.phone,
        date_of_birth: user.dateOfBirth,
        postcode: user.postcode,
        city: user.city,
        locale: user.locale,
        avatar_url: user.avatarUrl,
        status: user.status,
        confirmed_at: user.confirmedAt?.toISOString() ?? null,
        about_me: user.aboutMe,
        skills: user.skills,
        interests: user.interests,
        // The centre's tags chosen on the profile: skill tags as skills, category tags as interests.
        profile_tags: profileTags.map((tag) => ({ kind: tag.kind, name: tag.name, name_en: tag.nameEn })),
        availability: user.availability,
        visible_in_pool: user.visibleInPool,
        digest_frequency: user.digestFrequency,
        created_at: user.createdAt.toISOString(),
        updated_at: user.updatedAt.toISOString(),
      },
      roles: roles.map((role) => ({
        name: role.name,
        resource_type: role.resourceType,
        resource_id: role.resourceId === null ? null : String(role.resourceId),
        resource_name: role.resourceName,
        created_at: role.createdAt.toISOString(),
      })),
    };
  },
  async erase(scope, person) {
    await deleteRolesOfUser(scope, person.id);
    await deleteProfileTagsOfUser(scope, person.id);
  },
} as const satisfies PersonalDataPart;
