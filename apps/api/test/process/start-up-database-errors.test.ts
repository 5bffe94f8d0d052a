import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { stopChild } from './support/child-process.ts';
import { failedStart, freshDirectory, silentServer } from './support/failed-start.ts';
import { serverUrl, startServer } from './support/served-app.ts';

// Hole 10 of issue 10, the start-up failures that involve a database: a server that never
// answers, a failure after the data directory was locked, and a second process on it.

const closers: Array<() => void> = [];
afterAll(() => closers.forEach((close) => close()));

describe('a start that cannot succeed on its database', () => {
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
});
