import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Flattened } from '@volunteerly/contracts/jsonapi';
import type { TagResource } from '@volunteerly/contracts/resources/tags';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';

/** A target group tag, as organisations choose from. */
export type TargetGroupOption = Pick<Flattened<TagResource>, 'id' | 'name'>;

/** GET /api/v1/tags?filter[kind]=target_group: the centre's target groups, by name (at most 200). */
export async function listTargetGroups(signal?: AbortSignal): Promise<TargetGroupOption[]> {
  const document = await apiRequestDocument<TargetGroupOption[]>('/api/v1/tags', {
    query: { 'filter[kind]': 'target_group', 'page[size]': 200 },
    signal,
  });
  return document.data;
}

/** Query options of the target groups. */
export const targetGroupsQueryOptions = queryOptions({
  queryKey: ['tags', 'target-groups'],
  queryFn: ({ signal }) => listTargetGroups(signal),
  staleTime: 60_000,
});

/** The target groups as a query. */
export function useTargetGroups() {
  return useQuery(targetGroupsQueryOptions);
}
