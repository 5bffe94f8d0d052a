import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { TemplateRenderOutcome, TemplateRenderTask, TemplateRenderValues } from './template-render-work.ts';

/**
 * Template work off the main thread (issue 29, hole 2): a pool of worker threads that render
 * what a centre wrote, each task within the Liquid budget and a hard timeout after which its
 * thread is ended. A full queue or an overrun is an outcome, not a crash: a notification then goes
 * with the shipped text, a preview or save is asked to try again.
 */
export interface TemplateRenderer {
  run<Kind extends TemplateRenderTask['kind']>(
    task: Extract<TemplateRenderTask, { kind: Kind }>,
  ): Promise<TemplateRenderOutcome<TemplateRenderValues[Kind]>>;
  close(): Promise<void>;
}

/** How long one task may take, queue included, before its thread is ended. */
export const templateRenderTimeoutMs = 5_000;

/** How long a new thread may take to load what it renders with (not counted against a task). */
const warmUpTimeoutMs = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The render worker pool of the notification templates. */
    templateRenderer: TemplateRenderer;
  }
}

/**
 * The worker's file: the TypeScript source under tsx (tests, `npm run dev`), or its compiled
 * bundle beside `dist/server.js` (`npm start`; apps/api/scripts/build.ts writes both).
 */
function workerEntry(): { filename: string; execArgv: string[] } {
  if (import.meta.url.endsWith('.ts')) {
    return {
      filename: fileURLToPath(new URL('./template-render-worker.ts', import.meta.url)),
      execArgv: ['--import', 'tsx'],
    };
  }
  return { filename: fileURLToPath(new URL('./template-render-worker.js', import.meta.url)), execArgv: [] };
}

function failure(
  name: string,
  message: string,
): { ok: false; error: { name: string; message: string; tooCostly: boolean } } {
  return {
    ok: false,
    error: { name, message, tooCostly: name === 'TemplateRenderTimeout' || name === 'TemplateRenderCrash' },
  };
}

/** A pool that starts its threads when first asked and lets them go when idle. */
export function createTemplateRenderer(
  options: { timeoutMs?: number; maxThreads?: number; maxQueue?: number } = {},
): TemplateRenderer {
  const timeoutMs = options.timeoutMs ?? templateRenderTimeoutMs;
  let pool: Piscina | undefined;
  let warm: Promise<unknown> | undefined;
  const poolOf = () => {
    pool ??= new Piscina({
      ...workerEntry(),
      minThreads: 0,
      maxThreads: options.maxThreads ?? 1,
      maxQueue: options.maxQueue ?? 64,
      // Once started, a thread stays (no cold start inside a task's timeout); the pool's close ends it.
      idleTimeout: 2 ** 31 - 1,
      // A template that allocates without end is ended by V8, not by the machine running out.
      resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 },
    });
    return pool;
  };
  // A thread's start (loading Liquid, the sanitizer, juice) is waited for once, apart from the
  // tasks' timeout, so a cold start never turns a good template into a fallback.
  const warmPool = (current: Piscina) => {
    warm ??= current.run({ kind: 'warm' }, { signal: AbortSignal.timeout(warmUpTimeoutMs) }).catch((error: unknown) => {
      warm = undefined;
      throw error;
    });
    return warm;
  };
  return {
    async run(task) {
      try {
        const current = poolOf();
        await warmPool(current);
        return (await current.run(task, { signal: AbortSignal.timeout(timeoutMs) })) as never;
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'AbortError') {
          // The overrun thread was ended: the next task waits for a new one to start.
          warm = undefined;
          return failure('TemplateRenderTimeout', `the template took over ${timeoutMs} ms`);
        }
        const message = error instanceof Error ? error.message : String(error);
        if (/queue is at limit/i.test(message)) return failure('TemplateRenderBusy', message);
        return failure('TemplateRenderCrash', message);
      }
    },
    async close() {
      const closing = pool;
      pool = undefined;
      warm = undefined;
      await closing?.destroy();
    },
  };
}
