import type { RoleName, RoleResourceType, UserAbilities, UserLocale, UserStatus } from '@volunteerly/contracts/users';

/** A role of a user as the users endpoints answer it (camelCased). */
export interface AdministeredRole {
  id: string;
  name: RoleName;
  resourceType: RoleResourceType | null;
  resourceId: string | null;
  resourceName: string | null;
}

/** A user as the users endpoints answer it, with what the signed-in user may do with them. */
export interface AdministeredUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  phone: string | null;
  locale: UserLocale;
  status: UserStatus;
  confirmedAt: string | null;
  createdAt: string;
  roles?: AdministeredRole[];
  organizations?: { id: string; name: string }[];
  meta: { abilities: UserAbilities };
}

/** Query keys of the users feature: every list, and one user. */
export const usersQueryKeys = {
  all: ['users'] as const,
  lists: ['users', 'list'] as const,
  user: (id: string) => ['users', 'detail', id] as const,
};
