import type { FastifyBaseLogger } from 'fastify';

/** Work that runs after the response; the app waits for unfinished work when it closes. */
export interface BackgroundTasks {
  /** Starts work without making the client wait; a failure is logged. */
  run(name: string, work: () => Promise<unknown>): void;
  /** Resolves when every started task has finished. */
  settle(): Promise<void>;
}

/**
 * Background work for the places where waiting would leak information through
 * timing (whether an account exists). Not a job queue: tasks live in this
 * process, so only work that may be lost in a crash belongs here (a reset mail
 * can be asked for again).
 */
export function createBackgroundTasks(logger: FastifyBaseLogger): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(name, work) {
      const task: Promise<unknown> = work()
        .catch((error: unknown) => logger.error({ err: error, task: name }, 'background task failed'))
        .finally(() => pending.delete(task));
      pending.add(task);
    },
    async settle() {
      await Promise.allSettled([...pending]);
    },
  };
}
