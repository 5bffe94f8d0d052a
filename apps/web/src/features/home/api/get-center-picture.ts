import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Picture } from '@volunteerly/contracts/resources/pictures';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';

/**
 * GET /api/v1/volunteer_centers/current: the centre's picture for the home page (decision 020):
 * its general stock image, else the built-in general picture. Null if the API sent none.
 */
export async function getCenterPicture(signal?: AbortSignal): Promise<Picture | null> {
  const document = await apiRequestDocument<{ picture?: Picture }>('/api/v1/volunteer_centers/current', { signal });
  return document.data.picture ?? null;
}

/** Query options of the centre's picture; it changes only when the centre's stock images do. */
export function centerPictureQueryOptions() {
  return queryOptions({
    queryKey: ['volunteer-centers', 'current', 'picture'],
    queryFn: ({ signal }) => getCenterPicture(signal),
    staleTime: 5 * 60 * 1000,
  });
}

/** The centre's picture as a query. */
export function useCenterPicture() {
  return useQuery(centerPictureQueryOptions());
}
