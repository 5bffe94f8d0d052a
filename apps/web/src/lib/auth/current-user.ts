import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Flattened } from '@volunteerly/contracts/jsonapi';
import type { CurrentUserResource, RoleResource } from '@volunteerly/contracts/resources/users';
import type { RoleName } from '@volunteerly/contracts/users';
import { apiRequestDocument } from '../api/api-client.ts';
import { getAuthStatus, useAuthStatus } from '../api/session-store.ts';

/** A role of a user, as the API sends it (camelCased), typed by its contract (decision 014). */
export type UserRole = Flattened<RoleResource>;

/** The signed-in user (GET /api/v1/current_user?include=roles), with their roles. */
export type CurrentUser = Flattened<CurrentUserResource, { roles: UserRole[] }>;

/** Where the signed-in user comes from. */
export const currentUserPath = '/api/v1/current_user';

/** Loads the signed-in user with their roles and abilities. */
export async function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  const document = await apiRequestDocument<CurrentUser>(currentUserPath, { query: { include: 'roles' }, signal });
  return document.data;
}

/** Query options of the signed-in user; only asked for while signed in. */
export const currentUserQueryOptions = queryOptions({
  queryKey: ['current-user'],
  queryFn: ({ signal }) => fetchCurrentUser(signal),
  enabled: () => getAuthStatus() === 'SIGNED_IN',
  staleTime: 60_000,
});

/** The signed-in user as a query result (idle while signed out). */
export function useCurrentUser() {
  const status = useAuthStatus();
  return useQuery({ ...currentUserQueryOptions, enabled: status === 'SIGNED_IN' });
}

/** True when the user has a role of this name (optionally bound to one resource). */
export function hasRole(user: Pick<CurrentUser, 'roles'> | undefined, name: RoleName, resourceId?: string): boolean {
  return Boolean(
    user?.roles.some((role) => role.name === name && (resourceId === undefined || role.resourceId === resourceId)),
  );
}

/** Whether the user acts for an organisation: a role on one (centre staff who are not members do not). */
export function actsForOrganization(user: Pick<CurrentUser, 'roles'> | undefined): boolean {
  return Boolean(user?.roles.some((role) => role.resourceType === 'Organization'));
}
