import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDirectoryLock } from './directory-lock.ts';
import { openDatabase } from './connection.ts';

function freshDataDirectory(): string {
  return path.join(mkdtempSync(path.join(tmpdir(), 'volunteerly-lock-')), 'nested', 'data');
}

describe('embedded database directory lock', () => {
  it('refuses a second opening of the same data directory with a clear message', async () => {
    const dataDir = freshDataDirectory();
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(/already open in process \d+/);
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dataDir = freshDataDirectory();
    acquireDirectoryLock(dataDir).release();
    // PID 2^22 + 1 is above Linux's pid_max default, so no process has it.
    writeFileSync(`${dataDir}.lock`, String(4_194_305));
    const lock = acquireDirectoryLock(dataDir);
    lock.release();
  });
});
