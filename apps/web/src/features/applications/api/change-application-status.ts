import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatus, ApplicationStopReason } from '@volunteerly/contracts/applications';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { applicationsQueryKeys, type Application } from './application-types.ts';

/** A status move; the note is shown to the applicant and mailed; a stop says why. */
export interface ApplicationStatusChange {
  id: string;
  status: ApplicationStatus;
  note?: string;
  stopReason?: ApplicationStopReason;
  stopReasonDetail?: string;
}

/** PUT /api/v1/applications/{id}/status; a move outside the state machine is a 422 on /status. */
export async function changeApplicationStatus({
  id,
  status,
  note,
  stopReason,
  stopReasonDetail,
}: ApplicationStatusChange): Promise<Application> {
  const document = await apiRequestDocument<Application>(`/api/v1/applications/${encodeURIComponent(id)}/status`, {
    method: 'PUT',
    body: {
      status,
      ...(note ? { note } : {}),
      ...(stopReason ? { stopReason } : {}),
      ...(stopReasonDetail ? { stopReasonDetail } : {}),
    },
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
