/** The kinds of tag a centre keeps, in the order the page shows them. */
export const tagKinds = ['category', 'skill', 'target_group'] as const;
export type TagKind = (typeof tagKinds)[number];

/** The longest tag name the API accepts. */
export const tagNameMaxLength = 60;

/** What the signed-in user may do with a tag (`meta.abilities`). */
export interface TagAbilities {
  update: boolean;
  destroy: boolean;
  merge: boolean;
}

/** A tag as the tags endpoints answer it (camelCased). */
export interface Tag {
  id: string;
  kind: TagKind;
  name: string;
  /** How many organisations use the tag. */
  usageCount: number;
  createdAt: string;
  meta?: { abilities?: Partial<TagAbilities> };
}

/** Query keys of the tags feature: every list. */
export const tagsQueryKeys = {
  all: ['tags'] as const,
  lists: ['tags', 'list'] as const,
};

/** Narrows a value (e.g. from the address bar) to a tag kind, defaulting to categories. */
export function toTagKind(value: string | null | undefined): TagKind {
  return tagKinds.find((kind) => kind === value) ?? 'category';
}
