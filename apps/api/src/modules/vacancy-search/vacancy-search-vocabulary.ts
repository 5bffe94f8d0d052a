import { publicCatalogueChange, unknownChanges } from '../../platform/database/change-announcements.ts';
import type { Database } from '../../platform/database/connection.ts';
import { createSearchVocabulary, type SearchVocabulary } from './vacancy-search-words.ts';

/** Reads one tenant's vocabulary from the database. */
export type VocabularyReader = (tenantId: number) => Promise<string[]>;

/**
 * Each tenant's vocabulary (the words of its published vacancies), kept in this process and read
 * again after the public catalogue changes (decision 025). A small tenant's (read in under
 * `quickReadMs`) is read again before the next search; a large tenant's next search uses the
 * words it has and reads them again in the background, at most once per `slowRefreshMs`: a
 * vocabulary a few minutes old misses only the compounds and typos of the newest words, never a
 * word as typed.
 */
export interface SearchVocabularies {
  vocabularyOf(tenantId: number): Promise<SearchVocabulary>;
  /** Stops listening for changes. */
  close(): void;
}

interface KeptVocabulary {
  vocabulary: Promise<SearchVocabulary>;
  readAt: number;
  readMs: number;
  stale: boolean;
  refreshing: boolean;
}

/** The vocabularies over `database`'s change announcements, read with `read`. */
export function createSearchVocabularies(
  database: Pick<Database, 'watchChanges'>,
  read: VocabularyReader,
  options: { quickReadMs?: number; slowRefreshMs?: number } = {},
): SearchVocabularies {
  const quickReadMs = options.quickReadMs ?? 20;
  const slowRefreshMs = options.slowRefreshMs ?? 60_000;
  const kept = new Map<number, KeptVocabulary>();
  const stopWatching = database.watchChanges((change) => {
    if (change !== publicCatalogueChange && change !== unknownChanges) return;
    for (const entry of kept.values()) entry.stale = true;
  });

  function readNow(tenantId: number): KeptVocabulary {
    const started = performance.now();
    const entry: KeptVocabulary = {
      vocabulary: read(tenantId).then((words) => {
        entry.readMs = performance.now() - started;
        return createSearchVocabulary(words);
      }),
      readAt: Date.now(),
      readMs: 0,
      stale: false,
      refreshing: false,
    };
    // A failed read is not kept: the next search tries again.
    entry.vocabulary.catch(() => {
      if (kept.get(tenantId) === entry) kept.delete(tenantId);
    });
    kept.set(tenantId, entry);
    return entry;
  }

  function refreshInBackground(tenantId: number, entry: KeptVocabulary): void {
    entry.refreshing = true;
    const started = performance.now();
    read(tenantId)
      .then((words) => {
        kept.set(tenantId, {
          vocabulary: Promise.resolve(createSearchVocabulary(words)),
          readAt: Date.now(),
          readMs: performance.now() - started,
          stale: false,
          refreshing: false,
        });
      })
      .catch(() => {
        entry.refreshing = false;
      });
  }

  return {
    async vocabularyOf(tenantId) {
      const entry = kept.get(tenantId);
      if (!entry) return readNow(tenantId).vocabulary;
      if (!entry.stale || entry.refreshing) return entry.vocabulary;
      if (entry.readMs < quickReadMs) return readNow(tenantId).vocabulary;
      if (Date.now() - entry.readAt >= slowRefreshMs) refreshInBackground(tenantId, entry);
      return entry.vocabulary;
    },
    close() {
      stopWatching();
      kept.clear();
    },
  };
}
