import type { Flattened } from '@volunteerly/contracts/jsonapi';
import type { OrganizationResource } from '@volunteerly/contracts/resources/organizations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { vacancyQueryKeys } from './vacancy-query-keys.ts';

/** An organisation a centre admin can pick (to filter on, or to add a vacancy for). */
export type VacancyOrganizationOption = Pick<Flattened<OrganizationResource>, 'id' | 'name'>;

/** GET /api/v1/organizations?filter[status]=approved: the approved organisations by name (spec §9: up to 1000). */
export async function listVacancyOrganizations(signal?: AbortSignal): Promise<VacancyOrganizationOption[]> {
  const document = await apiRequestDocument<VacancyOrganizationOption[]>('/api/v1/organizations', {
    query: { 'filter[status]': 'approved', sort: 'name', 'page[size]': 1000 },
    signal,
  });
  const organizations = document.data;
  return organizations.map((organization) => ({ id: String(organization.id), name: organization.name }));
}

/** Query options of the organisations to choose from. */
export const vacancyOrganizationsQueryOptions = queryOptions({
  queryKey: vacancyQueryKeys.organizations,
  queryFn: ({ signal }) => listVacancyOrganizations(signal),
  staleTime: 60_000,
});

/** The organisations to choose from, as a query; `enabled` false for those who work for one organisation. */
export function useVacancyOrganizations(enabled: boolean) {
  return useQuery({ ...vacancyOrganizationsQueryOptions, enabled });
}
