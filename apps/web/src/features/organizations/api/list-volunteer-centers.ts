import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';

/** A volunteer centre of this website, as a move target. */
export interface VolunteerCenterOption {
  id: string;
  name: string;
}

/** GET /api/v1/volunteer_centers: this website's centres (one page of up to 100). */
export async function listVolunteerCenters(signal?: AbortSignal): Promise<VolunteerCenterOption[]> {
  const document = await apiRequestDocument('/api/v1/volunteer_centers', { query: { 'page[size]': 100 }, signal });
  return (Array.isArray(document.data) ? document.data : []) as unknown as VolunteerCenterOption[];
}

/** The centres as a query. */
export function useVolunteerCenters(enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: ['volunteer-centers'], queryFn: ({ signal }) => listVolunteerCenters(signal) }),
    enabled,
  });
}
