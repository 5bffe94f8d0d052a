import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/platform/database/connection.ts';
import { withPlatform, withTenant } from '../../src/platform/database/tenant-scope.ts';
import { createJobQueue, enqueueJob, forgetJobs, type JobQueue } from '../../src/platform/jobs/job-queue.ts';
import { findJobs, retryFailedJob } from '../../src/platform/jobs/job-queue.repository.ts';
import { jobs } from '../../src/platform/jobs/jobs.schema.ts';
import { createTestDatabase, isPostgresRun, type TestDatabase } from '../support/test-database.ts';
import { createTenant } from '../../src/factories/tenant-factory.ts';

// A logger that writes nothing: failing jobs log on purpose here.
const logger = Fastify({ logger: false }).log;

describe('the job queue', () => {
  let testDatabase: TestDatabase;
  let database: Database;
  let tenantId: number;

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    database = testDatabase.database;
    tenantId = (await createTenant(database)).id;
  });
  afterAll(() => testDatabase.destroy());
  beforeEach(() => withPlatform(database, (builder) => builder.execute(sql`delete from jobs`)));

  const statusesOf = async () =>
    withPlatform(
      database,
      async (builder) => (await findJobs(builder, { status: 'done', offset: 0, limit: 1 })).counts,
    );

  it('runs a queued job once and records it as done', async () => {
    const queue = createJobQueue(database, { logger });
    const seen: unknown[] = [];
    queue.register<{ word: string }>('test.echo', async (payload, context) => {
      seen.push({ ...payload, tenantId: context.tenantId, attempt: context.attempt });
    });
    await queue.enqueue({ name: 'test.echo', payload: { word: 'hallo' }, tenantId });
    expect(await queue.drain()).toBe(1);
    expect(await queue.drain()).toBe(0);
    expect(seen).toEqual([{ word: 'hallo', tenantId, attempt: 1 }]);
    expect(await statusesOf()).toMatchObject({ done: 1, queued: 0, failed: 0 });
  });

  it('stores a job queued in a tenant transaction only when that transaction commits', async () => {
    const queue = createJobQueue(database, { logger });
    let runs = 0;
    queue.register('test.count', async () => {
      runs += 1;
    });
    await withTenant(database, tenantId, (scope) => enqueueJob(scope.transaction, { name: 'test.count', tenantId }));
    await expect(
      withTenant(database, tenantId, async (scope) => {
        await enqueueJob(scope.transaction, { name: 'test.count', tenantId });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await queue.drain();
    expect(runs).toBe(1);
  });

  it('refuses a job for another tenant from inside a tenant transaction', async () => {
    const other = await createTenant(database);
    await expect(
      withTenant(database, tenantId, (scope) =>
        enqueueJob(scope.transaction, { name: 'test.count', tenantId: other.id }),
      ),
    ).rejects.toThrow();
  });

  it('forgets, in a tenant transaction, the jobs of one kind whose payload names a value, whatever their status', async () => {
    const other = await createTenant(database);
    const queue = createJobQueue(database, { logger });
    queue.register('test.mail', async () => undefined);
    await queue.enqueue({ name: 'test.mail', tenantId, payload: { to: 'weg@example.org', n: 1 } });
    await queue.drain();
    await queue.enqueue({ name: 'test.mail', tenantId, payload: { to: 'weg@example.org', n: 2 } });
    await queue.enqueue({ name: 'test.mail', tenantId, payload: { to: 'blijft@example.org' } });
    await queue.enqueue({ name: 'test.other', tenantId, payload: { to: 'weg@example.org' } });
    await queue.enqueue({ name: 'test.mail', tenantId: other.id, payload: { to: 'weg@example.org' } });

    const forgotten = await withTenant(database, tenantId, (scope) =>
      forgetJobs(scope.transaction, {
        name: 'test.mail',
        tenantId,
        payloadKey: 'to',
        payloadValues: ['weg@example.org'],
      }),
    );

    expect(forgotten).toBe(2);
    const left = await withPlatform(database, (builder) =>
      builder.select({ name: jobs.name, tenantId: jobs.tenantId, payload: jobs.payload }).from(jobs).orderBy(jobs.id),
    );
    expect(left.map((job) => ({ name: job.name, tenantId: job.tenantId, to: job.payload['to'] }))).toEqual([
      { name: 'test.mail', tenantId, to: 'blijft@example.org' },
      { name: 'test.other', tenantId, to: 'weg@example.org' },
      { name: 'test.mail', tenantId: other.id, to: 'weg@example.org' },
    ]);
  });

  it('adds a job with a taken unique key only once', async () => {
    const queue = createJobQueue(database, { logger });
    queue.register('test.once', async () => undefined);
    expect(await queue.enqueue({ name: 'test.once', uniqueKey: 'digest:1:2026-W48' })).toBe(true);
    expect(await queue.enqueue({ name: 'test.once', uniqueKey: 'digest:1:2026-W48' })).toBe(false);
    expect(await queue.drain()).toBe(1);
    expect(await queue.enqueue({ name: 'test.once', uniqueKey: 'digest:1:2026-W48' })).toBe(false);
  });

  it('retries a failing job later, gives up after its attempts, and runs again when retried', async () => {
    const queue = createJobQueue(database, { logger });
    let failures = 0;
    queue.register('test.flaky', async () => {
      failures += 1;
      throw new Error(`mail server said no (${failures})`);
    });
    await queue.enqueue({ name: 'test.flaky', maxAttempts: 2 });
    expect(await queue.drain()).toBe(1);
    // The retry waits (backoff): not due yet.
    expect(await queue.drain()).toBe(0);
    await withPlatform(database, (builder) => builder.execute(sql`update jobs set run_at = now()`));
    expect(await queue.drain()).toBe(1);
    const failed = await withPlatform(database, (builder) =>
      findJobs(builder, { status: 'failed', offset: 0, limit: 5 }),
    );
    expect(failed.rows).toHaveLength(1);
    expect(failed.rows[0]).toMatchObject({ attempts: 2, lastError: 'mail server said no (2)' });
    expect(await withPlatform(database, (builder) => retryFailedJob(builder, failed.rows[0]!.id))).toBe(true);
    expect(await queue.drain()).toBe(1);
    expect(failures).toBe(3);
  });

  it('fails a job nobody registered instead of losing it', async () => {
    const queue = createJobQueue(database, { logger });
    await queue.enqueue({ name: 'test.unknown', maxAttempts: 1 });
    await queue.drain();
    const failed = await withPlatform(database, (builder) =>
      findJobs(builder, { status: 'failed', offset: 0, limit: 5 }),
    );
    expect(failed.rows[0]?.lastError).toContain('no handler for job "test.unknown"');
  });

  it('takes over a job whose worker stopped holding it', async () => {
    const queue = createJobQueue(database, { logger });
    let runs = 0;
    queue.register('test.resumed', async () => {
      runs += 1;
    });
    await queue.enqueue({ name: 'test.resumed' });
    // A worker claimed it and died: the claim has run out.
    await withPlatform(database, (builder) =>
      builder.execute(sql`update jobs set status = 'running', attempts = 1, locked_by = 'gone',
        locked_until = now() - interval '1 second'`),
    );
    expect(await queue.drain()).toBe(1);
    expect(runs).toBe(1);
  });

  it('runs each scheduled slot once, whichever worker enqueues it', async () => {
    const first = createJobQueue(database, { logger });
    const second = createJobQueue(database, { logger });
    let runs = 0;
    for (const queue of [first, second]) {
      queue.register('test.sweep', async () => {
        runs += 1;
      });
      queue.schedule('test.sweep', { everyMs: 60_000 });
    }
    await first.enqueueScheduled(new Date('2026-11-26T12:00:10Z'));
    await second.enqueueScheduled(new Date('2026-11-26T12:00:50Z'));
    await Promise.all([first.drain(), second.drain()]);
    expect(runs).toBe(1);
    await second.enqueueScheduled(new Date('2026-11-26T12:01:00Z'));
    await first.drain();
    expect(runs).toBe(2);
  });

  it('runs every job exactly once when two workers claim at the same time', async () => {
    const ran: number[] = [];
    const queues: JobQueue[] = [];
    // On PostgreSQL the second worker is a second connection pool, as a second API process would be.
    const secondDatabase = isPostgresRun() ? await openDatabase({ url: testDatabase.url! }) : database;
    try {
      for (const queueDatabase of [database, secondDatabase]) {
        const queue = createJobQueue(queueDatabase, { logger, concurrency: 3 });
        queue.register<{ n: number }>('test.number', async (payload) => {
          ran.push(payload.n);
        });
        queues.push(queue);
      }
      for (let n = 0; n < 60; n += 1) await queues[0]!.enqueue({ name: 'test.number', payload: { n } });
      await Promise.all(queues.map((queue) => queue.drain()));
      expect(ran.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, n) => n));
    } finally {
      if (secondDatabase !== database) await secondDatabase.close();
    }
  });

  it('works while started: a woken worker runs a new job without waiting for its poll', async () => {
    const queue = createJobQueue(database, { logger, pollMs: 60_000 });
    const done = new Promise<string>((resolve) => {
      queue.register<{ word: string }>('test.live', async (payload) => resolve(payload.word));
    });
    queue.start();
    try {
      await queue.enqueue({ name: 'test.live', payload: { word: 'direct' } });
      expect(await done).toBe('direct');
    } finally {
      await queue.close();
    }
  });
});
