import { useMutation } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { type Tag } from './tag-types.ts';

/** POST /api/v1/tags/{id}/merge: every use moves to the target, the tag goes; answers the target. */
export async function mergeTag({ id, targetId }: { id: string; targetId: string }): Promise<Tag> {
  const document = await apiRequestDocument<Tag>(`/api/v1/tags/${encodeURIComponent(id)}/merge`, {
    method: 'POST',
    body: { targetId },
  });
  return document.data;
}

/** Merging a tag as a mutation; the lists reload. */
export function useMergeTag() {
  return useMutation({
    mutationFn: mergeTag,
    meta: { invalidates: ['tags', 'vacancies', 'organizations', 'current-user'] },
  });
}
