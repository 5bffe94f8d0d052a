import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { organizationsQueryKeys, type Organization } from './organization-types.ts';

/** GET /api/v1/organizations/{id}?include=profile,address. */
export async function getOrganization(id: string, signal?: AbortSignal): Promise<Organization> {
  const document = await apiRequestDocument<Organization>(`/api/v1/organizations/${encodeURIComponent(id)}`, {
    query: { include: 'profile,address' },
    signal,
  });
  return document.data;
}

/** Query options of one organisation. */
export function organizationQueryOptions(id: string) {
  return queryOptions({
    queryKey: organizationsQueryKeys.detail(id),
    queryFn: ({ signal }) => getOrganization(id, signal),
  });
}

/** One organisation as a query (idle without an id). */
export function useOrganization(id: string) {
  return useQuery({ ...organizationQueryOptions(id), enabled: id !== '' });
}
