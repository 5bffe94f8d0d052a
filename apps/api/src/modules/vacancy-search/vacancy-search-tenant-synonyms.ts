import { publicCatalogueChange, unknownChanges } from '../../platform/database/change-announcements.ts';
import type { Database } from '../../platform/database/connection.ts';
import { lightStem, wordsOf } from './vacancy-search-word-forms.ts';

// A centre's own synonym groups as the search uses them (decision 025): a typed word finds the
// group of any member with the same light stem (buurthuizen → buurthuis), a typed phrase of two or
// three words the group of a member written so ("de pit"). A member that is a phrase is looked for
// as those words in a row.

/** The alternatives a centre's own groups give typed words and phrases. */
export interface TenantSynonyms {
  /** The members of the groups a typed word is in (itself included; phrases as their words with spaces). */
  ofWord(word: string): readonly string[];
  /** The members of the groups a typed phrase (words with single spaces) is in. */
  ofPhrase(phrase: string): readonly string[] | undefined;
}

/** The stem with a last z or v as s or f, as the singular writes it: buurthuizen → buurthuis. */
function softenedStem(word: string): string {
  const stem = lightStem(word);
  return stem.replace(/z$/, 's').replace(/v$/, 'f');
}

/** No groups. */
export const noTenantSynonyms: TenantSynonyms = { ofWord: () => [], ofPhrase: () => undefined };

/** The lookup of these groups (each member as written, e.g. "De Pit"). */
export function createTenantSynonyms(groups: readonly (readonly string[])[]): TenantSynonyms {
  const byStem = new Map<string, string[]>();
  const byPhrase = new Map<string, string[]>();
  for (const group of groups) {
    const members = group.map((member) => wordsOf(member).join(' ')).filter((member) => member.length > 0);
    for (const member of members) {
      const index = member.includes(' ') ? byPhrase : byStem;
      // A word by its stem and as written: "buurthuis" is stemmed to "buurthui", "buurthuizen" softened to it.
      for (const key of member.includes(' ') ? [member] : [lightStem(member), member]) {
        index.set(key, [...new Set([...(index.get(key) ?? []), ...members])]);
      }
    }
  }
  if (byStem.size === 0 && byPhrase.size === 0) return noTenantSynonyms;
  return {
    ofWord: (word) => byStem.get(lightStem(word)) ?? byStem.get(softenedStem(word)) ?? [],
    ofPhrase: (phrase) => byPhrase.get(phrase),
  };
}

/** The centre's phrase of three or two typed words starting at `index`, with its group's members. */
export function ownPhraseAt(
  words: readonly string[],
  index: number,
  tenantSynonyms: TenantSynonyms | undefined,
): { length: number; members: readonly string[] } | undefined {
  for (const length of [3, 2]) {
    const part = words.slice(index, index + length);
    const members = part.length === length ? tenantSynonyms?.ofPhrase(part.join(' ')) : undefined;
    if (members) return { length, members };
  }
  return undefined;
}

/** A phrase ("de pit") as tsquery words in a row ("de <-> pit"); a single word as it is. */
export function asQueryWords(alternative: string): string {
  return alternative.split(' ').join(' <-> ');
}

/** Reads one tenant's groups from the database. */
export type TenantSynonymReader = (tenantId: number) => Promise<string[][]>;

/**
 * Each tenant's own groups, kept in this process and read again before the next search after any
 * change to the public catalogue (a change to the groups is announced as one, migration 0022).
 * The groups are few (at most a hundred), so a read is quick and never waits for the background.
 */
export interface KeptTenantSynonyms {
  synonymsOf(tenantId: number): Promise<TenantSynonyms>;
  /** Stops listening for changes. */
  close(): void;
}

/** The kept groups over `database`'s change announcements, read with `read`. */
export function createKeptTenantSynonyms(
  database: Pick<Database, 'watchChanges'>,
  read: TenantSynonymReader,
): KeptTenantSynonyms {
  const kept = new Map<number, Promise<TenantSynonyms>>();
  // Bumped by every change: a read that started before one is not kept.
  let generation = 0;
  const stopWatching = database.watchChanges((change) => {
    if (change !== publicCatalogueChange && change !== unknownChanges) return;
    generation += 1;
    kept.clear();
  });
  return {
    synonymsOf(tenantId) {
      const found = kept.get(tenantId);
      if (found) return found;
      const startedIn = generation;
      const reading = read(tenantId).then(createTenantSynonyms);
      kept.set(tenantId, reading);
      const forget = () => {
        if (kept.get(tenantId) === reading) kept.delete(tenantId);
      };
      reading.then(() => {
        if (generation !== startedIn) forget();
      }, forget);
      return reading;
    },
    close() {
      stopWatching();
      kept.clear();
    },
  };
}
