import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant } from '../../platform/database/tenant-scope.ts';
import { addVacancyViews, type VacancyViewIncrement } from './vacancies.repository.ts';

// Views are counted off the request path (issue 12): a GET only reads, and a
// popular vacancy's readers no longer queue behind one row's lock. Each process
// buffers its own views and adds them to the stored counts now and then, so
// several processes sum up; nothing is lost on a clean shutdown (the app's
// onClose flushes), at most a few seconds of views on a crash.

/** Writes one tenant's buffered views (adds them to what is stored). */
export type VacancyViewWriter = (tenantId: number, increments: VacancyViewIncrement[]) => Promise<void>;

/** The views of published vacancies counted in this process and not yet stored. */
export interface VacancyViewCounter {
  /** Counts one view; it is stored with the next flush. */
  countView(tenantId: number, vacancyId: number): void;
  /** Views of a vacancy counted here and not yet stored (added to the stored count when shown). */
  pendingViews(tenantId: number, vacancyId: number): number;
  /** Stores every view counted so far, one statement per tenant; a failed tenant keeps its views for the next flush. */
  flush(): Promise<void>;
  /** Stops the timer and stores what is left (the app's onClose). */
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's vacancy view counter (app.ts creates it and flushes it on close). */
    vacancyViews: VacancyViewCounter;
  }
}

/** How often buffered views are stored by default. */
export const vacancyViewFlushIntervalMs = 5000;

/** Options of the counter: how often it flushes, where failures are logged, and (tests) how views are written. */
export interface VacancyViewCounterOptions {
  /** Milliseconds between flushes; 0 turns the timer off (then only flush() and close() store views). */
  intervalMs?: number;
  logger: Pick<FastifyBaseLogger, 'error'>;
  writeViews?: VacancyViewWriter;
}

/** Adds the views to the tenant's vacancies in one transaction of that tenant. */
export function databaseVacancyViewWriter(database: Database): VacancyViewWriter {
  return (tenantId, increments) => withTenant(database, tenantId, (scope) => addVacancyViews(scope, increments));
}

/** A view counter over the database, flushed every `intervalMs` on a timer that does not keep the process alive. */
export function createVacancyViewCounter(database: Database, options: VacancyViewCounterOptions): VacancyViewCounter {
  const writeViews = options.writeViews ?? databaseVacancyViewWriter(database);
  /** Counted and not yet handed to a write: tenant id → vacancy id → views. */
  const buffered = new Map<number, Map<number, number>>();
  /** Handed to a write that has not finished: still pending for pendingViews. */
  const writing = new Map<number, Map<number, number>>();
  let flushing: Promise<void> = Promise.resolve();

  const add = (into: Map<number, Map<number, number>>, tenantId: number, vacancyId: number, views: number) => {
    let ofTenant = into.get(tenantId);
    if (!ofTenant) into.set(tenantId, (ofTenant = new Map()));
    ofTenant.set(vacancyId, (ofTenant.get(vacancyId) ?? 0) + views);
  };

  const writeTenant = async (tenantId: number, views: Map<number, number>) => {
    writing.set(tenantId, views);
    try {
      const increments = [...views].map(([vacancyId, count]) => ({ vacancyId, views: count }));
      await writeViews(tenantId, increments);
    } catch (error) {
      // Kept for the next flush: a database that is briefly away loses no views.
      for (const [vacancyId, count] of views) add(buffered, tenantId, vacancyId, count);
      options.logger.error({ err: error, tenantId }, 'storing vacancy views failed; they are kept for the next flush');
    } finally {
      writing.delete(tenantId);
    }
  };

  const writeBuffered = async () => {
    const taken = [...buffered];
    buffered.clear();
    // One tenant after another: PGlite serialises transactions anyway, and a
    // server's pool is left to the requests.
    for (const [tenantId, views] of taken) await writeTenant(tenantId, views);
  };

  // Flushes run one after another, so a vacancy's views are never in two writes at once.
  const flush = () => {
    flushing = flushing.then(writeBuffered);
    return flushing;
  };

  const intervalMs = options.intervalMs ?? vacancyViewFlushIntervalMs;
  const timer = intervalMs > 0 ? setInterval(() => void flush(), intervalMs) : undefined;
  timer?.unref();

  return {
    countView(tenantId, vacancyId) {
      add(buffered, tenantId, vacancyId, 1);
    },
    pendingViews(tenantId, vacancyId) {
      return (buffered.get(tenantId)?.get(vacancyId) ?? 0) + (writing.get(tenantId)?.get(vacancyId) ?? 0);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
