import { LRUCache } from 'lru-cache';
import { unknownChanges } from './change-announcements.ts';
import type { Database } from './connection.ts';

/**
 * Answers read from the database, kept in memory until the database announces a change to what
 * they were read from (decision 019). Each cache names the announcements that make its answers
 * stale; announcements that may have been missed (`unknown`) empty every cache.
 */
export interface AnnouncedCache<Answer> {
  /**
   * The answer kept under `key`, else the answer `read` gives, kept for the next asker when no
   * change was announced while it was read. Askers of the same key at the same time share one read.
   * Kept answers are shared: callers must not change them in place.
   */
  remember(key: string, read: () => Promise<Answer>): Promise<Answer>;
  /** Stops listening for changes. */
  close(): void;
}

/** What a cache keeps and what empties it. */
export interface AnnouncedCacheOptions {
  /** At most this many answers, the least recently used dropped first; 0 keeps nothing. */
  maxEntries: number;
  /** The announcements after which a kept answer may be wrong (besides `unknown`). */
  invalidatedBy: readonly string[];
}

function keepingNothing<Answer>(): AnnouncedCache<Answer> {
  return { remember: (_key, read) => read(), close() {} };
}

/** A cache over `database`'s change announcements (migrations 0014 and 0015). */
export function createAnnouncedCache<Answer>(
  database: Pick<Database, 'watchChanges'>,
  options: AnnouncedCacheOptions,
): AnnouncedCache<Answer> {
  if (options.maxEntries === 0) return keepingNothing();
  const invalidating = new Set([...options.invalidatedBy, unknownChanges]);
  // Each kept answer is a promise: concurrent askers of one key share one read.
  const answers = new LRUCache<string, Promise<Answer>>({ max: options.maxEntries });
  // Bumped by every announcement that concerns this cache: a read that started before one is not kept.
  let generation = 0;
  const stopWatching = database.watchChanges((change) => {
    if (!invalidating.has(change)) return;
    generation += 1;
    answers.clear();
  });
  return {
    remember(key, read) {
      const kept = answers.get(key);
      if (kept) return kept;
      const startedIn = generation;
      const reading = read();
      answers.set(key, reading);
      const forget = () => {
        if (answers.peek(key) === reading) answers.delete(key);
      };
      reading.then(() => {
        if (generation !== startedIn) forget();
      }, forget);
      return reading;
    },
    close: stopWatching,
  };
}
