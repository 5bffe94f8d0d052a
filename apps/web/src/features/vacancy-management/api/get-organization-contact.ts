import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Flattened } from '@volunteerly/contracts/jsonapi';
import type { OrganizationProfileResource, OrganizationResource } from '@volunteerly/contracts/resources/organizations';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { vacancyQueryKeys } from './vacancy-query-keys.ts';

type OrganizationWithProfile = Flattened<
  OrganizationResource,
  { profile?: Flattened<OrganizationProfileResource> | null }
>;

/** An organisation's contact person, as a new vacancy starts with it. */
export interface OrganizationContact {
  organizationName: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
}

/** GET /api/v1/organizations/{id}?include=profile: the organisation's contact person (its own people and the centre see it). */
export async function getOrganizationContact(id: string, signal?: AbortSignal): Promise<OrganizationContact> {
  const document = await apiRequestDocument<OrganizationWithProfile>(
    `/api/v1/organizations/${encodeURIComponent(id)}`,
    { query: { include: 'profile' }, signal },
  );
  const { name, profile } = document.data;
  return {
    organizationName: name,
    contactName: profile?.contactName ?? '',
    contactEmail: profile?.contactEmail ?? '',
    contactPhone: profile?.contactPhone ?? '',
  };
}

/** Query options of an organisation's contact person. */
export function organizationContactQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...vacancyQueryKeys.organizations, id, 'contact'],
    queryFn: ({ signal }) => getOrganizationContact(id, signal),
    staleTime: 60_000,
  });
}

/** An organisation's contact person as a query (idle without an id). */
export function useOrganizationContact(id: string) {
  return useQuery({ ...organizationContactQueryOptions(id), enabled: id !== '' });
}
