import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';

/** A partner in the collaboration (one tenant of the installation), as GET /api/v1/partners answers it. */
export interface Partner {
  /** The tenant's key. */
  id: string;
  name: string;
  /** Absolute or site-relative, as stored; null without a logo. */
  logoUrl: string | null;
  /** The partner's own website; null when it has no host. */
  websiteUrl: string | null;
  appName: string;
  /** The partner this website belongs to. */
  current: boolean;
}

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
