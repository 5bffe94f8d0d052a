import { useMutation } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { type Tag } from './tag-types.ts';

/** A tag's new names: the Dutch one, the English one (null: none). */
export interface TagNames {
  id: string;
  name: string;
  nameEn: string | null;
}

/** PATCH /api/v1/tags/{id}: new names; a name the kind already has answers 422 on `name` or `name_en`. */
export async function renameTag({ id, name, nameEn }: TagNames): Promise<Tag> {
  const document = await apiRequestDocument<Tag>(`/api/v1/tags/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { tag: { name, nameEn } },
  });
  return document.data;
}

/** Renaming a tag as a mutation; the lists reload. */
export function useRenameTag() {
  return useMutation({
    mutationFn: renameTag,
    meta: { invalidates: ['tags', 'vacancies', 'organizations', 'current-user'] },
  });
}
