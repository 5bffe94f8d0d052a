import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { tagsQueryKeys } from './tag-types.ts';

/** DELETE /api/v1/tags/{id}: only a tag nothing uses (409 otherwise). */
export async function deleteTag(id: string): Promise<void> {
  await apiRequest(`/api/v1/tags/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deleting a tag as a mutation; the lists reload. */
export function useDeleteTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTag,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tagsQueryKeys.lists }),
  });
}
