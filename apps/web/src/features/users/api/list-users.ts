import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleName, UserListSort, UserStatus } from '@volunteerly/contracts/users';
import type { PerPage } from '../../../components/ui/per-page-selector.tsx';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { usersQueryKeys, type AdministeredUser, type UserListMeta } from './user-types.ts';

/** What the users list asks for: search, filters, sort and page. */
export interface UserListQuery {
  search: string;
  status: UserStatus | '';
  role: RoleName | '';
  sort: UserListSort;
  page: number;
  pageSize: PerPage;
}

/** One page of users with the totals of `meta.pagination`. */
export interface UserListPage {
  users: AdministeredUser[];
  page: number;
  totalPages: number;
  total: number;
}

/** GET /api/v1/users?include=organizations with filter[search|status|role], sort and page. */
export async function listUsers(query: UserListQuery, signal?: AbortSignal): Promise<UserListPage> {
  const document = await apiRequestDocument<AdministeredUser[], UserListMeta>('/api/v1/users', {
    query: {
      include: 'organizations',
      'filter[search]': query.search || undefined,
      'filter[status]': query.status || undefined,
      'filter[role]': query.role || undefined,
      sort: query.sort,
      'page[number]': query.page,
      'page[size]': query.pageSize,
    },
    signal,
  });
  const { pagination } = document.meta;
  return {
    users: document.data,
    page: pagination?.page ?? query.page,
    totalPages: pagination?.totalPages ?? 1,
    total: pagination?.total ?? 0,
  };
}

/** Query options of one page of users. */
export function usersQueryOptions(query: UserListQuery) {
  return queryOptions({
    queryKey: [...usersQueryKeys.lists, query],
    queryFn: ({ signal }) => listUsers(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of users as a query. */
export function useUsers(query: UserListQuery) {
  return useQuery(usersQueryOptions(query));
}
