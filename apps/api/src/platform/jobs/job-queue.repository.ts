import { and, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { QueryBuilder } from '../database/connection.ts';
import { jobs, type JobRow, type JobStatus } from './jobs.schema.ts';

/** A job to add to the queue. */
export interface NewJob {
  name: string;
  payload?: Record<string, unknown>;
  tenantId?: number;
  /** Not before this moment; now when left out. */
  runAt?: Date;
  /** At most one job per key, ever: a second enqueue with the key is ignored. */
  uniqueKey?: string;
  maxAttempts?: number;
}

/** Adds a job in the given transaction; true when added, false when its unique key was taken. */
export async function insertJob(builder: QueryBuilder, job: NewJob): Promise<boolean> {
  const inserted = await builder
    .insert(jobs)
    .values({
      name: job.name,
      payload: job.payload ?? {},
      tenantId: job.tenantId ?? null,
      runAt: job.runAt ?? sql`now()`,
      uniqueKey: job.uniqueKey ?? null,
      maxAttempts: job.maxAttempts ?? 5,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return inserted.length > 0;
}

/** Which jobs to forget: one kind of one tenant, whose payload holds one of the values at a key. */
export interface JobsToForget {
  name: string;
  tenantId: number;
  payloadKey: string;
  payloadValues: readonly string[];
}

/** Deletes the matching jobs in any status; answers how many went. */
export async function deleteJobsMatching(builder: QueryBuilder, filter: JobsToForget): Promise<number> {
  if (filter.payloadValues.length === 0) return 0;
  const deleted = await builder
    .delete(jobs)
    .where(
      and(
        eq(jobs.tenantId, filter.tenantId),
        eq(jobs.name, filter.name),
        inArray(sql`${jobs.payload}->>${filter.payloadKey}`, [...filter.payloadValues]),
      ),
    )
    .returning({ id: jobs.id });
  return deleted.length;
}

/** A job a worker holds: what its handler needs, and how many attempts it has had (this one included). */
export type ClaimedJob = Pick<JobRow, 'id' | 'name' | 'tenantId' | 'payload' | 'attempts' | 'maxAttempts'>;

/**
 * Claims up to `limit` due jobs for a worker: queued ones whose time has come and running ones
 * whose claim ran out (their worker died). `SKIP LOCKED` lets several processes claim at once
 * without waiting on or taking each other's rows.
 */
export async function claimDueJobs(
  builder: QueryBuilder,
  options: { worker: string; limit: number; claimSeconds: number },
): Promise<ClaimedJob[]> {
  const result: unknown = await builder.execute(sql`
    update jobs set status = 'running', attempts = attempts + 1, locked_by = ${options.worker},
      locked_until = now() + make_interval(secs => ${options.claimSeconds})
    where id in (
      select id from jobs
      where (status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now())
      order by run_at, id
      limit ${options.limit}
      for update skip locked
    )
    returning id, name, tenant_id, payload, attempts, max_attempts`);
  // Both drivers answer raw SQL with `{ rows }`.
  const rows = (result as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => ({
    id: Number(row['id']),
    name: String(row['name']),
    tenantId: row['tenant_id'] === null ? null : Number(row['tenant_id']),
    payload: row['payload'] as Record<string, unknown>,
    attempts: Number(row['attempts']),
    maxAttempts: Number(row['max_attempts']),
  }));
}

/** Marks a claimed job done, if this worker still holds it. */
export async function completeJob(builder: QueryBuilder, id: number, worker: string): Promise<void> {
  await builder
    .update(jobs)
    .set({ status: 'done', finishedAt: sql`now()`, lockedBy: null, lockedUntil: null, lastError: null })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, worker), eq(jobs.status, 'running')));
}

/** Records a failed attempt: queued again at `retryAt`, or failed for good when none is left. */
export async function failJob(
  builder: QueryBuilder,
  input: { id: number; worker: string; error: string; retryAt: Date | undefined },
): Promise<void> {
  await builder
    .update(jobs)
    .set(
      input.retryAt
        ? { status: 'queued', runAt: input.retryAt, lastError: input.error, lockedBy: null, lockedUntil: null }
        : { status: 'failed', finishedAt: sql`now()`, lastError: input.error, lockedBy: null, lockedUntil: null },
    )
    .where(and(eq(jobs.id, input.id), eq(jobs.lockedBy, input.worker), eq(jobs.status, 'running')));
}

/** Which jobs a reader sees: every job, or one tenant's and the platform's own (no tenant). */
export type JobVisibility = { tenantId: number } | 'all';

function visibleTo(visibility: JobVisibility): SQL | undefined {
  return visibility === 'all' ? undefined : or(eq(jobs.tenantId, visibility.tenantId), isNull(jobs.tenantId));
}

/** One visible job. */
export async function findJob(
  builder: QueryBuilder,
  id: number,
  visibility: JobVisibility,
): Promise<JobRow | undefined> {
  const [row] = await builder
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), visibleTo(visibility)));
  return row;
}

/** Puts a failed job back in the queue, due now, with a fresh set of attempts; false when it is not failed. */
export async function retryFailedJob(
  builder: QueryBuilder,
  id: number,
  visibility: JobVisibility = 'all',
): Promise<boolean> {
  const updated = await builder
    .update(jobs)
    .set({ status: 'queued', runAt: sql`now()`, attempts: 0, finishedAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'failed'), visibleTo(visibility)))
    .returning({ id: jobs.id });
  return updated.length > 0;
}

/** A page of visible jobs in one status, newest first, with the count per status. */
export async function findJobs(
  builder: QueryBuilder,
  options: { status: JobStatus; offset: number; limit: number; visibility?: JobVisibility },
): Promise<{ rows: JobRow[]; counts: Record<JobStatus, number> }> {
  const visible = visibleTo(options.visibility ?? 'all');
  const rows = await builder
    .select()
    .from(jobs)
    .where(and(eq(jobs.status, options.status), visible))
    .orderBy(desc(jobs.createdAt), desc(jobs.id))
    .offset(options.offset)
    .limit(options.limit);
  const totals = await builder
    .select({ status: jobs.status, total: count() })
    .from(jobs)
    .where(visible)
    .groupBy(jobs.status);
  const counts: Record<JobStatus, number> = { queued: 0, running: 0, done: 0, failed: 0 };
  for (const total of totals) counts[total.status] = total.total;
  return { rows, counts };
}

/** Forgets finished jobs older than the given number of days; failed ones stay until retried or cleared. */
export async function deleteFinishedJobs(builder: QueryBuilder, olderThanDays: number): Promise<number> {
  const deleted = await builder
    .delete(jobs)
    .where(and(eq(jobs.status, 'done'), sql`${jobs.finishedAt} < now() - make_interval(days => ${olderThanDays})`))
    .returning({ id: jobs.id });
  return deleted.length;
}
