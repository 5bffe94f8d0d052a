import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrganizationStatus, OrganizationType } from '@volunteerly/contracts/organizations';
import type { VacancyStatus } from '@volunteerly/contracts/vacancies';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';

/** An organisation as the dashboard shows it. */
export interface DashboardOrganization {
  id: string;
  name: string;
  type: OrganizationType;
  status: OrganizationStatus;
  city: string | null;
  statusChangedAt: string;
  denialReason?: string | null;
}

/** One line of the centre's activity feed. */
export interface ActivityEvent {
  id: string;
  action: string;
  createdAt: string;
  actorName: string | null;
  subjectName: string | null;
  details: {
    organizationId?: number;
    name?: string;
    from?: OrganizationStatus;
    to?: OrganizationStatus;
    signUp?: boolean;
  };
}

/** Vacancies per status. */
export type VacancyCounts = Record<VacancyStatus, number>;

/** The to-dos and work of one of the user's organisations. */
export interface OrganizationTodos {
  organizationId: string;
  todos: string[];
  vacancyCounts?: VacancyCounts;
  newApplications?: number;
}

/** GET /api/v1/dashboard, deserialized. */
export interface Dashboard {
  center: {
    statusCounts: Record<OrganizationStatus, number>;
    activity: ActivityEvent[];
    vacancyCounts?: VacancyCounts;
    newApplications?: number;
  } | null;
  organizationTodos: OrganizationTodos[];
  /** Application counts per status; the keys arrive camelCased (inProgress). */
  volunteer: { todos: string[]; applicationCounts?: Record<string, number>; favorites?: number } | null;
  pendingOrganizations: DashboardOrganization[];
  organizations: DashboardOrganization[];
}

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
