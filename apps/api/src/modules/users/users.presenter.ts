import type { Resource } from '@volunteerly/contracts/jsonapi';
import { resource } from '../../platform/http/json-api.ts';
import type { UserRoleRow, UserRow } from './users.schema.ts';

/** A role as a JSON:API resource. */
export function presentRole(role: Pick<UserRoleRow, 'id' | 'name' | 'resourceType' | 'resourceId'>): Resource {
  return resource('roles', role.id, {
    name: role.name,
    resourceType: role.resourceType,
    resourceId: role.resourceId === null ? null : String(role.resourceId),
  });
}

/** A user as a JSON:API resource (never its password or token hashes); roles as a relationship. */
export function presentUser(user: UserRow, roles?: Pick<UserRoleRow, 'id'>[]): Resource {
  return resource(
    'users',
    user.id,
    {
      email: user.email,
      firstName: user.firstName,
      lastName: user.lastName,
      fullName: `${user.firstName} ${user.lastName}`.trim(),
      phone: user.phone,
      dateOfBirth: user.dateOfBirth,
      postcode: user.postcode,
      city: user.city,
      locale: user.locale,
      avatarUrl: user.avatarUrl,
      status: user.status,
      confirmedAt: user.confirmedAt?.toISOString() ?? null,
      unconfirmedEmail: user.unconfirmedEmail,
      aboutMe: user.aboutMe,
      skills: user.skills,
      interests: user.interests,
      availability: user.availability,
      visibleInPool: user.visibleInPool,
      digestFrequency: user.digestFrequency,
      createdAt: user.createdAt.toISOString(),
    },
    roles ? { roles: { data: roles.map((role) => ({ type: 'roles', id: String(role.id) })) } } : undefined,
  );
}
