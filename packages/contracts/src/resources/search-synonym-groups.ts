import { z } from 'zod';
import { collectionDocumentSchema, resourceDocumentSchema, resourceSchema } from '../json-api-schemas.ts';

/** The limits of a centre's search synonym groups (the API checks them; the settings page shows them). */
export const searchSynonymLimits = {
  /** Fewest words or phrases in a group: one word alone stands for nothing else. */
  minimumWords: 2,
  /** Most words or phrases in a group. */
  maximumWords: 10,
  /** Longest word or phrase, in characters. */
  maximumWordLength: 40,
  /** Most words in one phrase ("De Pit", "huis van de wijk"). */
  maximumPhraseWords: 3,
  /** Most groups one centre (tenant) keeps. */
  maximumGroups: 100,
} as const;

/** What the signed-in user may do with a synonym group (`meta.abilities`). */
export const searchSynonymGroupAbilitiesSchema = z.object({ update: z.boolean(), destroy: z.boolean() });

/**
 * A centre's own group of search words that stand for each other: a search for one also finds
 * vacancies with another (decision 025). Words as the centre wrote them.
 */
export const searchSynonymGroupResourceSchema = resourceSchema({
  type: 'search_synonym_groups',
  attributes: {
    words: z.array(z.string()),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  },
  meta: z.object({ abilities: searchSynonymGroupAbilitiesSchema }),
});
export type SearchSynonymGroupResource = z.infer<typeof searchSynonymGroupResourceSchema>;

/** POST and PATCH of a synonym group: the group. */
export const searchSynonymGroupDocumentSchema = resourceDocumentSchema(searchSynonymGroupResourceSchema);

/** `meta` of GET /api/v1/search_synonym_groups. */
const searchSynonymGroupListMeta = {
  abilities: z.object({ create: z.boolean() }),
  /** The groups the search knows for every centre (read-only). */
  builtInGroups: z.array(z.array(z.string())),
  maximumGroups: z.number().int(),
};
export const searchSynonymGroupListMetaSchema = z.object(searchSynonymGroupListMeta);
export type SearchSynonymGroupListMeta = z.infer<typeof searchSynonymGroupListMetaSchema>;

/** GET /api/v1/search_synonym_groups: the centre's groups, whether the asker may add one, the built-in groups. */
export const searchSynonymGroupListDocumentSchema = collectionDocumentSchema(searchSynonymGroupResourceSchema, {
  meta: searchSynonymGroupListMeta,
});
