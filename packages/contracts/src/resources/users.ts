import { z } from 'zod';
import { listDocumentSchema, resourceDocumentSchema, resourceSchema, toManySchema } from '../json-api-schemas.ts';
import {
  accountAbilityNames,
  dayParts,
  digestFrequencies,
  roleNames,
  roleResourceTypes,
  userAbilityNames,
  userLocales,
  userStatuses,
  weekdays,
} from '../users.ts';
import { organizationSummaryResourceSchema } from './organizations.ts';
import { namedTagSchema } from './tags.ts';

const timestamp = z.iso.datetime({ offset: true });

/** A role, with the name of the centre or organisation it is bound to. */
export const roleResourceSchema = resourceSchema({
  type: 'roles',
  attributes: {
    name: z.enum(roleNames),
    resourceType: z.enum(roleResourceTypes).nullable(),
    resourceId: z.string().nullable(),
    resourceName: z.string().nullable(),
  },
});
export type RoleResource = z.infer<typeof roleResourceSchema>;

const abilities = <const N extends readonly string[]>(names: N) =>
  z.object(Object.fromEntries(names.map((name) => [name, z.boolean()])) as Record<N[number], z.ZodBoolean>);

/** What the signed-in user may do with one user. */
export const userAbilitiesSchema = abilities(userAbilityNames);
/** What the signed-in user may do in general (the current user's `meta.abilities`). */
export const accountAbilitiesSchema = abilities(accountAbilityNames);

/** A user's account: what every user resource carries. */
export const accountAttributes = {
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  locale: z.enum(userLocales),
  avatarUrl: z.string().nullable(),
  status: z.enum(userStatuses),
  confirmedAt: timestamp.nullable(),
  createdAt: timestamp,
};

/** What only the user themselves and the managers of their tenant see. */
export const personalDetailAttributes = {
  phone: z.string().nullable(),
  dateOfBirth: z.iso.date().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  unconfirmedEmail: z.string().nullable(),
  aboutMe: z.string().nullable(),
  /** What the user wrote themselves ("other"), beside `skillTags`. */
  skills: z.array(z.string()),
  /** What the user wrote themselves ("other"), beside `interestTags`. */
  interests: z.array(z.string()),
  availability: z.partialRecord(z.enum(weekdays), z.array(z.enum(dayParts))),
  visibleInPool: z.boolean(),
  digestFrequency: z.enum(digestFrequencies),
};

/**
 * The centre's tags on a volunteer's profile, named in the request's language: skill tags as
 * skills, category tags as interests. Sent with the personal details where the user was loaded
 * with them (not in the answers of the sign-in calls).
 */
export const profileTagAttributes = {
  skillTags: z.array(namedTagSchema),
  interestTags: z.array(namedTagSchema),
};

const optionalPersonalDetails = { ...personalDetailAttributes, ...profileTagAttributes };

/** A user's attributes: the account, and the personal details when the asker may see them. */
export const userAttributes = {
  ...accountAttributes,
  ...Object.fromEntries(Object.entries(optionalPersonalDetails).map(([name, schema]) => [name, schema.optional()])),
} as typeof accountAttributes & {
  [K in keyof typeof optionalPersonalDetails]: z.ZodOptional<(typeof optionalPersonalDetails)[K]>;
};

const userRelationships = { roles: toManySchema('roles'), organizations: toManySchema('organizations') };

/** A user as the auth calls answer with it: no abilities. */
export const accountResourceSchema = resourceSchema({
  type: 'users',
  attributes: userAttributes,
  relationships: userRelationships,
});
export type AccountResource = z.infer<typeof accountResourceSchema>;

/** A user as the users pages see one, with what the signed-in user may do with them. */
export const userResourceSchema = resourceSchema({
  type: 'users',
  attributes: userAttributes,
  relationships: userRelationships,
  meta: z.object({ abilities: userAbilitiesSchema }),
});
export type UserResource = z.infer<typeof userResourceSchema>;

/** The signed-in user, with what they may do in general and who signed in as them. */
export const currentUserResourceSchema = resourceSchema({
  type: 'users',
  attributes: { ...accountAttributes, ...personalDetailAttributes, ...profileTagAttributes },
  relationships: userRelationships,
  meta: z.object({
    abilities: accountAbilitiesSchema,
    /** Set while a manager is signed in as this user; left out by PATCH. */
    impersonatedBy: z.object({ id: z.string(), fullName: z.string() }).nullable().optional(),
  }),
});
export type CurrentUserResource = z.infer<typeof currentUserResourceSchema>;

const userIncluded = [roleResourceSchema, organizationSummaryResourceSchema] as const;

/** One user, with roles and organisations when included. */
export const userDocumentSchema = resourceDocumentSchema(userResourceSchema, { included: userIncluded });
/** GET /api/v1/users: a page of users. */
export const userListDocumentSchema = listDocumentSchema(userResourceSchema, { included: userIncluded });
/** GET and PATCH /api/v1/current_user. */
export const currentUserDocumentSchema = resourceDocumentSchema(currentUserResourceSchema, {
  included: userIncluded,
});
/** POST /auth/sign_in: the account and its roles (the session travels in headers). */
export const signedInDocumentSchema = resourceDocumentSchema(accountResourceSchema, {
  included: [roleResourceSchema],
});
/** POST /api/v1/confirm, PUT /api/v1/current_user/email: the account. */
export const accountDocumentSchema = resourceDocumentSchema(accountResourceSchema);
