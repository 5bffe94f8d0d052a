import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { failedStart, freshDirectory } from './support/failed-start.ts';

// Hole 10 of issue 10: every start-up failure prints one clear line naming the
// setting and what to do (no stack trace without DEBUG) and exits non-zero within
// 15 s. Each case starts the real server as `npm start` does; the cases that open a
// database are in start-up-database-errors.test.ts, so the two files run side by side.

const closers: Array<() => void> = [];
afterAll(() => closers.forEach((close) => close()));

describe('a start that cannot succeed', () => {
  it('names a read-only DATA_DIR instead of printing [object Object]', async () => {
    const root = freshDirectory();
    const dataDir = path.join(root, 'read-only');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o555);
    // Root writes anywhere: its server runs without the capability to ignore write permissions
    // (CAP_DAC_OVERRIDE), so the directory is read-only for it. It keeps the one to read and search
    // any directory: the checkout may lie where no other user can enter, such as /root.
    const withoutWritingAnywhere =
      process.getuid?.() === 0
        ? { runUnder: ['setpriv', '--inh-caps=-dac_override', '--bounding-set=-dac_override', '--'] }
        : {};
    const result = await failedStart(dataDir, {}, withoutWritingAnywhere);
    expect(result.lines).toEqual([
      `Volunteerly could not start: DATA_DIR ${dataDir} is not writable: choose a directory this user can write, or fix its permissions.`,
    ]);
    expect(result.code).toBe(1);
    expect(result.afterMs).toBeLessThan(15_000);
  });

  it('refuses a DATA_DIR under /proc at once instead of hanging', async () => {
    const result = await failedStart('/proc/volunteerly/data');
    expect(result.lines).toEqual([
      "Volunteerly could not start: DATA_DIR /proc/volunteerly/data is on the kernel's proc file system, which cannot hold files: choose a directory on a disk, such as ./data.",
    ]);
    expect(result.code).toBe(1);
    expect(result.afterMs).toBeLessThan(15_000);
  });

  it('checks the port before touching the database', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    closers.push(() => taken.close());
    const port = (taken.address() as AddressInfo).port;
    const dataDir = path.join(freshDirectory(), 'data');
    const result = await failedStart(dataDir, { PORT: String(port) });
    expect(result.lines).toEqual([
      `Volunteerly could not start: PORT ${port} is already in use on 127.0.0.1: stop the program that uses it, or set PORT to a free port.`,
    ]);
    expect(result.code).toBe(1);
    expect(result.afterMs).toBeLessThan(15_000);
    // Nothing was migrated or seeded, and no lock was left behind.
    expect(existsSync(dataDir)).toBe(false);
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  });

  it('names an invalid setting', async () => {
    const result = await failedStart(path.join(freshDirectory(), 'data'), { SESSION_CACHE_MS: 'soon' });
    expect(result.lines).toEqual([
      expect.stringMatching(
        /^Volunteerly could not start: Invalid configuration: SESSION_CACHE_MS: .*: correct these environment variables and start again\.$/,
      ),
    ]);
    expect(result.code).toBe(1);
    expect(result.afterMs).toBeLessThan(15_000);
  });

  it('prints the stack trace only when DEBUG is set', async () => {
    const result = await failedStart('/proc/volunteerly/data', { DEBUG: '1' });
    expect(result.lines[0]).toMatch(/^Volunteerly could not start: DATA_DIR \/proc\/volunteerly\/data is on/);
    expect(result.lines.some((line) => /^\s+at .*data-directory\.ts/.test(line))).toBe(true);
    expect(result.code).toBe(1);
  });
});
