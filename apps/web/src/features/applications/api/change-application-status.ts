import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatus } from '@volunteerly/contracts/applications';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { applicationsQueryKeys, type Application } from './application-types.ts';

/** A status move; the note is shown to the applicant and mailed. */
export interface ApplicationStatusChange {
  id: string;
  status: ApplicationStatus;
  note?: string;
}

/** PUT /api/v1/applications/{id}/status; a move outside the state machine is a 422 on /status. */
export async function changeApplicationStatus({ id, status, note }: ApplicationStatusChange): Promise<Application> {
  const document = await apiRequestDocument<Application>(`/api/v1/applications/${encodeURIComponent(id)}/status`, {
    method: 'PUT',
    body: { status, ...(note ? { note } : {}) },
  });
  return document.data;
}

/** A status move as a mutation; every application query reloads (the lists' counts change too). */
export function useChangeApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeApplicationStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationsQueryKeys.all }),
  });
}
