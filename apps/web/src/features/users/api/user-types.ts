import type { Flattened } from '@volunteerly/contracts/jsonapi';
import type { OrganizationSummaryResource } from '@volunteerly/contracts/resources/organizations';
import type { RoleResource, UserResource, userListDocumentSchema } from '@volunteerly/contracts/resources/users';
import type { z } from 'zod';

/** A role of a user as the users endpoints answer it (camelCased). */
export type AdministeredRole = Flattened<RoleResource>;

/**
 * A user as the users endpoints answer it, with what the signed-in user may do
 * with them, and the roles and organisations a call includes (decision 014).
 */
export type AdministeredUser = Flattened<
  UserResource,
  { roles?: AdministeredRole[]; organizations?: Flattened<OrganizationSummaryResource>[] }
>;

/** `meta` of GET /api/v1/users: pagination. */
export type UserListMeta = z.infer<typeof userListDocumentSchema>['meta'];

/** Query keys of the users feature: every list, and one user. */
export const usersQueryKeys = {
  all: ['users'] as const,
  lists: ['users', 'list'] as const,
  user: (id: string) => ['users', 'detail', id] as const,
};
