import { useMutation } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import type { OrganizationInput } from './organization-input.ts';
import { type Organization } from './organization-types.ts';

/** POST /api/v1/organizations: a centre adds an organisation (approved at once). */
export async function createOrganization(organization: OrganizationInput): Promise<Organization> {
  const document = await apiRequestDocument<Organization>('/api/v1/organizations', {
    method: 'POST',
    body: { organization },
  });
  return document.data;
}

/** Adding an organisation as a mutation; the lists reload. */
export function useCreateOrganization() {
  return useMutation({
    mutationFn: createOrganization,
    meta: { invalidates: ['organizations', 'dashboard'] },
  });
}
