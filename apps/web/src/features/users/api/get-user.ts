import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { usersQueryKeys, type AdministeredUser } from './user-types.ts';

/** GET /api/v1/users/{id}?include=roles,organizations */
export async function getUser(id: string, signal?: AbortSignal): Promise<AdministeredUser> {
  const document = await apiRequestDocument<AdministeredUser>(`/api/v1/users/${encodeURIComponent(id)}`, {
    query: { include: 'roles,organizations' },
    signal,
  });
  return document.data;
}

/** Query options of one user. */
export function userQueryOptions(id: string) {
  return queryOptions({ queryKey: usersQueryKeys.user(id), queryFn: ({ signal }) => getUser(id, signal) });
}

/** One user as a query. */
export function useUser(id: string) {
  return useQuery(userQueryOptions(id));
}
