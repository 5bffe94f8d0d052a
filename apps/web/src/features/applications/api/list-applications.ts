import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { applicationStatuses, type ApplicationStatus } from '@volunteerly/contracts/applications';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { countsByValue } from '../../../lib/api/value-counts.ts';
import { applicationsQueryKeys, type Application, type ApplicationListMeta } from './application-types.ts';

/** The sort orders the list offers (decision 007). */
export const applicationListSorts = ['-created_at', 'created_at', '-status_changed_at'] as const;
export type ApplicationListSort = (typeof applicationListSorts)[number];

/** The filters the list and the CSV export share. */
export interface ApplicationFilter {
  /** Empty: every status. */
  statuses: ApplicationStatus[];
  /** A vacancy id ('' for all). */
  vacancyId: string;
  search: string;
  sort: ApplicationListSort;
}

/** What the list asks for: 'mine' for one's own applications, 'managed' for the organisation side. */
export interface ApplicationListQuery extends ApplicationFilter {
  scope: 'mine' | 'managed';
  page: number;
  pageSize: number;
}

/** One page of applications with the totals and the count per status. */
export interface ApplicationListPage {
  applications: Application[];
  page: number;
  totalPages: number;
  total: number;
  statusCounts: Record<ApplicationStatus, number>;
}

/** The wire query of the filters, shared with the export so both ask for the same rows. */
export function filterParameters(filter: ApplicationFilter): Record<string, string | undefined> {
  return {
    'filter[status]': filter.statuses.length > 0 ? filter.statuses.join(',') : undefined,
    'filter[vacancy_id]': filter.vacancyId || undefined,
    'filter[search]': filter.search || undefined,
    sort: filter.sort,
  };
}

/** `meta.statusCounts` (`[{ value, count }]`) as a count for every status. */
function countsByStatus(counts: ApplicationListMeta['statusCounts'] | undefined): Record<ApplicationStatus, number> {
  const given = countsByValue(counts);
  return Object.fromEntries(applicationStatuses.map((status) => [status, given[status] ?? 0])) as Record<
    ApplicationStatus,
    number
  >;
}

/** GET /api/v1/applications with filter[scope|status|vacancy_id|search], sort and page. */
export async function listApplications(
  query: ApplicationListQuery,
  signal?: AbortSignal,
): Promise<ApplicationListPage> {
  const document = await apiRequestDocument<Application[], ApplicationListMeta>('/api/v1/applications', {
    query: {
      'filter[scope]': query.scope === 'mine' ? 'mine' : undefined,
      ...filterParameters(query),
      'page[number]': query.page,
      'page[size]': query.pageSize,
    },
    signal,
  });
  const { pagination } = document.meta;
  return {
    applications: document.data,
    page: pagination?.page ?? query.page,
    totalPages: pagination?.totalPages ?? 1,
    total: pagination?.total ?? 0,
    statusCounts: countsByStatus(document.meta.statusCounts),
  };
}

/** Query options of one page of applications. */
export function applicationsQueryOptions(query: ApplicationListQuery) {
  return queryOptions({
    queryKey: [...applicationsQueryKeys.lists, query],
    queryFn: ({ signal }) => listApplications(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of applications as a query (idle when not enabled). */
export function useApplications(query: ApplicationListQuery, enabled = true) {
  return useQuery({ ...applicationsQueryOptions(query), enabled });
}
