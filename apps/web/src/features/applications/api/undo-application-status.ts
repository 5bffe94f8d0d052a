import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatus } from '@volunteerly/contracts/applications';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { applicationsQueryKeys, type Application } from './application-types.ts';

/** Which step to undo: the application's status as the page showed it. */
export interface ApplicationStatusUndo {
  id: string;
  fromStatus: ApplicationStatus;
}

/**
 * POST /api/v1/applications/{id}/undo_status: back to the status before the last step after the
 * match; a 422 on /from_status when the application moved on since the page loaded.
 */
export async function undoApplicationStatus({ id, fromStatus }: ApplicationStatusUndo): Promise<Application> {
  const document = await apiRequestDocument<Application>(`/api/v1/applications/${encodeURIComponent(id)}/undo_status`, {
    method: 'POST',
    body: { fromStatus },
  });
  return document.data;
}

/** An undo as a mutation; every application query reloads (the lists' counts change too). */
export function useUndoApplicationStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: undoApplicationStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationsQueryKeys.all }),
  });
}
