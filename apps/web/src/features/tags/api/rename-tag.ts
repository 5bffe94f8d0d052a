import { useMutation } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { type Tag } from './tag-types.ts';

/** PATCH /api/v1/tags/{id}: a new name; a name the kind already has answers 422 on `name`. */
export async function renameTag({ id, name }: { id: string; name: string }): Promise<Tag> {
  const document = await apiRequestDocument<Tag>(`/api/v1/tags/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { tag: { name } },
  });
  return document.data;
}

/** Renaming a tag as a mutation; the lists reload. */
export function useRenameTag() {
  return useMutation({
    mutationFn: renameTag,
    meta: { invalidates: ['tags', 'vacancies', 'organizations'] },
  });
}
