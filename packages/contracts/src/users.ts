/** Account statuses (spec §3). Only active users may sign in (allowInactiveUsers is false). */
export const userStatuses = ['active', 'invited', 'inactive', 'archived'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** Role names (ARCHITECTURE.md): super_admin unbound, center_admin bound to a centre, admin to an organisation. */
export const roleNames = ['super_admin', 'center_admin', 'admin'] as const;
export type RoleName = (typeof roleNames)[number];

/** What a role is bound to. */
export const roleResourceTypes = ['VolunteerCenter', 'Organization'] as const;
export type RoleResourceType = (typeof roleResourceTypes)[number];

/** The resource type each role must be bound to (null: unbound). */
export const roleBindings: Record<RoleName, RoleResourceType | null> = {
  super_admin: null,
  center_admin: 'VolunteerCenter',
  admin: 'Organization',
};

/** The interface languages a user can choose. */
export const userLocales = ['nl', 'en'] as const;
export type UserLocale = (typeof userLocales)[number];

/** How often a volunteer receives the digest of new vacancies. */
export const digestFrequencies = ['never', 'weekly', 'monthly'] as const;
export type DigestFrequency = (typeof digestFrequencies)[number];

/** Availability of a volunteer by weekday and part of the day. */
export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];
export const dayParts = ['morning', 'afternoon', 'evening'] as const;
export type DayPart = (typeof dayParts)[number];
export type Availability = Partial<Record<Weekday, DayPart[]>>;

/** Password length limits (the accounts issue: 10 to 128 characters). */
export const passwordLimits = { min: 10, max: 128 } as const;

/** Page size of the admin listing of an organisation's admins (spec §9). */
export const adminListPageSize = 1000;

/** Delay before the cached user and roles clear after sign-out (spec §4). */
export const signOutClearDelayMs = 500;

/** devise_token_auth's session headers, as the API sends them after sign-in. */
export const sessionResponseHeaders = ['access-token', 'client', 'uid', 'expiry', 'token-type'] as const;

/** The text that makes the spec's client show the 'wrong center' screen (spec §8). */
export const wrongCenterMessage = 'wrong center';

/**
 * What the signed-in user may do with one user (sent as `meta.abilities` on
 * every user resource, so the interface never guesses).
 */
export const userAbilityNames = [
  'update',
  'destroy',
  'addRole',
  'removeRole',
  'signInAs',
  'resendConfirmation',
] as const;
export type UserAbilityName = (typeof userAbilityNames)[number];
export type UserAbilities = Record<UserAbilityName, boolean>;

/** What the signed-in user may do in general (sent as `meta.abilities` on the current user). */
export const accountAbilityNames = [
  'listUsers',
  'createUsers',
  'grantSuperAdmin',
  'viewDevMail',
  'viewDevJobs',
  'manageCenter',
  'manageVacancies',
  // The pages of the back office ask these before they load anything (issue 10, hole 14).
  'manageUsers',
  'createOrganizations',
  'approveOrganizations',
  'manageTags',
  'manageSettings',
] as const;
export type AccountAbilityName = (typeof accountAbilityNames)[number];
export type AccountAbilities = Record<AccountAbilityName, boolean>;

/** Length limits of the profile fields a user edits. */
export const profileLimits = {
  city: 100,
  aboutMe: 2000,
  tagCount: 50,
  tagLength: 60,
} as const;

/** How the users list can be sorted (`sort=`; a leading minus sorts descending). */
export const userListSorts = ['last_name', '-last_name', 'email', '-email', 'created_at', '-created_at'] as const;
export type UserListSort = (typeof userListSorts)[number];
