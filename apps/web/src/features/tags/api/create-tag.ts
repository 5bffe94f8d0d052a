import { useMutation } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { type Tag, type TagKind } from './tag-types.ts';

/** A tag to add: its Dutch name, and its English name (null: none). */
export interface NewTag {
  kind: TagKind;
  name: string;
  nameEn: string | null;
}

/** POST /api/v1/tags; a name the kind already has answers 422 on `name` (or `name_en`). */
export async function createTag(tag: NewTag): Promise<Tag> {
  const document = await apiRequestDocument<Tag>('/api/v1/tags', { method: 'POST', body: { tag } });
  return document.data;
}

/** Adding a tag as a mutation; the lists reload. */
export function useCreateTag() {
  return useMutation({
    mutationFn: createTag,
    meta: { invalidates: ['tags'] },
  });
}
