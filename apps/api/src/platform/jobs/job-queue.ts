import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../database/connection.ts';
import type { Transaction } from '../database/tenant-scope.ts';
import {
  claimDueJobs,
  completeJob,
  deleteFinishedJobs,
  deleteJobsMatching,
  failJob,
  insertJob,
  type ClaimedJob,
  type JobsToForget,
  type NewJob,
} from './job-queue.repository.ts';
import { retryDelayMs } from './retry-delay.ts';

export type { JobsToForget, NewJob } from './job-queue.repository.ts';

/** What a handler knows about the job it runs. */
export interface JobContext {
  jobId: number;
  tenantId: number | null;
  /** 1 on the first run. */
  attempt: number;
  log: FastifyBaseLogger;
}

/** The work of one kind of job; it must be safe to run again (a job runs at least once). */
export type JobHandler<Payload> = (payload: Payload, context: JobContext) => Promise<void>;

/** How a kind of job runs. */
export interface JobOptions {
  /** How long a worker holds a claimed job before another may take it over (default 5 minutes). */
  claimSeconds?: number;
}

/** Durable background work in PostgreSQL (decision 030). */
export interface JobQueue {
  /** Names the handler for a kind of job; every process that runs a worker registers the same. */
  register<Payload>(name: string, handler: JobHandler<Payload>, options?: JobOptions): void;
  /** Adds a job in its own transaction and wakes the worker. */
  enqueue(job: NewJob): Promise<boolean>;
  /** Runs a job of this name once per `everyMs` slot, across every process that runs a worker. */
  schedule(name: string, options: { everyMs: number; payload?: Record<string, unknown> }): void;
  /** Tells this process's worker that a job may be due now (call after the enqueuing commit). */
  wake(): void;
  /** Starts the polling worker (server.ts); tests drain instead. */
  start(): void;
  /** Runs every due job, and those they add, until none is due; returns how many ran. */
  drain(): Promise<number>;
  /** Adds the current slot's job of every schedule (the worker does this on each poll). */
  enqueueScheduled(now?: Date): Promise<void>;
  /** Stops claiming and waits for running jobs. */
  close(): Promise<void>;
}

/** Adds a job inside the caller's transaction, so it is stored with the change that caused it (an outbox). */
export async function enqueueJob(transaction: Transaction, job: NewJob): Promise<boolean> {
  return insertJob(transaction, job);
}

/**
 * Forgets jobs inside the caller's transaction, whatever their status: those of one kind and
 * tenant whose payload names one of the values (an erased person's address, say), so no queued,
 * failed or finished job keeps what must go with the change. Answers how many went.
 */
export async function forgetJobs(transaction: Transaction, filter: JobsToForget): Promise<number> {
  return deleteJobsMatching(transaction, filter);
}

interface Registration {
  handler: JobHandler<unknown>;
  claimSeconds: number;
}

/** How long finished jobs stay visible on /dev/jobs. */
const keepFinishedDays = 7;

