import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareWritableDirectory } from './data-directory.ts';

describe('preparing a directory the server writes to', () => {
  it('creates a missing directory and its parents, and leaves nothing behind', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'volunteerly-dir-'));
    const directory = path.join(root, 'a', 'b', 'data');
    prepareWritableDirectory(directory, 'DATA_DIR');
    expect(existsSync(directory)).toBe(true);
    expect(readdirSync(directory)).toEqual([]);
  });

  it('refuses a directory on the kernel proc file system at once, instead of hanging', () => {
    expect(() => prepareWritableDirectory('/proc/volunteerly/data', 'DATA_DIR')).toThrow(
      "DATA_DIR /proc/volunteerly/data is on the kernel's proc file system, which cannot hold files: choose a directory on a disk, such as ./data.",
    );
  });

  it('refuses a path that runs through a file, naming the setting', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'volunteerly-dir-'));
    writeFileSync(path.join(root, 'file'), 'x');
    expect(() => prepareWritableDirectory(path.join(root, 'file'), 'UPLOADS_DIR')).toThrow(
      /^UPLOADS_DIR .*file is not a directory \(.*file is a file\): choose a directory path\.$/,
    );
    expect(() => prepareWritableDirectory(path.join(root, 'file', 'data'), 'DATA_DIR')).toThrow(
      /^DATA_DIR .* lies under a file, not a directory: choose a directory path\.$/,
    );
  });
});
