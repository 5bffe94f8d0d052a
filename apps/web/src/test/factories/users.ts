import type { AccountAbilities, AccountAbilityName, RoleName, UserAbilities } from '@volunteerly/contracts/users';
import {
  currentUserDocumentSchema,
  userDocumentSchema,
  userListDocumentSchema,
  type AccountResource,
  type CurrentUserResource,
  type RoleResource,
  type UserResource,
} from '@volunteerly/contracts/resources/users';
import { currentOrganizationsDocument } from './organizations.ts';
import { wireDocument } from './wire-document.ts';
import { buildPagination, buildPaginationLinks } from './pagination.ts';

/** A role as the API includes it; the name and what it binds to override. */
export function buildRole(
  id: string,
  attributes: Partial<RoleResource['attributes']> & { name: RoleName },
): RoleResource {
  return {
    type: 'roles',
    id,
    attributes: { resourceType: null, resourceId: null, resourceName: null, ...attributes },
  };
}

/** The account abilities the API computes for these roles (users.policy accountAbilities). */
export function accountAbilitiesOfRoles(roleNames: readonly RoleName[]): AccountAbilities {
  const superAdmin = roleNames.includes('super_admin');
  const manager = superAdmin || roleNames.includes('center_admin');
  const organizationAdmin = roleNames.includes('admin');
  const abilities: Record<AccountAbilityName, boolean> = {
    listUsers: manager || organizationAdmin,
    createUsers: manager,
    grantSuperAdmin: superAdmin,
    viewDevMail: superAdmin,
    viewDevJobs: superAdmin,
    manageCenter: manager,
    manageVacancies: manager || organizationAdmin,
    manageUsers: manager,
    createOrganizations: manager,
    approveOrganizations: manager,
    manageTags: manager,
    manageSettings: manager || organizationAdmin,
  };
  return abilities;
}

/** The account every user resource carries: Anna de Vries unless overridden. */
function accountAttributes(overrides: Partial<UserResource['attributes']> = {}) {
  return {
    email: 'anna@example.org',
    firstName: 'Anna',
    lastName: 'de Vries',
    fullName: 'Anna de Vries',
    locale: 'nl' as const,
    avatarUrl: null,
    status: 'active' as const,
    confirmedAt: '2026-01-05T09:00:00Z',
    createdAt: '2026-01-05T09:00:00Z',
    ...overrides,
  };
}

/** The personal details only the user and their managers see, all empty unless given. */
function personalDetails() {
  return {
    phone: null,
    dateOfBirth: null,
    postcode: null,
    city: null,
    unconfirmedEmail: null,
    aboutMe: null,
    skills: [],
    interests: [],
    skillTags: [],
    interestTags: [],
    availability: {},
    visibleInPool: false,
    digestFrequency: 'never' as const,
  };
}

/** Options of the signed-in user: roles (their abilities follow), ability and attribute overrides. */
export interface CurrentUserOptions {
  roles?: (Partial<RoleResource['attributes']> & { name: RoleName })[];
  abilities?: Partial<AccountAbilities>;
  attributes?: Partial<CurrentUserResource['attributes']>;
  impersonatedBy?: { id: string; fullName: string } | null;
}

/** The signed-in user and their included roles (contract casing), as GET /api/v1/current_user builds them. */
function buildCurrentUser(options: CurrentUserOptions) {
  const roles = (options.roles ?? []).map((role, index) => buildRole(String(index + 1), role));
  const data: CurrentUserResource = {
    type: 'users',
    id: '42',
    attributes: { ...accountAttributes(), ...personalDetails(), ...options.attributes },
    relationships: { roles: { data: roles.map(({ type, id }) => ({ type, id })) } },
    meta: {
      abilities: { ...accountAbilitiesOfRoles(roles.map((role) => role.attributes.name)), ...options.abilities },
      impersonatedBy: options.impersonatedBy ?? null,
    },
  };
  return { data, included: roles };
}