/** Opens the job queue on a database; nothing runs until `start` or `drain`. */
export function createJobQueue(
  database: Database,
  options: { logger: FastifyBaseLogger; concurrency?: number; pollMs?: number },
): JobQueue {
  const { logger } = options;
  const concurrency = options.concurrency ?? 4;
  const pollMs = options.pollMs ?? 1000;
  const worker = randomUUID();
  const registrations = new Map<string, Registration>();
  const schedules = new Map<string, { everyMs: number; payload: Record<string, unknown> }>();
  const running = new Set<Promise<void>>();
  let started = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;
  let polling: Promise<void> | undefined;
  let wakeRequested = false;

  const claim = (limit: number) =>
    database.transaction('', (builder) =>
      claimDueJobs(builder, { worker, limit, claimSeconds: longestClaimSeconds(registrations) }),
    );

  async function runClaimed(job: ClaimedJob): Promise<void> {
    const registration = registrations.get(job.name);
    const log = logger.child({ job: job.name, jobId: job.id });
    try {
      if (!registration) throw new Error(`no handler for job "${job.name}" in this process`);
      await registration.handler(job.payload, { jobId: job.id, tenantId: job.tenantId, attempt: job.attempts, log });
      await database.transaction('', (builder) => completeJob(builder, job.id, worker));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = job.attempts < job.maxAttempts ? new Date(Date.now() + retryDelayMs(job.attempts)) : undefined;
      log.error({ err: error, attempt: job.attempts, willRetry: retryAt !== undefined }, 'job failed');
      await database
        .transaction('', (builder) => failJob(builder, { id: job.id, worker, error: message.slice(0, 2000), retryAt }))
        .catch((storeError: unknown) => log.error({ err: storeError }, 'job failure could not be recorded'));
    }
  }

  async function poll(): Promise<void> {
    await queue.enqueueScheduled();
    for (;;) {
      wakeRequested = false;
      const free = concurrency - running.size;
      if (closed || free <= 0) return;
      const claimed = await claim(free);
      for (const job of claimed) {
        const task: Promise<void> = runClaimed(job).finally(() => {
          running.delete(task);
          // A freed slot may take the next due job at once.
          queue.wake();
        });
        running.add(task);
      }
      if (claimed.length < free && !wakeRequested) return;
    }
  }

  function schedulePoll(delayMs: number): void {
    if (!started || closed) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (polling) {
        wakeRequested = true;
        return;
      }
      polling = poll()
        .catch((error: unknown) => logger.error({ err: error }, 'job worker could not poll'))
        .finally(() => {
          polling = undefined;
          schedulePoll(wakeRequested ? 0 : pollMs);
        });
    }, delayMs);
    timer.unref();
  }

  const queue: JobQueue = {
    register(name, handler, jobOptions = {}) {
      registrations.set(name, {
        handler: handler as JobHandler<unknown>,
        claimSeconds: jobOptions.claimSeconds ?? 300,
      });
    },
    async enqueue(job) {
      const added = await database.transaction('', (builder) => insertJob(builder, job));
      if (added) queue.wake();
      return added;
    },
    schedule(name, scheduleOptions) {
      schedules.set(name, { everyMs: scheduleOptions.everyMs, payload: scheduleOptions.payload ?? {} });
    },
    wake() {
      if (polling) wakeRequested = true;
      else schedulePoll(0);
    },
    start() {
      if (started) return;
      started = true;
      queue.schedule('jobs.prune', { everyMs: 24 * 60 * 60 * 1000 });
      schedulePoll(0);
    },
    async drain() {
      let ran = 0;
      // A bound, so a job that keeps adding jobs cannot hold a test forever.
      for (let round = 0; round < 1000; round += 1) {
        const claimed = await claim(concurrency);
        if (claimed.length === 0) return ran;
        for (const job of claimed) await runClaimed(job);
        ran += claimed.length;
      }
      throw new Error('the job queue did not drain in 1000 rounds');
    },
    async enqueueScheduled(now = new Date()) {
      for (const [name, { everyMs, payload }] of schedules) {
        const slot = new Date(Math.floor(now.getTime() / everyMs) * everyMs);
        await database.transaction('', (builder) =>
          insertJob(builder, { name, payload, uniqueKey: `schedule:${name}:${slot.toISOString()}`, maxAttempts: 3 }),
        );
      }
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      await polling;
      await Promise.allSettled([...running]);
    },
  };

  queue.register('jobs.prune', async (_payload, context) => {
    const deleted = await database.transaction('', (builder) => deleteFinishedJobs(builder, keepFinishedDays));
    if (deleted > 0) context.log.info({ deleted }, 'pruned finished jobs');
  });
  return queue;
}

function longestClaimSeconds(registrations: Map<string, Registration>): number {
  let longest = 60;
  for (const registration of registrations.values()) longest = Math.max(longest, registration.claimSeconds);
  return longest;
}
