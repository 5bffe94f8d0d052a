import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/** The API package: children run with it as their working directory, like `npm start`. */
export const apiDirectory = path.resolve(import.meta.dirname, '../../..');

/** A running child process whose output is read line by line. */
export interface Child {
  process: ChildProcess;
  /** Every stdout and stderr line so far. */
  lines: string[];
  /**
   * Resolves with the first matching line from line number `fromLine` on (past or future);
   * rejects when the child exits first or time runs out.
   */
  waitForLine(pattern: RegExp, options?: { timeoutMs?: number; fromLine?: number }): Promise<string>;
  /** Writes one line to the child's stdin. */
  send(line: string): void;
  /** Resolves when the child has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; afterMs: number }>;
}

/** How a child is started: by default Node itself; `runUnder` names a program that runs Node for it. */
export interface ChildOptions {
  /** A command and its arguments that start Node (its path and arguments follow them). */
  runUnder?: string[];
}

/**
 * Starts a script in the API directory: a TypeScript file through tsx's loader, the compiled
 * server (`dist/server.js`, built by the test run's global set-up) as `npm start` runs it.
 */
export function startChild(
  script: string,
  args: string[] = [],
  environment: NodeJS.ProcessEnv = {},
  { runUnder = [] }: ChildOptions = {},
): Child {
  const startedAt = Date.now();
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : ['--enable-source-maps'];
  const [command, ...commandArgs] = [...runUnder, process.execPath, ...loader, script, ...args];
  const child = spawn(command ?? process.execPath, commandArgs, {
    cwd: apiDirectory,
    env: { ...process.env, ...environment },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const watchers = new Set<(line: string | null) => void>();
  let buffered = { stdout: '', stderr: '' };
  let closed = false;
  const take = (stream: 'stdout' | 'stderr') => (chunk: Buffer) => {
    const parts = (buffered[stream] + chunk.toString('utf8')).split('\n');
    buffered = { ...buffered, [stream]: parts.pop() ?? '' };
    for (const line of parts) {
      lines.push(line);
      for (const watcher of [...watchers]) watcher(line);
    }
  };
  child.stdout.on('data', take('stdout'));
  child.stderr.on('data', take('stderr'));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; afterMs: number }>((resolve) => {
    // 'close' comes after the exit and after the last output.
    child.once('close', (code, signal) => {
      closed = true;
      for (const stream of ['stdout', 'stderr'] as const) {
        if (buffered[stream]) {
          lines.push(buffered[stream]);
          buffered = { ...buffered, [stream]: '' };
        }
      }
      for (const watcher of [...watchers]) watcher(null);
      resolve({ code, signal, afterMs: Date.now() - startedAt });
    });
  });
  return {
    process: child,
    lines,
    exited,
    send(line) {
      child.stdin.write(`${line}\n`);
    },
    waitForLine(pattern, { timeoutMs = 45_000, fromLine = 0 } = {}) {
      const seen = lines.slice(fromLine).find((line) => pattern.test(line));
      if (seen !== undefined) return Promise.resolve(seen);
      if (closed) {
        return Promise.reject(new Error(`child exited before printing ${pattern}:\n${lines.join('\n')}`));
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          watchers.delete(watcher);
          reject(new Error(`no line matching ${pattern} within ${timeoutMs} ms:\n${lines.join('\n')}`));
        }, timeoutMs);
        const watcher = (line: string | null) => {
          if (line === null) {
            clearTimeout(timer);
            watchers.delete(watcher);
            reject(new Error(`child exited before printing ${pattern}:\n${lines.join('\n')}`));
          } else if (pattern.test(line)) {
            clearTimeout(timer);
            watchers.delete(watcher);
            resolve(line);
          }
        };
        watchers.add(watcher);
      });
    },
  };
}

/** Stops a child that may still run (SIGKILL) and waits for it. */
export async function stopChild(child: Child): Promise<void> {
  if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
  await child.exited;
}
