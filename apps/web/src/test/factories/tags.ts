import {
  tagDocumentSchema,
  tagListDocumentSchema,
  tagKinds,
  type TagAbilities,
  type TagKind,
  type TagResource,
} from '@volunteerly/contracts/resources/tags';
import { buildPagination, buildPaginationLinks } from './pagination.ts';
import { wireDocument } from './wire-document.ts';

/** What the signed-in user may do with a tag, all false unless given. */
export function buildTagAbilities(given: Partial<TagAbilities> = {}): TagAbilities {
  return { update: false, destroy: false, merge: false, ...given };
}

/** A `tags` resource as the tags endpoints send it (contract casing): an unused category without an English name unless given. */
export function buildTag(
  overrides: { id?: string; attributes?: Partial<TagResource['attributes']>; abilities?: Partial<TagAbilities> } = {},
): TagResource {
  const id = overrides.id ?? '1';
  const name = overrides.attributes?.name ?? `Tag ${id}`;
  return {
    type: 'tags',
    id,
    attributes: {
      kind: 'category',
      name,
      // The Dutch name is the name shown unless given (a Dutch page, no English name).
      nameNl: name,
      nameEn: null,
      usageCount: 0,
      organizationCount: 0,
      vacancyCount: 0,
      createdAt: '2026-01-01T10:00:00.000Z',
      ...overrides.attributes,
    },
    meta: { abilities: buildTagAbilities(overrides.abilities) },
  };
}

/** POST, PATCH or merge of a tag: the tag (wire casing). */
export function tagDocument(tag: TagResource) {
  return wireDocument(tagDocumentSchema, { data: tag });
}

/** GET /api/v1/tags: one page of tags and whether the asker may add one (not unless `create`) (wire casing). */
export function tagListDocument(
  tags: TagResource[],
  options: { create?: boolean; page?: number; pageSize?: number; total?: number } = {},
) {
  const pagination = buildPagination(tags.length, options);
  return wireDocument(tagListDocumentSchema, {
    data: tags,
    meta: { pagination, abilities: { create: options.create ?? false } },
    links: buildPaginationLinks('/api/v1/tags', pagination),
  });
}

/** The demo centre's tags: categories Zorg (11) and Sport (12), skill Koken (21), target group Ouderen (31). */
const centerTags: Record<TagKind, { id: string; name: string }[]> = {
  category: [
    { id: '11', name: 'Zorg' },
    { id: '12', name: 'Sport' },
  ],
  skill: [{ id: '21', name: 'Koken' }],
  target_group: [{ id: '31', name: 'Ouderen' }],
};

/** GET /api/v1/tags?filter[kind]=… as the demo centre answers someone who does not manage tags (none of another kind). */
export function centerTagListDocument(kind: string | null) {
  const tagKind = tagKinds.find((known) => known === kind);
  const tags = tagKind ? centerTags[tagKind] : [];
  return tagListDocument(tags.map((tag) => buildTag({ id: tag.id, attributes: { kind: tagKind, name: tag.name } })));
}
