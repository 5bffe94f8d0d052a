import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import type { VacancySearchMeta, VacancySearchResult } from '../../../lib/vacancies/vacancy-types.ts';

/** The open vacancies of one organisation, newest first, with how many there are in all. */
export interface OrganizationVacancies {
  vacancies: VacancySearchResult[];
  total: number;
}

/** GET /api/v1/vacancies/search?filter[organization_id]=…: the organisation's published vacancies. */
export async function listOrganizationVacancies(
  organizationId: string,
  signal?: AbortSignal,
): Promise<OrganizationVacancies> {
  const document = await apiRequestDocument<VacancySearchResult[], Pick<VacancySearchMeta, 'pagination'>>(
    '/api/v1/vacancies/search',
    {
      query: { 'filter[organization_id]': organizationId, sort: '-published_at', 'page[size]': 10 },
      signal,
    },
  );
  const { pagination } = document.meta;
  const vacancies = document.data;
  return { vacancies, total: pagination?.total ?? vacancies.length };
}

/** Query options of an organisation's open vacancies. */
export function organizationVacanciesQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: ['vacancies', 'of-organization', organizationId],
    queryFn: ({ signal }) => listOrganizationVacancies(organizationId, signal),
  });
}

/** An organisation's open vacancies as a query. */
export function useOrganizationVacancies(organizationId: string) {
  return useQuery(organizationVacanciesQueryOptions(organizationId));
}
