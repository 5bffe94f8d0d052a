#!/usr/bin/env node
// `npm run bench:sign-in`: does a failed sign-in take longer for an address
// that has an account than for one that has none? (issue 10, hole 8.)
//
// Builds the API in this process on a fresh in-memory database, then sends
// BENCH_ATTEMPTS wrong-password sign-ins for a known address and as many for
// an unknown address, interleaved (known, unknown, known, …) so drift in the
// machine's load hits both alike. Prints both medians and the Mann–Whitney z
// of "known is slower"; |z| < 1.96 is within noise at the 5 % level.
// BENCH_SETTLE=1 waits for each attempt's background work (the audit entry)
// before the next, to look at the response path alone.
// No assertions: timing on a shared machine is not a test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/platform/config/config.ts';
import { openDatabase } from '../apps/api/src/platform/database/connection.ts';
import { migrate } from '../apps/api/src/platform/database/migrator.ts';
import { createTenant } from '../apps/api/src/factories/tenant-factory.ts';
import { createCenter } from '../apps/api/src/factories/volunteer-center-factory.ts';
import { createUser } from '../apps/api/src/factories/user-factory.ts';

const attempts = Number(process.env.BENCH_ATTEMPTS ?? 150);
const warmUp = Number(process.env.BENCH_WARM_UP ?? 10);

// A data directory, as `npm start` uses: an in-memory database hides what a write costs (fsync).
const dataDir = mkdtempSync(path.join(tmpdir(), 'volunteerly-bench-sign-in-'));
const database = await openDatabase({ dataDir: path.join(dataDir, 'data') });
await migrate(database);
const tenantId = (await createTenant(database, { key: 'bench' })).id;
await createCenter(database, tenantId, { center: { isDefault: true } });
const { user } = await createUser(database, tenantId, { user: { email: 'bekend@example.org' } });

const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: '/nonexistent-web-dist',
  // Neither limit may end the run early: this measures the work, not the refusals.
  AUTH_RATE_LIMIT: '1000000',
  FAILED_SIGN_IN_LIMIT: '1000000',
});
const app = await buildApp({ config, database, logger: false });

async function timeSignIn(email) {
  const started = process.hrtime.bigint();
  const response = await app.inject({
    method: 'POST',
    url: '/auth/sign_in',
    headers: { 'x-tenant': 'bench', 'app-context': 'main', 'accept-language': 'en' },
    remoteAddress: '198.51.100.7',
    payload: { email, password: 'Niet-het-goede-wachtwoord' },
  });
  const elapsedMs = Number(process.hrtime.bigint() - started) / 1e6;
  if (process.env.BENCH_SETTLE) await app.backgroundTasks.settle();
  if (response.statusCode !== 401) throw new Error(`sign-in of ${email} answered ${response.statusCode}`);
  return elapsedMs;
}

function median(values) {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Mann–Whitney U of `first` against `second` as a z score (normal approximation, mid-ranks for ties). */
function mannWhitneyZ(first, second) {
  const all = [...first.map((value) => ({ value, group: 0 })), ...second.map((value) => ({ value, group: 1 }))];
  all.sort((left, right) => left.value - right.value);
  let rankSumFirst = 0;
  let tieCorrection = 0;
  for (let start = 0; start < all.length;) {
    let end = start;
    while (end + 1 < all.length && all[end + 1].value === all[start].value) end += 1;
    const rank = (start + end) / 2 + 1;
    const tied = end - start + 1;
    tieCorrection += tied ** 3 - tied;
    for (let index = start; index <= end; index += 1) if (all[index].group === 0) rankSumFirst += rank;
    start = end + 1;
  }
  const n1 = first.length;
  const n2 = second.length;
  const total = n1 + n2;
  const u = rankSumFirst - (n1 * (n1 + 1)) / 2;
  const mean = (n1 * n2) / 2;
  const variance = ((n1 * n2) / 12) * (total + 1 - tieCorrection / (total * (total - 1)));
  return (u - mean) / Math.sqrt(variance);
}

try {
  for (let count = 0; count < warmUp; count += 1) {
    await timeSignIn(user.email);
    await timeSignIn('onbekend@example.org');
  }
  const known = [];
  const unknown = [];
  for (let count = 0; count < attempts; count += 1) {
    // Alternate which goes first, so neither always follows the other's background work.
    if (count % 2 === 0) {
      known.push(await timeSignIn(user.email));
      unknown.push(await timeSignIn('onbekend@example.org'));
    } else {
      unknown.push(await timeSignIn('onbekend@example.org'));
      known.push(await timeSignIn(user.email));
    }
  }
  const knownMedian = median(known);
  const unknownMedian = median(unknown);
  const z = mannWhitneyZ(known, unknown);
  console.log(`failed sign-ins, ${attempts} per address, interleaved, in-process (inject), embedded database on disk:`);
  console.log(`  known address, wrong password: median ${knownMedian.toFixed(2)} ms`);
  console.log(`  unknown address:               median ${unknownMedian.toFixed(2)} ms`);
  console.log(`  difference ${(knownMedian - unknownMedian).toFixed(2)} ms, Mann–Whitney z = ${z.toFixed(2)}`);
  console.log(`  ${Math.abs(z) < 1.96 ? 'within noise (|z| < 1.96)' : 'DISTINGUISHABLE (|z| ≥ 1.96)'}`);
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
