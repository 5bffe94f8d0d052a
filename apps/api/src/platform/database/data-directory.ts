import { closeSync, fsyncSync, mkdirSync, openSync, rmSync, statfsSync, statSync, writeSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from '../startup/startup-error.ts';

// Kernel file systems that hold no files of ours. Creating a directory under /proc
// makes Node's recursive mkdir loop forever, and PGlite hangs on them: refuse up front.
const virtualFileSystems = new Map<number, string>([
  [0x9fa0, 'proc'],
  [0x62656572, 'sysfs'],
  [0x1cd1, 'devpts'],
  [0x64626720, 'debugfs'],
  [0x74726163, 'tracefs'],
  [0x73636673, 'securityfs'],
  [0x27e0eb, 'cgroup'],
  [0x63677270, 'cgroup2'],
  [0x6165676c, 'pstorefs'],
  [0xcafe4a11, 'bpf'],
  [0x42494e4d, 'binfmt_misc'],
  [0x50495045, 'pipefs'],
]);

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;
}

function notWritable(setting: string, directory: string, cause: unknown): StartupError {
  return new StartupError(
    `${setting} ${directory} is not writable: choose a directory this user can write, or fix its permissions.`,
    { cause },
  );
}

/** The directory itself or its nearest ancestor that exists. */
function nearestExisting(directory: string, setting: string): string {
  let current = directory;
  for (;;) {
    try {
      const stats = statSync(current);
      if (!stats.isDirectory()) {
        throw new StartupError(
          `${setting} ${directory} is not a directory (${current} is a file): choose a directory path.`,
        );
      }
      return current;
    } catch (error) {
      if (error instanceof StartupError) throw error;
      const code = errorCode(error);
      if (code === 'ENOTDIR') {
        throw new StartupError(`${setting} ${directory} lies under a file, not a directory: choose a directory path.`, {
          cause: error,
        });
      }
      if (code === 'EACCES' || code === 'EPERM') throw notWritable(setting, directory, error);
      if (code !== 'ENOENT') throw error;
      const parent = path.dirname(current);
      if (parent === current) return current;
      current = parent;
    }
  }
}

/**
 * Makes sure a directory the server writes to exists, lies on a real file system
 * and is writable by this process, creating it (and its parents) when missing.
 * Every problem is a StartupError naming the setting, thrown at once rather than
 * as a hang or an obscure error from PGlite later.
 */
export function prepareWritableDirectory(directory: string, setting: string): void {
  const absolute = path.resolve(directory);
  const existing = nearestExisting(absolute, setting);
  const fileSystem = virtualFileSystems.get(statfsSync(existing).type);
  if (fileSystem) {
    throw new StartupError(
      `${setting} ${absolute} is on the kernel's ${fileSystem} file system, which cannot hold files: choose a directory on a disk, such as ./data.`,
    );
  }
  // One level at a time: never the recursive mkdir that loops on odd file systems.
  const missing = path.relative(existing, absolute).split(path.sep).filter(Boolean);
  let current = existing;
  for (const part of missing) {
    current = path.join(current, part);
    try {
      mkdirSync(current);
    } catch (error) {
      const code = errorCode(error);
      if (code === 'EEXIST') continue;
      if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') throw notWritable(setting, absolute, error);
      if (code === 'ENOSPC') {
        throw new StartupError(`${setting} ${absolute}: the disk is full: free some space or choose another disk.`, {
          cause: error,
        });
      }
      throw new StartupError(
        `${setting} ${absolute} could not be created (${code ?? 'unknown error'}): choose a directory on a local disk.`,
        { cause: error },
      );
    }
  }
  const probe = path.join(absolute, `.volunteerly-write-check-${process.pid}`);
  try {
    const handle = openSync(probe, 'w');
    try {
      writeSync(handle, 'ok');
      fsyncSync(handle);
    } finally {
      closeSync(handle);
    }
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOSPC') {
      throw new StartupError(`${setting} ${absolute}: the disk is full: free some space or choose another disk.`, {
        cause: error,
      });
    }
    throw notWritable(setting, absolute, error);
  } finally {
    rmSync(probe, { force: true });
  }
}
