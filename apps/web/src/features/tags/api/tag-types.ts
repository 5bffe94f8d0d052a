import type { Flattened } from '@volunteerly/contracts/jsonapi';
import type { TagResource, tagListDocumentSchema } from '@volunteerly/contracts/resources/tags';
import type { z } from 'zod';

/** The kinds of tag a centre keeps, in the order the page shows them. */
export const tagKinds = ['category', 'skill', 'target_group'] as const;
export type TagKind = (typeof tagKinds)[number];

/** The longest tag name the API accepts. */
export const tagNameMaxLength = 60;

export type { TagAbilities } from '@volunteerly/contracts/resources/tags';

/** A tag as the tags endpoints answer it (camelCased), typed from its contract (decision 014). */
export type Tag = Flattened<TagResource>;

/** `meta` of GET /api/v1/tags: pagination and whether the user may add tags. */
export type TagListMeta = z.infer<typeof tagListDocumentSchema>['meta'];

/** Query keys of the tags feature: every list. */
export const tagsQueryKeys = {
  all: ['tags'] as const,
  lists: ['tags', 'list'] as const,
};

/** Narrows a value (e.g. from the address bar) to a tag kind, defaulting to categories. */
export function toTagKind(value: string | null | undefined): TagKind {
  return tagKinds.find((kind) => kind === value) ?? 'category';
}
