import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { jobsQueryKeys } from './list-jobs.ts';

/** POST /api/v1/dev/jobs/{id}/retry: a failed job is queued again (409 when it is not failed). */
export async function retryJob(id: string): Promise<void> {
  await apiRequest(`/api/v1/dev/jobs/${encodeURIComponent(id)}/retry`, { method: 'POST' });
}

/** Retrying a job as a mutation; the lists reload. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsQueryKeys.all }),
  });
}
