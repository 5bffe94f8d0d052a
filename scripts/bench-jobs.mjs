#!/usr/bin/env node
// `npm run bench:jobs`: how many jobs per second the job queue runs (issue 15 §1, decision 030).
//
// On an in-memory PGlite and, when one answers (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/test), on a fresh database of a PostgreSQL server: enqueues
// BENCH_JOBS (default 2000) no-op jobs one by one (each its own transaction, as requests do), then
// lets started workers run them (one worker on PGlite, which has one connection; one and two
// workers on PostgreSQL, as one or two API processes) and prints enqueues/s and jobs/s.
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/platform/database/connection.ts';
import { migrate } from '../apps/api/src/platform/database/migrator.ts';
import { createJobQueue } from '../apps/api/src/platform/jobs/job-queue.ts';

const total = Number(process.env.BENCH_JOBS ?? 2000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const logger = Fastify({ logger: false }).log;

/** Enqueues `total` jobs, then runs them with `workers` started queues; answers the rates. */
async function measure(databases) {
  const queues = databases.map((database) => createJobQueue(database, { logger, concurrency: 8, pollMs: 50 }));
  let done = 0;
  let finish;
  const finished = new Promise((resolve) => (finish = resolve));
  for (const queue of queues) {
    queue.register('bench.noop', async () => {
      done += 1;
      if (done === total) finish();
    });
  }
  const enqueueStart = performance.now();
  for (let index = 0; index < total; index += 1) await queues[0].enqueue({ name: 'bench.noop', payload: { index } });
  const enqueueSeconds = (performance.now() - enqueueStart) / 1000;
  const runStart = performance.now();
  for (const queue of queues) queue.start();
  await finished;
  const runSeconds = (performance.now() - runStart) / 1000;
  await Promise.all(queues.map((queue) => queue.close()));
  return { enqueuePerSecond: total / enqueueSeconds, runPerSecond: total / runSeconds };
}

const rows = [];
const pglite = await openDatabase({ inMemory: true });
await migrate(pglite);
rows.push({ database: 'PGlite (in memory)', workers: 1, ...(await measure([pglite])) });
await pglite.close();

const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2000 });
let serverAnswered = true;
try {
  await admin.connect();
} catch {
  serverAnswered = false;
  console.log(`bench:jobs: no PostgreSQL server answers at ${serverUrl}; measured PGlite only`);
}
if (serverAnswered) {
  const name = `bench_jobs_${randomBytes(4).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    for (const workers of [1, 2]) {
      const databases = [];
      for (let index = 0; index < workers; index += 1) databases.push(await openDatabase({ url: url.toString() }));
      if (workers === 1) await migrate(databases[0]);
      else await databases[0].transaction('', (builder) => builder.execute('delete from jobs'));
      rows.push({ database: 'PostgreSQL server', workers, ...(await measure(databases)) });
      await Promise.all(databases.map((database) => database.close()));
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

console.log(`bench:jobs: ${total} no-op jobs, concurrency 8 per worker`);
console.table(
  rows.map((row) => ({
    database: row.database,
    workers: row.workers,
    'enqueued/s': Math.round(row.enqueuePerSecond),
    'jobs run/s': Math.round(row.runPerSecond),
  })),
);
