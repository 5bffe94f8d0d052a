import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalDiskStorage } from '../../src/platform/storage/local-disk-storage.ts';

describe('local disk file storage', () => {
  let parent: string;
  beforeAll(async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'volunteerly-storage-'));
  });
  afterAll(async () => rm(parent, { recursive: true, force: true }));

  const key = '0f8b6a52-3c1d-4e7f-9a0b-1c2d3e4f5a6b.png';

  it('makes its directory on the first save and reads back what it stored', async () => {
    const directory = path.join(parent, 'nested', 'uploads');
    const storage = createLocalDiskStorage(directory);
    expect(existsSync(directory)).toBe(false);
    await storage.save(key, new TextEncoder().encode('bytes'), 'image/png');
    const stored = await storage.open(key);
    expect(stored?.size).toBe(5);
    expect(await text(stored!.stream)).toBe('bytes');
    expect(await storage.open('1f8b6a52-3c1d-4e7f-9a0b-1c2d3e4f5a6b.png')).toBeUndefined();
  });

  it('removes a stored file, and removing it again is no error', async () => {
    const storage = createLocalDiskStorage(path.join(parent, 'removing'));
    await storage.save(key, new TextEncoder().encode('bytes'), 'image/png');
    await storage.remove(key);
    expect(await storage.open(key)).toBeUndefined();
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('refuses every key that is not a generated name', async () => {
    const storage = createLocalDiskStorage(path.join(parent, 'strict'));
    for (const bad of ['../escape.png', `${key}/../../x.png`, 'index.html', `${key.slice(0, -4)}.svg`, `/${key}`]) {
      await expect(storage.save(bad, new Uint8Array([1]), 'image/png'), bad).rejects.toThrow(/refusing storage key/);
      expect(await storage.open(bad), bad).toBeUndefined();
      await expect(storage.remove(bad), bad).rejects.toThrow(/refusing storage key/);
    }
  });
});
