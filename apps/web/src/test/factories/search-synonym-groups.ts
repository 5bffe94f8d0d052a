import {
  searchSynonymGroupDocumentSchema,
  searchSynonymGroupListDocumentSchema,
  type SearchSynonymGroupResource,
} from '@volunteerly/contracts/resources/search-synonym-groups';
import { wireDocument } from './wire-document.ts';

/** A centre's own synonym group the asker may change and delete, "buurthuis, wijkcentrum" unless given. */
export function buildSearchSynonymGroup(
  overrides: { id?: string; words?: string[]; manage?: boolean } = {},
): SearchSynonymGroupResource {
  const manage = overrides.manage ?? true;
  return {
    type: 'search_synonym_groups',
    id: overrides.id ?? '1',
    attributes: {
      words: overrides.words ?? ['buurthuis', 'wijkcentrum'],
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    },
    meta: { abilities: { update: manage, destroy: manage } },
  };
}

/** POST or PATCH of a group: the group (wire casing). */
export function searchSynonymGroupDocument(group: SearchSynonymGroupResource) {
  return wireDocument(searchSynonymGroupDocumentSchema, { data: group });
}

/** GET /api/v1/search_synonym_groups: the centre's groups and two built-in ones (wire casing). */
export function searchSynonymGroupListDocument(groups: SearchSynonymGroupResource[]) {
  return wireDocument(searchSynonymGroupListDocumentSchema, {
    data: groups,
    meta: {
      abilities: { create: true },
      builtInGroups: [
        ['ouderen', 'senioren', 'bejaarden'],
        ['bibliotheek', 'bieb'],
      ],
      maximumGroups: 100,
    },
  });
}
