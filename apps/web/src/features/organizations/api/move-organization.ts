import { useMutation } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { type Organization } from './organization-types.ts';

/** PUT /api/v1/organizations/{id}/move: to another centre of this website. */
export async function moveOrganization({ id, volunteerCenterId }: { id: string; volunteerCenterId: string }) {
  const document = await apiRequestDocument<Organization>(`/api/v1/organizations/${encodeURIComponent(id)}/move`, {
    method: 'PUT',
    body: { volunteerCenterId },
  });
  return document.data;
}

/** Moving as a mutation; every organisation query reloads. */
export function useMoveOrganization() {
  return useMutation({
    mutationFn: moveOrganization,
    meta: { invalidates: ['organizations', 'vacancies', 'dashboard'] },
  });
}
