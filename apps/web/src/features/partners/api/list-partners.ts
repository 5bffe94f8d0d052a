import type { Flattened } from '@volunteerly/contracts/jsonapi';
import type { PartnerResource } from '@volunteerly/contracts/resources/partners';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';

/** A partner in the collaboration (one tenant of the installation), as GET /api/v1/partners answers it. */
export type Partner = Flattened<PartnerResource>;

/** GET /api/v1/partners: every partner, sorted by name. */
export async function listPartners(signal?: AbortSignal): Promise<Partner[]> {
  const document = await apiRequestDocument<Partner[]>('/api/v1/partners', { signal });
  return document.data;
}

/** Query options of the partners list. */
export const partnersQueryOptions = queryOptions({
  queryKey: ['partners'],
  queryFn: ({ signal }) => listPartners(signal),
});

/** The partners list as a query. */
export function usePartners() {
  return useQuery(partnersQueryOptions);
}
