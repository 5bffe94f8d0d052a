import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationStatus, OrganizationType } from '@volunteerly/contracts/organizations';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { organizationsQueryKeys, type Organization, type OrganizationListMeta } from './organization-types.ts';

/** The sort orders the list offers. */
export const organizationListSorts = ['name', '-name', '-created_at', 'status_changed_at'] as const;
export type OrganizationListSort = (typeof organizationListSorts)[number];

/** What the organisations list asks for. */
export interface OrganizationListQuery {
  search: string;
  type: OrganizationType | '';
  /** A target group tag id; '' for all. */
  targetGroupId?: string;
  /** Only centre admins may filter by status; empty: every status they may see. */
  statuses: OrganizationStatus[];
  sort: OrganizationListSort;
  page: number;
  pageSize: number;
  /** Profile and address included (for cards and the map). */
  withDetails?: boolean;
}

/** One page of organisations, with the status counts centre admins get. */
export interface OrganizationListPage {
  organizations: Organization[];
  page: number;
  totalPages: number;
  total: number;
  statusCounts: Partial<Record<OrganizationStatus, number>> | null;
}

/** GET /api/v1/organizations with filter[search|type|status], sort and page. */
export async function listOrganizations(
  query: OrganizationListQuery,
  signal?: AbortSignal,
): Promise<OrganizationListPage> {
  const document = await apiRequestDocument<Organization[], OrganizationListMeta>('/api/v1/organizations', {
    query: {
      include: query.withDetails === false ? undefined : 'profile,address',
      'filter[search]': query.search || undefined,
      'filter[type]': query.type || undefined,
      'filter[target_group_id]': query.targetGroupId || undefined,
      'filter[status]': query.statuses.length > 0 ? query.statuses.join(',') : undefined,
      sort: query.sort,
      'page[number]': query.page,
      'page[size]': query.pageSize,
    },
    signal,
  });
  const { pagination, statusCounts } = document.meta;
  return {
    organizations: document.data,
    page: pagination?.page ?? query.page,
    totalPages: pagination?.totalPages ?? 1,
    total: pagination?.total ?? 0,
    statusCounts: statusCounts ?? null,
  };
}

/** Query options of one page of organisations. */
export function organizationsQueryOptions(query: OrganizationListQuery) {
  return queryOptions({
    queryKey: [...organizationsQueryKeys.lists, query],
    queryFn: ({ signal }) => listOrganizations(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of organisations as a query. */
export function useOrganizations(query: OrganizationListQuery) {
  return useQuery(organizationsQueryOptions(query));
}
