import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Where a job is in its life: waiting (or waiting to retry), being worked on, finished, given up. */
export const jobStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof jobStatuses)[number];

/**
 * Durable background work (decision 030): mail, digests, sweeps. A worker claims due rows with
 * `FOR UPDATE SKIP LOCKED`, so several API processes never run one job twice at once; a claim
 * lasts until `locked_until`, after which a crashed worker's job is claimed again.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /**
     * The tenant the work is for; none for platform work (a sweep over every tenant). Its foreign
     * key to tenants is in the hand-written migration: platform code does not import modules.
     */
    tenantId: bigint('tenant_id', { mode: 'number' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    status: text('status', { enum: jobStatuses }).notNull().default('queued'),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    /** At most one job per key, ever: a scheduled slot, a digest period. */
    uniqueKey: text('unique_key'),
    lastError: text('last_error'),
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('jobs_unique_key').on(table.uniqueKey),
    index('jobs_due')
      .on(table.runAt)
      .where(sql`${table.status} = 'queued'`),
    index('jobs_claimed')
      .on(table.lockedUntil)
      .where(sql`${table.status} = 'running'`),
    index('jobs_status_created').on(table.status, table.createdAt),
    check('jobs_attempts', sql`${table.attempts} >= 0 and ${table.maxAttempts} >= 1`),
  ],
);

export type JobRow = typeof jobs.$inferSelect;
