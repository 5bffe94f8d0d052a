import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { acquireDirectoryLock, processStartTime } from './directory-lock.ts';
import { openDatabase } from './connection.ts';

function freshDataDirectory(): string {
  return path.join(mkdtempSync(path.join(tmpdir(), 'volunteerly-lock-')), 'nested', 'data');
}

function lockRecord(fields: { pid: number; startTime: string | null }): string {
  return JSON.stringify({ ...fields, bootId: null, pidNamespace: null, hostname: 'here', token: 'someone-else' });
}

// Opening PGlite on disk runs initdb first: several seconds each on 2 busy cores, beyond the project's 20 s.
describe('embedded database directory lock', { timeout: 60_000 }, () => {
  it('refuses a second opening of the same data directory with a clear message', async () => {
    const dataDir = freshDataDirectory();
    const first = await openDatabase({ dataDir });
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        /^DATA_DIR .* is already open in process \d+: stop that process first, or set DATA_DIR to another directory\.$/,
      );
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir });
    await again.close();
  });

  it('takes over a lock left by a process that no longer runs', async () => {
    const dataDir = freshDataDirectory();
    (await acquireDirectoryLock(dataDir)).release();
    // PID 2^22 + 1 is above Linux's largest pid_max, so no process has it.
    writeFileSync(`${dataDir}.lock`, lockRecord({ pid: 4_194_305, startTime: '1' }));
    const lock = await acquireDirectoryLock(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toContain(`"pid":${process.pid}`);
    lock.release();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('takes over a lock whose PID now belongs to another process that started later', async () => {
    const dataDir = freshDataDirectory();
    (await acquireDirectoryLock(dataDir)).release();
    // The parent process is alive, but it is not the process that wrote this lock.
    writeFileSync(`${dataDir}.lock`, lockRecord({ pid: process.ppid, startTime: '1' }));
    const lock = await acquireDirectoryLock(dataDir);
    lock.release();
  });

  it('refuses a lock whose PID still belongs to the process that took it', async () => {
    const dataDir = freshDataDirectory();
    (await acquireDirectoryLock(dataDir)).release();
    writeFileSync(`${dataDir}.lock`, lockRecord({ pid: process.ppid, startTime: processStartTime(process.ppid) }));
    await expect(acquireDirectoryLock(dataDir)).rejects.toThrow(`already open in process ${process.ppid}`);
  });

  it('never deletes a lock file it cannot read: an empty or half-written one is someone taking it', async () => {
    const dataDir = freshDataDirectory();
    (await acquireDirectoryLock(dataDir)).release();
    for (const content of ['', '{"pid":12']) {
      writeFileSync(`${dataDir}.lock`, content);
      await expect(acquireDirectoryLock(dataDir, { patienceMs: 100 })).rejects.toThrow(
        /stays empty or unreadable: if no Volunteerly process uses this DATA_DIR, delete that file/,
      );
      expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(content);
    }
  });

  it('waits for a lock file that is being written and then judges it', async () => {
    const dataDir = freshDataDirectory();
    (await acquireDirectoryLock(dataDir)).release();
    writeFileSync(`${dataDir}.lock`, '');
    const taking = acquireDirectoryLock(dataDir, { patienceMs: 5000 });
    // The writer finishes; it turns out to be a process that has since gone.
    writeFileSync(`${dataDir}.lock`, lockRecord({ pid: 4_194_305, startTime: '1' }));
    (await taking).release();
  });

  it('releases only its own lock, never one another process holds now', async () => {
    const dataDir = freshDataDirectory();
    const lock = await acquireDirectoryLock(dataDir);
    const someoneElse = lockRecord({ pid: process.ppid, startTime: processStartTime(process.ppid) });
    writeFileSync(`${dataDir}.lock`, someoneElse);
    lock.release();
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(someoneElse);
  });
});
