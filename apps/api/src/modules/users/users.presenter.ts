import type { OrganizationSummaryResource } from '@volunteerly/contracts/resources/organizations';
import type {
  AccountResource,
  CurrentUserResource,
  personalDetailAttributes,
  RoleResource,
  UserResource,
} from '@volunteerly/contracts/resources/users';
import { resource, toMany } from '../../platform/http/json-api.ts';
import type { ApiLocale } from '../../platform/i18n/api-messages.ts';
import type { PolicyActor } from '../../platform/auth/policy-actor.ts';
import type { OrganizationRow } from '../organizations/organizations.schema.ts';
import { tagNameIn } from '../tags/tag-names.ts';
import type { TagKind } from '../tags/tags.schema.ts';
import { pendingAccountMail } from './account-mail-state.ts';
import type { ProfileTag } from './profile-tags.repository.ts';
import { canViewPersonalDetails, policyTarget, userAbilities } from './users.policy.ts';
import type { UserRoleRow, UserRow } from './users.schema.ts';
import type { UserView } from './users.service.ts';

/** A role as a JSON:API resource, with the name of the centre or organisation it is bound to. */
export function presentRole(
  role: Pick<UserRoleRow, 'id' | 'name' | 'resourceType' | 'resourceId'> & { resourceName?: string | null },
): RoleResource {
  return resource('roles', role.id, {
    name: role.name,
    resourceType: role.resourceType,
    resourceId: role.resourceId === null ? null : String(role.resourceId),
    resourceName: role.resourceName ?? null,
  });
}

/**
 * An organisation the user administers, as the summary the contract names
 * (the organisations module presents the same resource; users sit below it).
 */
function presentAdministeredOrganization(organization: OrganizationRow): OrganizationSummaryResource {
  return resource('organizations', organization.id, {
    name: organization.name,
    type: organization.type,
    status: organization.status,
    volunteerCenterId: String(organization.volunteerCenterId),
  });
}

/** What else a user resource carries: its organisations (as a relationship). */
export interface UserPresentation {
  organizations?: { id: number }[];
  /** false: leave out the personal details (what a fellow organisation admin sees). */
  personalDetails?: boolean;
}

/** A user as a JSON:API resource (never its password or token hashes); roles as a relationship. */
export function presentUser(
  user: UserRow,
  roles?: Pick<UserRoleRow, 'id'>[],
  options: UserPresentation = {},
): AccountResource {
  const relationships = {
    ...(roles
      ? {
          roles: toMany(
            'roles',
            roles.map((role) => role.id),
          ),
        }
      : {}),
    ...(options.organizations
      ? {
          organizations: toMany(
            'organizations',
            options.organizations.map((organization) => organization.id),
          ),
        }
      : {}),
  };
  return resource(
    'users',
    user.id,
    {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      fullName: fullNameOf(user),
      locale: user.locale,
      avatarUrl: user.avatarUrl,
      status: user.status,
      confirmedAt: user.confirmedAt?.toISOString() ?? null,
      createdAt: user.createdAt.toISOString(),
      ...(options.personalDetails === false ? {} : personalDetailsOf(user)),
    },
    Object.keys(relationships).length > 0 ? relationships : undefined,
  );
}

/** The personal detail attributes of a user resource. */
type PersonalDetails = Pick<CurrentUserResource['attributes'], keyof typeof personalDetailAttributes>;

/** What only the user themselves and the managers of their tenant see. */
function personalDetailsOf(user: UserRow): PersonalDetails {
  return {
    phone: user.phone,
    dateOfBirth: user.dateOfBirth,
    postcode: user.postcode,
    city: user.city,
    unconfirmedEmail: user.unconfirmedEmail,
    aboutMe: user.aboutMe,
    skills: user.skills,
    interests: user.interests,
    availability: user.availability,
    visibleInPool: user.visibleInPool,
    digestFrequency: user.digestFrequency,
  };
}

/** First and last name, as shown. */
export function fullNameOf(user: Pick<UserRow, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** Which relationships a user document includes in full. */
export interface UserIncludes {
  roles?: boolean;
  organizations?: boolean;
}

/** The profile's tags of one kind, named in the request's language (decision 024), by that name. */
function profileTagsOfKind(
  profileTags: ProfileTag[],
  kind: TagKind,
  locale: ApiLocale,
): { id: string; name: string }[] {
  return profileTags
    .filter((tag) => tag.kind === kind)
    .map((tag) => ({ id: String(tag.id), name: tagNameIn(locale, tag) }))
    .sort((left, right) => left.name.localeCompare(right.name, locale));
}

/**
 * A loaded user as seen by the actor: roles always as identifiers,
 * organisations when asked for, the profile's tags in the request's language
 * with the personal details, `meta.abilities` for what the actor may do with
 * them; the included resources to send alongside.
 */
export function presentUserView(
  view: UserView,
  actor: PolicyActor,
  includes: UserIncludes,
  locale: ApiLocale,
): { data: UserResource; included: (RoleResource | OrganizationSummaryResource)[] } {
  const target = policyTarget(view);
  const abilities = userAbilities(actor, target, {
    needsConfirmationMail: pendingAccountMail(view.user) !== undefined,
  });
  const personalDetails = canViewPersonalDetails(actor, target);
  const presented = presentUser(view.user, view.roles, {
    ...(includes.organizations ? { organizations: view.organizations } : {}),
    personalDetails,
  });
  const data: UserResource = {
    ...presented,
    attributes: {
      ...presented.attributes,
      ...(personalDetails
        ? {
            skillTags: profileTagsOfKind(view.profileTags, 'skill', locale),
            interestTags: profileTagsOfKind(view.profileTags, 'category', locale),
          }
        : {}),
    },
    meta: { abilities },
  };
  const included = [
    ...(includes.roles ? view.roles.map(presentRole) : []),
    ...(includes.organizations ? view.organizations.map(presentAdministeredOrganization) : []),
  ];
  return { data, included };
}
