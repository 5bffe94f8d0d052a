import type { Resource } from '@volunteerly/contracts/jsonapi';
import { resource } from '../../platform/http/json-api.ts';
import type { OrganizationSummaryResource } from '@volunteerly/contracts/resources/organizations';
import type { OrganizationRow } from '../organizations/organizations.schema.ts';
import { pendingAccountMail } from './account-mail-state.ts';
import { canViewPersonalDetails, userAbilities, type PolicyActor } from './users.policy.ts';
import type { UserRoleRow, UserRow } from './users.schema.ts';
import type { UserView } from './users.service.ts';

/** A role as a JSON:API resource, with the name of the centre or organisation it is bound to. */
export function presentRole(
  role: Pick<UserRoleRow, 'id' | 'name' | 'resourceType' | 'resourceId'> & { resourceName?: string | null },
): Resource {
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

/** What else a user resource carries: its organisations (as a relationship) and its `meta`. */
export interface UserPresentation {
  organizations?: { id: number }[];
  meta?: Record<string, unknown>;
  /** false: leave out the personal details (what a fellow organisation admin sees). */
  personalDetails?: boolean;
}

/** A user as a JSON:API resource (never its password or token hashes); roles as a relationship. */
export function presentUser(
  user: UserRow,
  roles?: Pick<UserRoleRow, 'id'>[],
  options: UserPresentation = {},
): Resource {
  const relationships = {
    ...(roles ? { roles: { data: roles.map((role) => ({ type: 'roles', id: String(role.id) })) } } : {}),
    ...(options.organizations
      ? {
          organizations: {
            data: options.organizations.map((organization) => ({ type: 'organizations', id: String(organization.id) })),
          },
        }
      : {}),
  };
  const presented = resource(
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
  return options.meta ? { ...presented, meta: options.meta } : presented;
}

/** What only the user themselves and the managers of their tenant see. */
function personalDetailsOf(user: UserRow): Record<string, unknown> {
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

/**
 * A loaded user as seen by the actor: roles always as identifiers,
 * organisations when asked for, `meta.abilities` for what the actor may do with
 * them; the included resources to send alongside.
 */
export function presentUserView(
  view: UserView,
  actor: PolicyActor,
  includes: UserIncludes = {},
): { data: Resource; included: Resource[] } {
  const target = { id: view.user.id, tenantId: view.user.tenantId, roles: view.roles };
  const abilities = userAbilities(actor, target, {
    needsConfirmationMail: pendingAccountMail(view.user) !== undefined,
  });
  const data = presentUser(view.user, view.roles, {
    ...(includes.organizations ? { organizations: view.organizations } : {}),
    meta: { abilities },
    personalDetails: canViewPersonalDetails(actor, target),
  });
  const included = [
    ...(includes.roles ? view.roles.map(presentRole) : []),
    ...(includes.organizations ? view.organizations.map(presentAdministeredOrganization) : []),
  ];
  return { data, included };
}
