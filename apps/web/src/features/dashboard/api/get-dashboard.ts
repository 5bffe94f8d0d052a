import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Flattened } from '@volunteerly/contracts/jsonapi';
import type { DashboardResource } from '@volunteerly/contracts/resources/dashboard';
import type { OrganizationResource } from '@volunteerly/contracts/resources/organizations';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';

/** An organisation as the dashboard shows it. */
export type DashboardOrganization = Flattened<OrganizationResource>;

type DashboardAttributes = Flattened<DashboardResource>;

/** Vacancies per status. */
export type VacancyCounts = NonNullable<DashboardAttributes['center']>['vacancyCounts'];

/** The to-dos and work of one of the user's organisations. */
export type OrganizationTodos = DashboardAttributes['organizationTodos'][number];

/** GET /api/v1/dashboard, deserialized and typed by its contract (decision 014), with the organisations it names. */
export type Dashboard = Flattened<
  DashboardResource,
  { pendingOrganizations: DashboardOrganization[]; organizations: DashboardOrganization[] }
>;

/** GET /api/v1/dashboard: the signed-in user's start page. */
export async function getDashboard(signal?: AbortSignal): Promise<Dashboard> {
  const document = await apiRequestDocument<Dashboard>('/api/v1/dashboard', { signal });
  return document.data;
}

/** Query options of the dashboard. */
export const dashboardQueryOptions = queryOptions({
  queryKey: ['dashboard'],
  queryFn: ({ signal }) => getDashboard(signal),
});

/** The dashboard as a query. */
export function useDashboard() {
  return useQuery(dashboardQueryOptions);
}
