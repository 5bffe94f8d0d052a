import { describe, expect, it } from 'vitest';
import { createAnnouncedCache } from '../../src/platform/database/announced-cache.ts';
import { unknownChanges } from '../../src/platform/database/change-announcements.ts';

describe('a cache emptied by announced changes', () => {
  const options = { maxEntries: 10, invalidatedBy: ['public_catalogue'] };

  /** A database that announces only what the test says. */
  function announcingDatabase() {
    const listeners = new Set<(change: string) => void>();
    return {
      watchChanges(listener: (change: string) => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      announce(change: string) {
        for (const listener of listeners) listener(change);
      },
    };
  }

  it('shares one read among those who ask the same at the same time', async () => {
    const cache = createAnnouncedCache<{ page: number }>(announcingDatabase(), options);
    let reads = 0;
    const read = async () => ({ page: (reads += 1) });
    const answers = await Promise.all([cache.remember('a', read), cache.remember('a', read)]);
    expect(answers).toEqual([{ page: 1 }, { page: 1 }]);
    expect(reads).toBe(1);
  });

  it('does not keep an answer read while a change was announced', async () => {
    const database = announcingDatabase();
    const cache = createAnnouncedCache<{ page: number }>(database, options);
    let reads = 0;
    let finishRead = () => {};
    const slowRead = () =>
      new Promise<{ page: number }>((resolve) => {
        reads += 1;
        finishRead = () => resolve({ page: reads });
      });
    const answering = cache.remember('a', slowRead);
    database.announce('public_catalogue');
    finishRead();
    expect(await answering).toEqual({ page: 1 });
    const next = cache.remember('a', async () => ({ page: (reads += 1) }));
    expect(await next).toEqual({ page: 2 });
  });

  it('forgets everything when announcements may have been missed, and nothing for changes it was not read from', async () => {
    const database = announcingDatabase();
    const cache = createAnnouncedCache<{ page: number }>(database, options);
    let reads = 0;
    const read = async () => ({ page: (reads += 1) });
    await cache.remember('a', read);
    database.announce('tenant_configuration');
    expect(await cache.remember('a', read)).toEqual({ page: 1 });
    database.announce(unknownChanges);
    expect(await cache.remember('a', read)).toEqual({ page: 2 });
  });

  it('tries a failed read again', async () => {
    const cache = createAnnouncedCache<{ page: number }>(announcingDatabase(), options);
    await expect(cache.remember('a', () => Promise.reject(new Error('database away')))).rejects.toThrow(
      'database away',
    );
    expect(await cache.remember('a', async () => ({ page: 2 }))).toEqual({ page: 2 });
  });

  it('keeps nothing when sized 0', async () => {
    const cache = createAnnouncedCache<{ page: number }>(announcingDatabase(), { ...options, maxEntries: 0 });
    let reads = 0;
    const read = async () => ({ page: (reads += 1) });
    await cache.remember('a', read);
    expect(await cache.remember('a', read)).toEqual({ page: 2 });
  });

  it('keeps the least recently used answers up to its size', async () => {
    const cache = createAnnouncedCache<{ key: string; read: number }>(announcingDatabase(), {
      ...options,
      maxEntries: 2,
    });
    let reads = 0;
    const read = (key: string) => cache.remember(key, async () => ({ key, read: (reads += 1) }));
    await read('a');
    await read('b');
    await read('a');
    await read('c');
    expect(await read('a')).toEqual({ key: 'a', read: 1 });
    expect(await read('b')).toEqual({ key: 'b', read: 4 });
  });
});
