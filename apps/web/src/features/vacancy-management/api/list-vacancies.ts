import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { VacancyListSort, VacancyStatus } from '@volunteerly/contracts/vacancies';
import type { vacancyListDocumentSchema } from '@volunteerly/contracts/resources/vacancies';
import type { z } from 'zod';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import type { Vacancy } from '../../../lib/vacancies/vacancy-types.ts';
import { vacancyQueryKeys } from './vacancy-query-keys.ts';

/** What the back-office list asks for. */
export interface VacancyListQuery {
  search: string;
  /** Empty: every status. */
  statuses: VacancyStatus[];
  /** An organisation id ('' for all; centre admins only). */
  organizationId: string;
  sort: VacancyListSort;
  page: number;
  pageSize: number;
}

/** One page of vacancies with the totals and the count per status. */
export interface VacancyListPage {
  vacancies: Vacancy[];
  page: number;
  totalPages: number;
  total: number;
  statusCounts: Partial<Record<VacancyStatus, number>>;
}

/** `meta` of GET /api/v1/vacancies: pagination and the list's counts per status. */
type VacancyListMeta = z.infer<typeof vacancyListDocumentSchema>['meta'];

/** GET /api/v1/vacancies with filter[status|organization_id|search], sort and page. */
export async function listVacancies(query: VacancyListQuery, signal?: AbortSignal): Promise<VacancyListPage> {
  const document = await apiRequestDocument<Vacancy[], VacancyListMeta>('/api/v1/vacancies', {
    query: {
      'filter[status]': query.statuses.length > 0 ? query.statuses.join(',') : undefined,
      'filter[organization_id]': query.organizationId || undefined,
      'filter[search]': query.search || undefined,
      sort: query.sort,
      'page[number]': query.page,
      'page[size]': query.pageSize,
    },
    signal,
  });
  const { pagination, statusCounts } = document.meta;
  return {
    vacancies: document.data,
    page: pagination?.page ?? query.page,
    totalPages: pagination?.totalPages ?? 1,
    total: pagination?.total ?? 0,
    statusCounts: statusCounts ?? {},
  };
}

/** Query options of one page of vacancies. */
export function vacanciesQueryOptions(query: VacancyListQuery) {
  return queryOptions({
    queryKey: [...vacancyQueryKeys.lists, query],
    queryFn: ({ signal }) => listVacancies(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of vacancies as a query. */
export function useVacancies(query: VacancyListQuery) {
  return useQuery(vacanciesQueryOptions(query));
}
