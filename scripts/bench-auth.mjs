#!/usr/bin/env node
// `npm run bench:auth`: starts the API on a fresh embedded demo database, then
// measures (1) sign-in latency over sequential sign-ins (p50/p95) and
// (2) throughput of one endpoint, GET /api/v1/volunteer_centers/current, signed
// out and signed in (the session lookup is the difference). Target: signed-in
// throughput at least 0.8 of signed-out.
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const port = 4398;
const root = path.resolve(import.meta.dirname, '..');
const base = `http://127.0.0.1:${port}`;
const signIns = Number(process.env.BENCH_SIGN_INS ?? 60);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const dataDir = path.join(tmpdir(), `volunteerly-bench-auth-${process.pid}`);

const build = spawnSync('npm', ['run', '--silent', 'build', '--workspace', '@volunteerly/api'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
  cwd: path.join(root, 'apps/api'),
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    AUTH_RATE_LIMIT: '100000',
    FAILED_SIGN_IN_LIMIT: '100000',
  },
  stdio: 'ignore',
});

const tenant = { 'X-Tenant': 'demo', 'App-Context': 'main', 'Content-Type': 'application/json' };

async function waitForHealth() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start');
}

async function signIn() {
  const response = await fetch(`${base}/auth/sign_in`, {
    method: 'POST',
    headers: tenant,
    body: JSON.stringify({ email: 'vrijwilliger@demo.example.org', password: 'Demo-wachtwoord-2026' }),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  await response.arrayBuffer();
  return {
    'access-token': response.headers.get('access-token'),
    client: response.headers.get('client'),
    uid: response.headers.get('uid'),
  };
}

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
}

async function throughput(headers) {
  const url = `${base}/api/v1/volunteer_centers/current?include=profile`;
  const deadline = Date.now() + seconds * 1000;
  let completed = 0;
  const worker = async () => {
    while (Date.now() < deadline) {
      const response = await fetch(url, { headers });
      if (response.status !== 200) throw new Error(`GET answered ${response.status}`);
      await response.arrayBuffer();
      completed += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return completed / seconds;
}

try {
  await waitForHealth();
  await signIn(); // warm-up: the first Argon2 call and the query plans
  const latencies = [];
  for (let count = 0; count < signIns; count += 1) {
    const started = performance.now();
    await signIn();
    latencies.push(performance.now() - started);
  }
  latencies.sort((left, right) => left - right);
  const session = await signIn();
  await throughput(tenant); // warm-up
  const signedOut = await throughput(tenant);
  const signedIn = await throughput({ ...tenant, ...session });
  const ratio = signedIn / signedOut;
  console.log(
    `sign-in latency over ${signIns} sign-ins: p50 ${percentile(latencies, 0.5).toFixed(1)} ms, p95 ${percentile(latencies, 0.95).toFixed(1)} ms`,
  );
  console.log(`GET /api/v1/volunteer_centers/current, ${concurrency} concurrent clients, ${seconds} s each:`);
  console.log(`  signed out: ${signedOut.toFixed(0)} requests/s`);
  console.log(`  signed in:  ${signedIn.toFixed(0)} requests/s`);
  console.log(`  ratio: ${ratio.toFixed(2)} (target ≥ 0.80) — ${ratio >= 0.8 ? 'within target' : 'BELOW TARGET'}`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}.lock`, { force: true });
}
