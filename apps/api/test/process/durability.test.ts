import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { stopChild, type Child } from './support/child-process.ts';
import {
  prepareDataDirectory,
  serverUrl,
  signInAsAdmin,
  startServer,
  writeContinuously,
  type ContinuousWrites,
} from './support/served-app.ts';

// Section 2 of issue 10, "Durability": the real server on a PGlite directory loses
// no acknowledged write to kill -9, and simultaneous starts on one directory end
// with one server. Writes are tags created by the centre admin over HTTP.
const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'volunteerly-durability-')), 'data');
const simultaneousStarts = 5;

/** Starts a server, writes until `count` writes are acknowledged, then kills it with SIGKILL mid-write. */
async function writeThenKill(server: Child, prefix: string, count: number): Promise<ContinuousWrites> {
  const client = await signInAsAdmin(await serverUrl(server));
  const writes = writeContinuously(client, prefix);
  await writes.reached(count);
  // Requests are in flight right now: this is a kill mid-write.
  server.process.kill('SIGKILL');
  await writes.stop();
  await server.exited;
  return writes;
}

/** Every name in `expected` that `found` lacks. */
function missing(expected: Set<string>, found: Set<string>): string[] {
  return [...expected].filter((name) => !found.has(name));
}

describe('durability of the embedded database under kill -9 and simultaneous starts', () => {
  beforeAll(async () => {
    await prepareDataDirectory(dataDir);
  }, 60_000);

  it('keeps every acknowledged write after the server is killed with SIGKILL mid-write', async ({ annotate }) => {
    const writes = await writeThenKill(startServer(dataDir), 'killed', 30);
    // The killed process left its lock behind; the next start takes it over.
    expect(existsSync(`${dataDir}.lock`)).toBe(true);

    const restarted = startServer(dataDir);
    try {
      const found = await (await signInAsAdmin(await serverUrl(restarted))).tagNames();
      await annotate(
        `durability: ${writes.acknowledged.size} writes acknowledged before SIGKILL, ` +
          `${writes.acknowledged.size - missing(writes.acknowledged, found).length} found after restart`,
      );
      expect(missing(writes.acknowledged, found)).toEqual([]);
    } finally {
      await stopChild(restarted);
    }
  }, 55_000);

  it(`lets exactly one of ${simultaneousStarts} simultaneous starts serve, after a kill -9, and loses no write`, async ({
    annotate,
  }) => {
    const before = await writeThenKill(startServer(dataDir), 'before-race', 20);

    // All at once, on a directory whose lock holder was just killed.
    const servers = Array.from({ length: simultaneousStarts }, () => startServer(dataDir));
    try {
      const outcomes = await Promise.all(
        servers.map((server) =>
          server.waitForLine(/Volunteerly is running at/).then(
            () => 'serving' as const,
            async () => ({ exit: await server.exited, lines: server.lines.filter(Boolean) }),
          ),
        ),
      );
      const serving = outcomes.filter((outcome) => outcome === 'serving');
      const refused = outcomes.filter((outcome) => outcome !== 'serving');
      await annotate(`durability: ${simultaneousStarts} simultaneous starts, ${serving.length} serving`);
      // On failure, what the others printed says why none (or more than one) served.
      expect(serving, JSON.stringify(refused, null, 1)).toHaveLength(1);
      for (const outcome of refused) {
        expect(outcome.exit.code).toBe(1);
        expect(outcome.lines).toEqual([
          expect.stringMatching(/^Volunteerly could not start: DATA_DIR .* is already open in process \d+: stop/),
        ]);
      }

      const winner = servers[outcomes.indexOf('serving')]!;
      const client = await signInAsAdmin(await serverUrl(winner));
      expect(missing(before.acknowledged, await client.tagNames())).toEqual([]);
      const after = await writeThenKill(winner, 'after-race', 20);

      const restarted = startServer(dataDir);
      try {
        const found = await (await signInAsAdmin(await serverUrl(restarted))).tagNames();
        expect(missing(before.acknowledged, found)).toEqual([]);
        expect(missing(after.acknowledged, found)).toEqual([]);
      } finally {
        await stopChild(restarted);
      }
    } finally {
      await Promise.all(servers.map((server) => stopChild(server)));
    }
  }, 90_000);
});
