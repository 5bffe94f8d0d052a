import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Flattened } from '@volunteerly/contracts/jsonapi';
import type { VolunteerCenterResource } from '@volunteerly/contracts/resources/volunteer-centers';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';

/** A volunteer centre of this website, as a move target. */
export type VolunteerCenterOption = Pick<Flattened<VolunteerCenterResource>, 'id' | 'name'>;

/** GET /api/v1/volunteer_centers: this website's centres (one page of up to 100). */
export async function listVolunteerCenters(signal?: AbortSignal): Promise<VolunteerCenterOption[]> {
  const document = await apiRequestDocument<VolunteerCenterOption[]>('/api/v1/volunteer_centers', {
    query: { 'page[size]': 100 },
    signal,
  });
  return document.data;
}

/** The centres as a query. */
export function useVolunteerCenters(enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: ['volunteer-centers'], queryFn: ({ signal }) => listVolunteerCenters(signal) }),
    enabled,
  });
}