/** GET /api/v1/current_user as the API answers it (wire casing): Anna, a volunteer unless given roles. */
export function currentUserDocument(options: CurrentUserOptions = {}) {
  return wireDocument(currentUserDocumentSchema, buildCurrentUser(options));
}

/** PATCH /api/v1/current_user: the saved user as the API answers it, which leaves out who impersonates them. */
export function savedCurrentUserDocument(options: Omit<CurrentUserOptions, 'impersonatedBy'> = {}) {
  const { data, included } = buildCurrentUser(options);
  return wireDocument(currentUserDocumentSchema, {
    data: { ...data, meta: { abilities: data.meta.abilities } },
    included,
  });
}

/** A volunteer's profile with every field filled in: phone, birthday, place, about me, skills, availability. */
export const filledProfile = {
  phone: '0612345678',
  dateOfBirth: '1990-05-17',
  postcode: '3511 AB',
  city: 'Utrecht',
  aboutMe: 'Ik kook graag voor anderen.',
  skills: ['koken', 'tuinieren'],
  interests: ['natuur'],
  availability: { monday: ['morning', 'evening'], saturday: ['afternoon'] },
  visibleInPool: true,
  digestFrequency: 'monthly',
} satisfies Partial<CurrentUserResource['attributes']>;

/** GET /api/v1/current_user for the profile pages: Anna with a filled-in profile ({@link filledProfile}); options override. */
export function profileUserDocument(options: CurrentUserOptions = {}) {
  return currentUserDocument({ ...options, attributes: { ...filledProfile, ...options.attributes } });
}

/** The answers every signed-in page asks for besides its own: this current user (Anna unless given) and no organisations. */
export function signedInHandlers(user: ReturnType<typeof currentUserDocument> = currentUserDocument()) {
  return {
    'GET /api/v1/current_user': () => Response.json(user),
    'GET /api/v1/current_organizations': () => Response.json(currentOrganizationsDocument()),
  };
}

/** A user's account as the auth calls answer it, personal details included and no abilities: Anna (42) unless given. */
export function buildAccount(
  overrides: {
    id?: string;
    attributes?: Partial<AccountResource['attributes']>;
    relationships?: AccountResource['relationships'];
  } = {},
): AccountResource {
  return {
    type: 'users',
    id: overrides.id ?? '42',
    attributes: { ...accountAttributes(), ...personalDetails(), ...overrides.attributes },
    relationships: overrides.relationships,
  };
}

/** What the signed-in user may do with one user, all false unless given. */
export function buildUserAbilities(given: Partial<UserAbilities> = {}): UserAbilities {
  return {
    update: false,
    destroy: false,
    addRole: false,
    removeRole: false,
    signInAs: false,
    resendConfirmation: false,
    ...given,
  };
}

/** A `users` resource as the users pages see it (contract casing). */
export function buildUser(
  overrides: {
    id?: string;
    attributes?: Partial<UserResource['attributes']>;
    abilities?: Partial<UserAbilities>;
    relationships?: UserResource['relationships'];
  } = {},
): UserResource {
  return {
    type: 'users',
    id: overrides.id ?? '7',
    attributes: accountAttributes(overrides.attributes),
    relationships: overrides.relationships,
    meta: { abilities: buildUserAbilities(overrides.abilities) },
  };
}

/** GET /api/v1/users/{id} (wire casing). */
export function userDocument(user: UserResource, included: RoleResource[] = []) {
  return wireDocument(userDocumentSchema, { data: user, included });
}

/** GET /api/v1/users: one page of users (wire casing). */
export function userListDocument(
  users: UserResource[],
  options: { included?: RoleResource[]; page?: number; pageSize?: number; total?: number } = {},
) {
  const pagination = buildPagination(users.length, options);
  return wireDocument(userListDocumentSchema, {
    data: users,
    included: options.included ?? [],
    meta: { pagination },
    links: buildPaginationLinks('/api/v1/users', pagination),
  });
}
