import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { organizationsQueryKeys, type Organization } from './organization-types.ts';

/** PUT /api/v1/organizations/{id}/move: to another centre of this website. */
export async function moveOrganization({ id, volunteerCenterId }: { id: string; volunteerCenterId: string }) {
  const document = await apiRequestDocument(`/api/v1/organizations/${encodeURIComponent(id)}/move`, {
    method: 'PUT',
    body: { volunteerCenterId },
  });
  return document.data as unknown as Organization;
}

/** Moving as a mutation; every organisation query reloads. */
export function useMoveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveOrganization,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: organizationsQueryKeys.all }),
  });
}
