import { randomBytes } from 'node:crypto';
import { closeSync, fsyncSync, linkSync, openSync, readFileSync, readlinkSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { setTimeout as wait } from 'node:timers/promises';
import { StartupError } from '../startup/startup-error.ts';
import { prepareWritableDirectory } from './data-directory.ts';

/** A held lock on a data directory; release it when the database closes. */
export interface DirectoryLock {
  release(): void;
}

/**
 * Who holds a lock. The PID alone is not enough: after a crash the PID may be reused
 * by an unrelated process, so the holder's start time (Linux: /proc/<pid>/stat), the
 * kernel's boot id and PID namespace say whether that PID is still the same process.
 */
interface LockHolder {
  pid: number;
  startTime: string | null;
  bootId: string | null;
  pidNamespace: string | null;
  hostname: string;
  /** Unique per acquisition: makes every lock file's content different. */
  token: string;
}

type Verdict = 'alive' | 'dead' | 'elsewhere';

export interface LockOptions {
  /** How long to wait for a lock file that is being written or taken over (ms). */
  patienceMs?: number;
}

function readOptional(file: string): string | null {
  try {
    return readFileSync(file, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

/** The start time of a process in clock ticks since boot, or null where /proc is missing. */
export function processStartTime(pid: number): string | null {
  const stat = readOptional(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The command name (field 2) may contain spaces and parentheses: count from the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19] ?? null;
}

function currentPidNamespace(): string | null {
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    return null;
  }
}

function describeSelf(): LockHolder {
  return {
    pid: process.pid,
    startTime: processStartTime(process.pid),
    bootId: readOptional('/proc/sys/kernel/random/boot_id'),
    pidNamespace: currentPidNamespace(),
    hostname: hostname(),
    token: randomBytes(12).toString('hex'),
  };
}

/** Reads a lock file's holder; null when it is not (yet) a complete lock record. */
function parseHolder(raw: string): LockHolder | null {
  // Locks written before decision 011 hold a bare PID.
  if (/^\d+$/.test(raw.trim())) {
    return {
      pid: Number(raw.trim()),
      startTime: null,
      bootId: null,
      pidNamespace: null,
      hostname: hostname(),
      token: '',
    };
  }
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    const text = (field: unknown) => (typeof field === 'string' ? field : null);
    if (typeof record.pid !== 'number' || !Number.isInteger(record.pid) || typeof record.token !== 'string')
      return null;
    return {
      pid: record.pid,
      startTime: text(record.startTime),
      bootId: text(record.bootId),
      pidNamespace: text(record.pidNamespace),
      hostname: text(record.hostname) ?? '',
      token: record.token,
    };
  } catch {
    return null;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the holder still runs, is gone, or runs where this process cannot look. */
function judge(holder: LockHolder, self: LockHolder): Verdict {
  if (holder.bootId && self.bootId && holder.bootId !== self.bootId) {
    // Another boot of this machine is over; another machine's process we cannot see.
    return holder.hostname === self.hostname ? 'dead' : 'elsewhere';
  }
  if (holder.pidNamespace && self.pidNamespace && holder.pidNamespace !== self.pidNamespace) {
    // Another container on this machine: its PIDs mean nothing here.
    return 'elsewhere';
  }
  if (!isProcessAlive(holder.pid)) return 'dead';
  if (holder.startTime) {
    const startTime = processStartTime(holder.pid);
    // The PID now belongs to a process that started later: the holder is gone.
    if (startTime && startTime !== holder.startTime) return 'dead';
  }
  return 'alive';
}

function readLockFile(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Puts a complete file with this content at `target`, or reports that one exists.
 * The content is written and flushed to a private temporary file first and then
 * hard-linked into place: link() fails with EEXIST atomically, so nobody ever
 * sees a half-written lock and exactly one of several racers wins.
 */
function tryCreateComplete(target: string, content: string, token: string): boolean {
  const temporary = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.${token}.tmp`);
  const handle = openSync(temporary, 'wx', 0o644);
  try {
    writeSync(handle, content);
    fsyncSync(handle);
  } finally {
    closeSync(handle);
  }
  try {
    linkSync(temporary, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(temporary, { force: true });
  }
}

function lockError(error: unknown, dataDir: string, lockPath: string): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') {
    return new StartupError(
      `DATA_DIR ${dataDir}: the lock file ${lockPath} cannot be written: make ${path.dirname(lockPath)} writable for this user, or choose another DATA_DIR.`,
      { cause: error },
    );
  }
  return error;
}

/**
 * Takes an exclusive lock on an embedded database directory. PGlite has a single
 * connection and corrupts its files when two processes open them, so a second
 * process refuses with a clear message instead (decision 011).
 *
 * - The lock file appears complete or not at all (temporary file + link).
 * - A lock file that cannot be read or parsed is someone taking it: wait, never delete it.
 * - A lock whose holder is gone (also: its PID reused by another process) is removed
 *   only under a second lock, `<lock>.takeover`, and only if it still holds the very
 *   content judged stale, so two racers can never both remove and win.
 */
export async function acquireDirectoryLock(dataDir: string, options: LockOptions = {}): Promise<DirectoryLock> {
  // Creates it when missing; refuses an unusable one (read-only, under /proc) with one clear line.
  prepareWritableDirectory(dataDir, 'DATA_DIR');
  const lockPath = `${dataDir}.lock`;
  const takeoverPath = `${lockPath}.takeover`;
  const self = describeSelf();
  const content = JSON.stringify(self);
  const giveUpAt = Date.now() + (options.patienceMs ?? 2000);

  for (let round = 0; ; round += 1) {
    try {
      if (tryCreateComplete(lockPath, content, self.token)) return heldLock(lockPath, content);
    } catch (error) {
      throw lockError(error, dataDir, lockPath);
    }
    const raw = readLockFile(lockPath);
    if (raw === null) continue; // released in between: try again
    const holder = parseHolder(raw);
    if (!holder) {
      if (Date.now() < giveUpAt) {
        await wait(Math.min(50, 5 + round * 5));
        continue;
      }
      throw new StartupError(
        `DATA_DIR ${dataDir} is locked by ${lockPath}, which stays empty or unreadable: if no Volunteerly process uses this DATA_DIR, delete that file and start again.`,
      );
    }
    const verdict = judge(holder, self);
    if (verdict === 'alive') {
      throw new StartupError(
        `DATA_DIR ${dataDir} is already open in process ${holder.pid}: stop that process first, or set DATA_DIR to another directory.`,
      );
    }
    if (verdict === 'elsewhere') {
      throw new StartupError(
        `DATA_DIR ${dataDir} is locked by process ${holder.pid} on ${holder.hostname || 'another machine'} (another machine or container): stop it first; if it no longer runs, delete ${lockPath} and start again.`,
      );
    }
    await removeStaleLock(lockPath, takeoverPath, raw, self, dataDir, giveUpAt);
  }
}

/** Removes the lock file if it still holds exactly `staleContent`, under the takeover lock. */
async function removeStaleLock(
  lockPath: string,
  takeoverPath: string,
  staleContent: string,
  self: LockHolder,
  dataDir: string,
  giveUpAt: number,
): Promise<void> {
  const takeoverContent = JSON.stringify(self);
  let taken: boolean;
  try {
    taken = tryCreateComplete(takeoverPath, takeoverContent, `${self.token}-takeover`);
  } catch (error) {
    throw lockError(error, dataDir, takeoverPath);
  }
  if (!taken) {
    const other = parseHolder(readLockFile(takeoverPath) ?? '');
    if (other && judge(other, self) === 'dead') {
      // Its owner died within the few microseconds a takeover lasts: a person must look.
      throw new StartupError(
        `DATA_DIR ${dataDir}: a process died while taking over a stale lock and left ${takeoverPath}: if no Volunteerly process uses this DATA_DIR, delete that file and start again.`,
      );
    }
    if (Date.now() >= giveUpAt) {
      throw new StartupError(
        `DATA_DIR ${dataDir} is being locked by another process right now: stop the other process, or set DATA_DIR to another directory.`,
      );
    }
    await wait(10);
    return;
  }
  try {
    // Only the takeover holder removes a lock, and only the exact stale record it judged:
    // a fresh lock another racer linked in meanwhile has a different token and stays.
    if (readLockFile(lockPath) === staleContent) rmSync(lockPath, { force: true });
  } finally {
    if (readLockFile(takeoverPath) === takeoverContent) rmSync(takeoverPath, { force: true });
  }
}

function heldLock(lockPath: string, content: string): DirectoryLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.removeListener('exit', release);
    // Remove only our own lock, never one another process holds.
    try {
      if (readLockFile(lockPath) === content) rmSync(lockPath, { force: true });
    } catch {
      // Unreadable now: leave it; the next start judges it.
    }
  };
  // A start-up that fails after taking the lock (a port in use, a failed migration)
  // exits with process.exit: the lock goes with it.
  process.once('exit', release);
  return { release };
}
