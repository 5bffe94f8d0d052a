import { searchSynonymLimits } from '@volunteerly/contracts/resources/search-synonym-groups';
import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { synonymGroupInvalid, synonymGroupNotFound, synonymsForbidden } from './search-synonym-groups.errors.ts';
import { canManageSearchSynonyms } from './search-synonym-groups.policy.ts';
import {
  countSynonymGroupsLocked,
  deleteSynonymGroup,
  findSynonymGroupById,
  findSynonymGroups,
  insertSynonymGroup,
  updateSynonymGroup,
} from './search-synonym-groups.repository.ts';
import type { SearchSynonymGroupRow } from './search-synonym-groups.schema.ts';
import { wordsOf } from './vacancy-search-word-forms.ts';

// A centre's own search synonyms (decision 025): groups of words or short phrases that stand for
// each other in its search, next to the built-in groups. A change is announced like a catalogue
// change (migration 0022), so the next search reads the groups again.

const wordsPointer = '/data/attributes/words';

/**
 * The group's words as stored: trimmed, single spaces, empty ones left out. Fails with a 422 that
 * says what is wrong: no words, one word, too many, a word too long or without letters, a word twice
 * (ignoring case and punctuation).
 */
export function checkedSynonymWords(written: readonly string[]): string[] {
  const words = written.map((word) => word.trim().replace(/\s+/g, ' ')).filter((word) => word.length > 0);
  const { minimumWords, maximumWords, maximumWordLength, maximumPhraseWords } = searchSynonymLimits;
  if (words.length === 0) throw synonymGroupInvalid(wordsPointer, 'words_empty', 'search_synonyms.words.empty');
  if (words.length < minimumWords) {
    throw synonymGroupInvalid(wordsPointer, 'words_single', 'search_synonyms.words.single', { minimum: minimumWords });
  }
  if (words.length > maximumWords) {
    throw synonymGroupInvalid(wordsPointer, 'words_too_many', 'search_synonyms.words.too_many', {
      maximum: maximumWords,
    });
  }
  const seen = new Set<string>();
  for (const word of words) {
    const pointer = wordsPointer;
    const searched = wordsOf(word);
    if (word.length > maximumWordLength || searched.length > maximumPhraseWords) {
      throw synonymGroupInvalid(pointer, 'word_too_long', 'search_synonyms.words.too_long', {
        word: word.slice(0, maximumWordLength + 10),
        maximum: maximumWordLength,
        phraseWords: maximumPhraseWords,
      });
    }
    if (searched.length === 0)
      throw synonymGroupInvalid(pointer, 'word_without_letters', 'search_synonyms.words.no_letters', { word });
    const key = searched.join(' ');
    if (seen.has(key))
      throw synonymGroupInvalid(pointer, 'word_duplicate', 'search_synonyms.words.duplicate', { word });
    seen.add(key);
  }
  return words;
}

function ensureManages(actor: SignedInUser | undefined, tenantId: number): void {
  if (!canManageSearchSynonyms(actor, tenantId)) throw synonymsForbidden();
}

async function findGroupOr404(scope: TenantScope, groupId: number): Promise<SearchSynonymGroupRow> {
  const group = await findSynonymGroupById(scope, groupId);
  if (!group) throw synonymGroupNotFound();
  return group;
}

/** The tenant's own synonym groups, oldest first (centre admins and super admins only). */
export async function listSynonymGroups(database: Database, actor: SignedInUser): Promise<SearchSynonymGroupRow[]> {
  ensureManages(actor, actor.tenantId);
  return withTenant(database, actor.tenantId, findSynonymGroups);
}

/** The centre adds a group; at most `maximumGroups` per tenant. */
export async function createSynonymGroup(
  database: Database,
  actor: SignedInUser,
  written: readonly string[],
): Promise<SearchSynonymGroupRow> {
  ensureManages(actor, actor.tenantId);
  const words = checkedSynonymWords(written);
  return withTenant(database, actor.tenantId, async (scope) => {
    const maximum = searchSynonymLimits.maximumGroups;
    if ((await countSynonymGroupsLocked(scope)) >= maximum) {
      throw synonymGroupInvalid('/data', 'groups_too_many', 'search_synonyms.groups.too_many', { maximum });
    }
    return insertSynonymGroup(scope, words);
  });
}

/** The centre replaces a group's words. */
export async function changeSynonymGroup(
  database: Database,
  actor: SignedInUser,
  groupId: number,
  written: readonly string[],
): Promise<SearchSynonymGroupRow> {
  ensureManages(actor, actor.tenantId);
  const words = checkedSynonymWords(written);
  return withTenant(database, actor.tenantId, async (scope) => {
    const group = await findGroupOr404(scope, groupId);
    return (await updateSynonymGroup(scope, group.id, words))!;
  });
}

/** The centre deletes a group. */
export async function destroySynonymGroup(database: Database, actor: SignedInUser, groupId: number): Promise<void> {
  ensureManages(actor, actor.tenantId);
  await withTenant(database, actor.tenantId, async (scope) => {
    const group = await findGroupOr404(scope, groupId);
    await deleteSynonymGroup(scope, group.id);
  });
}
