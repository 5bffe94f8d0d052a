import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { createUser, factoryPassword } from '../../src/factories/user-factory.ts';
import { findCapturedMails } from '../../src/modules/dev-mail/dev-mail.repository.ts';
import { openDatabase, type Database } from '../../src/platform/database/connection.ts';
import { migrate } from '../../src/platform/database/migrator.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';

// Issue 10, hole 15: two real API processes on one PostgreSQL database and
// one Redis. The per-IP limit, the failed sign-in lock and a sign-out hold
// across both. This file runs in the api-postgres project only (the api
// project excludes test/several-processes/): it needs TEST_DATABASE_URL and
// Redis (REDIS_URL, default redis://127.0.0.1:6379), which CI always has.

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = `volunteerly-test-${randomBytes(6).toString('hex')}:`;
const apiRoot = path.resolve(import.meta.dirname, '../..');
const rateLimit = 5;
const failedSignInLimit = 3;

interface ApiProcess {
  base: string;
  child: ChildProcess;
  output: string[];
  dataDir: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function startApiProcess(databaseUrl: string): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'volunteerly-two-processes-'));
  const output: string[] = [];
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED: 'none',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      // The test sends X-Forwarded-For to play several clients from one machine.
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT: String(rateLimit),
      AUTH_RATE_WINDOW_SECONDS: '600',
      FAILED_SIGN_IN_LIMIT: String(failedSignInLimit),
      // Long enough that only an invalidation, never expiry, can end a cached session during the test.
      SESSION_CACHE_MS: '60000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API process exited: ${output.join('')}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`API process did not start: ${output.join('')}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { base, child, output, dataDir };
}

async function stopApiProcess(apiProcess: ApiProcess): Promise<void> {
  if (apiProcess.child.exitCode === null) {
    const exited = new Promise((resolve) => apiProcess.child.once('exit', resolve));
    apiProcess.child.kill('SIGTERM');
    await exited;
  }
  rmSync(apiProcess.dataDir, { recursive: true, force: true });
}

describe('two API processes sharing PostgreSQL and Redis', () => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('two-api-processes runs in the api-postgres project, which sets TEST_DATABASE_URL');
  const databaseName = `volunteerly_test_${randomBytes(6).toString('hex')}`;
  let database: Database;
  let tenantId: number;
  let first: ApiProcess;
  let second: ApiProcess;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${databaseName}`;
    database = await openDatabase({ url: url.toString() });
    await migrate(database);
    tenantId = (await createTenant(database, { key: 'rivierstad' })).id;
    await createCenter(database, tenantId, { center: { isDefault: true } });
    [first, second] = await Promise.all([startApiProcess(url.toString()), startApiProcess(url.toString())]);
  });

  afterAll(async () => {
    await Promise.all([first, second].filter(Boolean).map(stopApiProcess));
    await database?.close();
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await cleanup.end();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  const headers = (client: string, extra: Record<string, string> = {}) => ({
    'x-tenant': 'rivierstad',
    'app-context': 'main',
    'accept-language': 'en',
    'x-forwarded-for': client,
    ...extra,
  });

  async function signIn(through: ApiProcess, client: string, email: string, password: string) {
    const response = await fetch(`${through.base}/auth/sign_in`, {
      method: 'POST',
      headers: headers(client, { 'content-type': 'application/json' }),
      body: JSON.stringify({ email, password }),
    });
    return { status: response.status, headers: response.headers, body: await response.json() };
  }

  it('holds the per-IP limit across both: the requests split over them meet 429 at the limit', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= rateLimit; attempt += 1) {
      const through = attempt % 2 === 0 ? first : second;
      // A new address each time, so the failed sign-in lock plays no part.
      const answer = await signIn(through, '198.51.100.30', `niemand-${attempt}@example.org`, 'Willekeurig-wachtwoord');
      statuses.push(answer.status);
      if (answer.status === 429) expect(answer.body).toMatchObject({ errors: [{ code: 'rate_limited' }] });
    }
    expect(statuses).toEqual([...Array<number>(rateLimit).fill(401), 429]);
  });

  it('holds the failed sign-in lock across both, for that source only, and mails the owner once', async () => {
    const { user } = await createUser(database, tenantId);
    for (let attempt = 0; attempt < failedSignInLimit; attempt += 1) {
      const through = attempt % 2 === 0 ? first : second;
      expect((await signIn(through, '198.51.100.31', user.email, 'Niet-het-goede-wachtwoord')).status).toBe(401);
    }
    const locked = await signIn(second, '198.51.100.31', user.email, factoryPassword);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      success: false,
      errors: [expect.stringMatching(/^Too many failed sign-in attempts/)],
    });
    expect((await signIn(first, '198.51.100.31', user.email, factoryPassword)).status).toBe(429);

    // Locked from a second source too, through the other process: still one notice.
    for (let attempt = 0; attempt < failedSignInLimit; attempt += 1) {
      await signIn(second, '198.51.100.32', user.email, 'Niet-het-goede-wachtwoord');
    }
    expect((await signIn(first, '203.0.113.31', user.email, factoryPassword)).status).toBe(200);

    const mailsToOwner = async () => {
      const { rows } = await withTenant(database, tenantId, (scope) =>
        findCapturedMails(scope, { offset: 0, limit: 100 }),
      );
      return rows.filter((mail) => mail.recipients.includes(user.email));
    };
    const deadline = Date.now() + 5000;
    while ((await mailsToOwner()).length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // Give a wrongly duplicated notice from the other process time to arrive too.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailsToOwner()).toHaveLength(1);
  });

  it('refuses a session signed out through one process on the very next request to the other, which had it cached', async () => {
    const { user } = await createUser(database, tenantId);
    const signedIn = await signIn(first, '198.51.100.33', user.email, factoryPassword);
    expect(signedIn.status).toBe(200);
    const session = {
      'access-token': signedIn.headers.get('access-token') ?? '',
      client: signedIn.headers.get('client') ?? '',
      uid: signedIn.headers.get('uid') ?? '',
    };
    const currentUser = (through: ApiProcess) =>
      fetch(`${through.base}/api/v1/current_user`, { headers: headers('198.51.100.33', session) });
    expect((await currentUser(second)).status).toBe(200);
    expect((await currentUser(first)).status).toBe(200);

    const signOut = await fetch(`${first.base}/auth/sign_out`, {
      method: 'DELETE',
      headers: headers('198.51.100.33', session),
    });
    expect(signOut.status).toBe(200);
    expect((await currentUser(second)).status).toBe(401);
    expect((await currentUser(first)).status).toBe(401);
  });
});
