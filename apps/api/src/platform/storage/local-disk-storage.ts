import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isStorageKey, type FileStorage } from './file-storage.ts';

/**
 * File storage in a directory on this machine (UPLOADS_DIR). The directory is
 * made on the first save, so processes that never receive an upload (tests,
 * read-only replicas) leave no trace on disk.
 */
export function createLocalDiskStorage(directory: string): FileStorage {
  const root = path.resolve(directory);
  const pathOf = (key: string): string => {
    // Keys are generated, so this is a second lock on a door already shut: nothing but
    // '<uuid>.<ext>' ever reaches the file system, and no key can climb out of the root.
    if (!isStorageKey(key)) throw new Error(`refusing storage key ${JSON.stringify(key)}`);
    return path.join(root, key);
  };

  return {
    async save(key, bytes) {
      const target = pathOf(key);
      await mkdir(root, { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${target}.partial`;
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, target);
    },
    async open(key) {
      if (!isStorageKey(key)) return undefined;
      const target = pathOf(key);
      try {
        const info = await stat(target);
        if (!info.isFile()) return undefined;
        return { stream: createReadStream(target), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(key) {
      // `force`: a file already gone is what was asked for (a sweep that runs twice).
      await rm(pathOf(key), { force: true });
    },
  };
}
