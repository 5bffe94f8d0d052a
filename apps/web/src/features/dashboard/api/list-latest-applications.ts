import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Flattened } from '@volunteerly/contracts/jsonapi';
import type { ApplicationResource } from '@volunteerly/contracts/resources/applications';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';

/** One of the volunteer's own applications as the dashboard lists it. */
export type LatestApplication = Flattened<ApplicationResource>;

/** How many of their latest applications the dashboard lists. */
export const latestApplicationCount = 5;

/** GET /api/v1/applications?filter[scope]=mine: the signed-in user's own applications, last changed first. */
export async function listLatestApplications(signal?: AbortSignal): Promise<LatestApplication[]> {
  const document = await apiRequestDocument<LatestApplication[]>('/api/v1/applications', {
    query: { 'filter[scope]': 'mine', sort: '-status_changed_at', 'page[size]': latestApplicationCount },
    signal,
  });
  return document.data;
}

/** Query options of the latest applications. */
export const latestApplicationsQueryOptions = queryOptions({
  queryKey: ['applications', 'list', 'dashboard-latest'],
  queryFn: ({ signal }) => listLatestApplications(signal),
});

/** The volunteer's latest applications as a query (idle until there are any to show). */
export function useLatestApplications(enabled: boolean) {
  return useQuery({ ...latestApplicationsQueryOptions, enabled });
}
