import { useQuery } from '@tanstack/react-query';
import type { Flattened } from '@volunteerly/contracts/jsonapi';
import type { DashboardResource } from '@volunteerly/contracts/resources/dashboard';
import type { ActivityEvent } from '../../../lib/activity/describe-activity-event.ts';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';

/** One thing to do in the activity panel: a line and where it is done. */
export interface ActivityItem {
  id: string;
  text: string;
  detail: string;
  path: string;
}

/** A list of to-dos and how many there are in all. */
export interface ActivityList {
  items: ActivityItem[];
  total: number;
}

interface ListMeta {
  pagination: { total: number };
}

/** The organisation's new applications to handle (its admins; the selected organisation). */
export function useNewApplications(enabled: boolean) {
  return useQuery({
    queryKey: ['applications', 'activity', 'new'],
    enabled,
    queryFn: async ({ signal }): Promise<ActivityList> => {
      const document = await apiRequestDocument<
        { id: string; vacancyTitle: string; applicant: { name: string } }[],
        ListMeta
      >('/api/v1/applications', { query: { 'filter[status]': 'new', 'page[size]': 5 }, signal });
      return {
        total: document.meta.pagination?.total ?? document.data.length,
        items: document.data.map((application) => ({
          id: application.id,
          text: application.applicant.name,
          detail: application.vacancyTitle,
          path: `/applications/${application.id}`,
        })),
      };
    },
  });
}

/** The organisations waiting for the centre's approval (centre admins). */
export function usePendingOrganizations(enabled: boolean) {
  return useQuery({
    queryKey: ['organizations', 'activity', 'pending'],
    enabled,
    queryFn: async ({ signal }): Promise<ActivityList> => {
      const document = await apiRequestDocument<{ id: string; name: string; city?: string | null }[], ListMeta>(
        '/api/v1/organizations',
        { query: { 'filter[status]': 'pending', 'page[size]': 5 }, signal },
      );
      return {
        total: document.meta.pagination?.total ?? document.data.length,
        items: document.data.map((organization) => ({
          id: organization.id,
          text: organization.name,
          detail: organization.city ?? '',
          path: '/organizations/approve',
        })),
      };
    },
  });
}

/** The centre's latest activity (centre admins): what happened in the centre, from the dashboard's feed. */
export function useCenterActivity(enabled: boolean) {
  return useQuery({
    // Its own key: the panel asks only for the feed, and the dashboard page keeps its own cache.
    queryKey: ['dashboard', 'activity-panel'],
    enabled,
    queryFn: async ({ signal }): Promise<ActivityEvent[]> => {
      const document = await apiRequestDocument<Flattened<DashboardResource>>('/api/v1/dashboard', { signal });
      return (document.data.center?.activity ?? []).slice(0, 5);
    },
  });
}
