import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';

/** A held lock on a data directory; release it when the database closes. */
export interface DirectoryLock {
  release(): void;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock on an embedded database directory. PGlite has a single
 * connection and corrupts its files when two processes open them, so a second
 * process refuses with a clear message instead.
 */
export function acquireDirectoryLock(dataDir: string): DirectoryLock {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = openSync(lockPath, 'wx');
      writeSync(handle, String(process.pid));
      closeSync(handle);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : '', 10);
      if (Number.isInteger(holder) && isProcessAlive(holder)) {
        throw new Error(
          `The database in ${dataDir} is already open in process ${holder}. ` +
            'Stop that process first, or set DATA_DIR to another directory.',
          { cause: error },
        );
      }
      // The holder is gone (a crash or kill): the lock is stale, take it over.
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the database directory ${dataDir}.`);
}
