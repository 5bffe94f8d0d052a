import { z } from 'zod';
import {
  dayParts,
  digestFrequencies,
  profileLimits,
  roleNames,
  roleResourceTypes,
  userLocales,
  userStatuses,
  weekdays,
} from '@volunteerly/contracts/users';
import {
  emailField,
  pastDateField,
  personNameField,
  phoneField,
  postcodeField,
} from '@volunteerly/contracts/users-schemas';

// The request bodies of the users endpoints (snake_case on the wire), built
// from the field rules the web forms share.

/** A user id in a path: digits only (anything else is not a user). */
export const userIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const tags = z.array(z.string().trim().min(1).max(profileLimits.tagLength)).max(profileLimits.tagCount);
const tagIds = z
  .array(z.union([z.string().regex(/^[1-9][0-9]{0,15}$/), z.number().int().positive()]).transform(Number))
  .max(profileLimits.tagCount);
const availability = z.partialRecord(z.enum(weekdays), z.array(z.enum(dayParts)).max(dayParts.length));

/** PATCH /api/v1/current_user: the profile fields a user edits themselves. */
export const profileUpdateSchema = z.object({
  user: z.object({
    first_name: personNameField.optional(),
    last_name: personNameField.optional(),
    phone: phoneField.nullable().optional(),
    date_of_birth: pastDateField.nullable().optional(),
    postcode: postcodeField.nullable().optional(),
    city: optionalText(profileLimits.city),
    locale: z.enum(userLocales).optional(),
    about_me: optionalText(profileLimits.aboutMe),
    /** What the user wrote themselves ("other"). */
    skills: tags.optional(),
    interests: tags.optional(),
    /** The centre's skill tags they chose. */
    skill_tag_ids: tagIds.optional(),
    /** The centre's category tags they chose as interests. */
    interest_tag_ids: tagIds.optional(),
    availability: availability.optional(),
    visible_in_pool: z.boolean().optional(),
    digest_frequency: z.enum(digestFrequencies).optional(),
  }),
});

/** POST /api/v1/users: an administrator invites someone. */
export const userCreateSchema = z.object({
  user: z.object({
    email: emailField,
    first_name: personNameField,
    last_name: personNameField,
    phone: phoneField.nullable().optional(),
    locale: z.enum(userLocales).optional(),
  }),
});

/** PATCH /api/v1/users/{id}: an administrator edits a user (status included). */
export const userUpdateSchema = z.object({
  user: z.object({
    email: emailField.optional(),
    first_name: personNameField.optional(),
    last_name: personNameField.optional(),
    phone: phoneField.nullable().optional(),
    locale: z.enum(userLocales).optional(),
    status: z.enum(userStatuses).optional(),
  }),
});

/** PUT …/add_role and DELETE …/remove_role: the role. */
export const roleBodySchema = z.object({
  role: z.object({
    name: z.enum(roleNames),
    resource_type: z.enum(roleResourceTypes).nullable().optional(),
    resource_id: z
      .union([z.string().regex(/^[1-9][0-9]{0,15}$/), z.number().int().positive()])
      .nullable()
      .optional(),
  }),
});
