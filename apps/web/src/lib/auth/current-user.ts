import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountAbilities, DigestFrequency, RoleName, UserLocale, UserStatus } from '@volunteerly/contracts/users';
import { apiRequestDocument } from '../api/api-client.ts';
import { getAuthStatus, useAuthStatus } from '../api/session-store.ts';

/** A role of a user, as the API sends it (camelCased). */
export interface UserRole {
  id: string;
  name: RoleName;
  resourceType: 'VolunteerCenter' | 'Organization' | null;
  resourceId: string | null;
  /** The centre's or organisation's name, when sent. */
  resourceName?: string | null;
}

/** The signed-in user (GET /api/v1/current_user?include=roles). */
export interface CurrentUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  fullName: string;
  locale: UserLocale;
  status: UserStatus;
  unconfirmedEmail: string | null;
  digestFrequency: DigestFrequency;
  roles: UserRole[];
  meta: { abilities: AccountAbilities; impersonatedBy?: { id: string; fullName: string } | null };
  [attribute: string]: unknown;
}

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
