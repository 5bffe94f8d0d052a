// The request path under load, as issue 12 measures it: the API started as a
// user would (`SEED=demo npm start`, compiled), an outside load generator
// (autocannon, in this process) with 20 connections, and the plain driver's
// figure for the same machine and the same minute to compare against.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

/** A free TCP port on 127.0.0.1. */
async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the API of `apiDirectory` in a process of its own, as `npm start` does: the compiled
 * `dist/server.js` when there is one, else the TypeScript source through tsx (how `npm start`
 * ran before the API was compiled, for a before figure from an older checkout).
 * `profileDirectory` makes Node write a CPU profile there when the server stops.
 */
export async function startServer({ apiDirectory, environment, profileDirectory }) {
  const port = await freePort();
  const compiled = existsSync(path.join(apiDirectory, 'dist', 'server.js'));
  const entry = compiled ? ['--enable-source-maps', 'dist/server.js'] : ['--import', 'tsx', 'src/server.ts'];
  const profile = profileDirectory ? ['--cpu-prof', `--cpu-prof-dir=${profileDirectory}`] : [];
  const output = [];
  const settings = {
    ...process.env,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(port),
    GEOCODER: 'local',
    SEED: 'demo',
    // Every benchmark request comes from 127.0.0.1: the per-IP limits are not what is measured.
    AUTH_RATE_LIMIT: '1000000',
    ...environment,
  };
  // A setting given as undefined is left out (DATABASE_URL: undefined runs on PGlite).
  const env = Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
  const child = spawn(process.execPath, [...profile, ...entry], {
    cwd: apiDirectory,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the API stopped while starting:\n${Buffer.concat(output).toString()}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('the API did not answer /api/health within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    label: compiled ? 'compiled (dist/server.js)' : 'TypeScript through tsx',
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
    },
  };
}

/**
 * The plain driver's figure: node-postgres, a pool of 10 connections with 20 queries in
 * flight, reading one vacancy by its key (tenant and id, as the API reads it), for `seconds`.
 */
export async function measureDriver({ url, vacancyKeys, seconds }) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  try {
    let next = 0;
    const read = () => {
      next = (next + 1) % vacancyKeys.length;
      const { tenantId, id } = vacancyKeys[next];
      return pool.query('select * from vacancies where tenant_id = $1 and id = $2', [tenantId, id]);
    };
    for (let warm = 0; warm < 200; warm += 1) await read();
    const latencies = [];
    const deadline = performance.now() + seconds * 1000;
    const started = performance.now();
    const worker = async () => {
      while (performance.now() < deadline) {
        const sent = performance.now();
        await read();
        latencies.push(performance.now() - sent);
      }
    };
    await Promise.all(Array.from({ length: 20 }, worker));
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((left, right) => left - right);
    const at = (fraction) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * fraction))];
    return { rate: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors: 0 };
  } finally {
    await pool.end();
  }
}

/**
 * Requests per second, p50 and p99 of GETs from `connections` connections for `seconds`, after
 * a warm-up second. `nextRequest` gives each request's path and headers (so one run can spread
 * over many resources and tenants); answers other than 2xx are counted as errors.
 */
export async function measureEndpoint({ baseUrl, nextRequest, seconds, connections = 20 }) {
  const run = (duration) =>
    autocannon({
      url: baseUrl,
      connections,
      duration,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => {
            const { path: requestPath, headers } = nextRequest();
            return { ...request, path: requestPath, headers: { ...request.headers, ...headers } };
          },
        },
      ],
    });
  await run(1);
  const result = await run(seconds);
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/** The functions with the most time of their own in the CPU profile(s) Node wrote to `directory`. */
export function topOfProfile(directory, count = 15) {
  const files = readdirSync(directory).filter((file) => file.endsWith('.cpuprofile'));
  const selfTime = new Map();
  let total = 0;
  for (const file of files) {
    const profile = JSON.parse(readFileSync(path.join(directory, file), 'utf8'));
    for (const node of profile.nodes) {
      const { functionName, url, lineNumber } = node.callFrame;
      const where = url
        ? `${url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*\/apps\//, 'apps/')}:${lineNumber + 1}`
        : '';
      const key = `${functionName || '(anonymous)'} ${where}`.trim();
      selfTime.set(key, (selfTime.get(key) ?? 0) + node.hitCount);
      total += node.hitCount;
    }
  }
  return [...selfTime.entries()]
    .sort((left, right) => right[1] - left[1])
    .slice(0, count)
    .map(([name, hits]) => ({ name, share: total ? hits / total : 0 }));
}

/** A fresh, empty directory for one server's data or profile. */
export function scratchDirectory(name) {
  return mkdtempSync(path.join(tmpdir(), `volunteerly-bench-${name}-`));
}

export function removeDirectory(directory) {
  rmSync(directory, { recursive: true, force: true });
}
