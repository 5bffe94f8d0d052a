import { useMutation } from '@tanstack/react-query';
import type { OrganizationStatus } from '@volunteerly/contracts/organizations';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import type { OrganizationInput } from './organization-input.ts';
import { type Organization } from './organization-types.ts';

/** An edit: fields and, optionally, a status move (with the reason of a denial). */
export interface OrganizationUpdate extends OrganizationInput {
  status?: OrganizationStatus;
  denialReason?: string;
}

/** PUT /api/v1/organizations/{id}: all or nothing. */
export async function updateOrganization({
  id,
  organization,
}: {
  id: string;
  organization: OrganizationUpdate;
}): Promise<Organization> {
  const document = await apiRequestDocument<Organization>(`/api/v1/organizations/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: { organization },
  });
  return document.data;
}

/** Editing an organisation as a mutation: the detail is replaced, lists and the user's organisations reload. */
export function useUpdateOrganization() {
  return useMutation({
    mutationFn: updateOrganization,
    meta: { invalidates: ['organizations', 'current-organizations'] },
  });
}
