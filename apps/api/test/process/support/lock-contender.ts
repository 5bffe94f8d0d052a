// A process that competes for a data-directory lock, driven line by line over stdin
// by directory-lock-race.test.ts: "go" tries to take the lock, "release" lets it go.
import { createInterface } from 'node:readline';
import { acquireDirectoryLock, type DirectoryLock } from '../../../src/platform/database/directory-lock.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: lock-contender.ts <data directory>');
let held: DirectoryLock | undefined;

const lines = createInterface({ input: process.stdin });
lines.on('line', (command) => {
  if (command === 'go') {
    Promise.resolve()
      .then(() => acquireDirectoryLock(dataDir, { patienceMs: 300 }))
      .then(
        (lock) => {
          held = lock;
          process.stdout.write('won\n');
        },
        (error: unknown) => process.stdout.write(`lost ${error instanceof Error ? error.message : String(error)}\n`),
      );
  } else if (command === 'release') {
    held?.release();
    held = undefined;
    process.stdout.write('released\n');
  }
});
lines.on('close', () => process.exit(0));
process.stdout.write('ready\n');
