import { chmodSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stopChild, type ChildOptions } from './support/child-process.ts';
import { serverUrl, startServer } from './support/served-app.ts';

// Hole 10 of issue 10: every start-up failure prints one clear line naming the
// setting and what to do (no stack trace without DEBUG) and exits non-zero within
// 15 s. Each case starts the real server as `npm start` does.

function freshDirectory(): string {
  return mkdtempSync(path.join(tmpdir(), 'volunteerly-start-'));
}

/** Starts the server, waits for it to give up, and returns its exit and its non-empty output lines. */
async function failedStart(dataDir: string, environment: NodeJS.ProcessEnv = {}, options: ChildOptions = {}) {
  const server = startServer(dataDir, environment, options);
  const exit = await server.exited;
  return { ...exit, lines: server.lines.filter((line) => line.trim() !== '') };
}

/** A TCP server that takes connections and never says a word. */
async function silentServer(): Promise<{ port: number; server: Server; sockets: Socket[] }> {
  const sockets: Socket[] = [];
  const server = createServer((socket) => sockets.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, server, sockets };
}

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

  it('gives up on a DATABASE_URL that accepts the connection but never answers', async () => {
    const silent = await silentServer();
    closers.push(() => {
      silent.sockets.forEach((socket) => socket.destroy());
      silent.server.close();
    });
    const result = await failedStart(path.join(freshDirectory(), 'data'), {
      DATABASE_URL: `postgres://volunteerly:secret-password@127.0.0.1:${silent.port}/volunteerly`,
    });
    expect(result.lines).toEqual([
      `Volunteerly could not start: DATABASE_URL (127.0.0.1:${silent.port}) accepted the connection but did not answer within 5 s: check that it points at a running PostgreSQL server.`,
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

  it('releases the data-directory lock when start-up fails after taking it', async () => {
    const dataDir = path.join(freshDirectory(), 'data');
    // The database opens (and locks DATA_DIR); the uploads directory then proves unusable.
    const result = await failedStart(dataDir, { UPLOADS_DIR: '/proc/volunteerly-uploads' });
    expect(result.lines).toEqual([
      "Volunteerly could not start: UPLOADS_DIR /proc/volunteerly-uploads is on the kernel's proc file system, which cannot hold files: choose a directory on a disk, such as ./data.",
    ]);
    expect(result.code).toBe(1);
    expect(existsSync(dataDir)).toBe(true);
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
  }, 40_000);

  it('refuses a second process on the same DATA_DIR, naming the first', async () => {
    const dataDir = path.join(freshDirectory(), 'data');
    const first = startServer(dataDir);
    try {
      await serverUrl(first);
      const result = await failedStart(dataDir);
      expect(result.lines).toEqual([
        `Volunteerly could not start: DATA_DIR ${dataDir} is already open in process ${first.process.pid}: stop that process first, or set DATA_DIR to another directory.`,
      ]);
      expect(result.code).toBe(1);
      expect(result.afterMs).toBeLessThan(15_000);
    } finally {
      await stopChild(first);
    }
  }, 50_000);

  it('prints the stack trace only when DEBUG is set', async () => {
    const result = await failedStart('/proc/volunteerly/data', { DEBUG: '1' });
    expect(result.lines[0]).toMatch(/^Volunteerly could not start: DATA_DIR \/proc\/volunteerly\/data is on/);
    expect(result.lines.some((line) => /^\s+at .*data-directory\.ts/.test(line))).toBe(true);
    expect(result.code).toBe(1);
  });
});
