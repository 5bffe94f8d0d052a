#!/usr/bin/env node
// `npm run bench:live`: the time from an event to its notification arriving on an open live
// stream (issue 15 §3), p50/p95 over BENCH_EVENTS (default 200) events.
//
// Builds the app on an in-memory PGlite, listens on a free port, opens the signed-in person's
// Server-Sent Events stream with fetch (as the web app does) and, one at a time, tells the person
// about an event with notify() in its own tenant transaction (the in-app row and the mail job are
// stored, then the live message goes out after the commit). The clock runs from just before the
// transaction to the moment the stream delivers the event. When Redis answers (REDIS_URL, default
// redis://127.0.0.1:6379), it measures again across two app instances: the event in one, the
// stream on the other, through Redis pub/sub.
import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';
import { buildApp } from '../apps/api/src/app.ts';
import { createTenant } from '../apps/api/src/factories/tenant-factory.ts';
import { createUser, factoryPassword } from '../apps/api/src/factories/user-factory.ts';
import { createCenter } from '../apps/api/src/factories/volunteer-center-factory.ts';
import { notify } from '../apps/api/src/modules/notifications/notify.ts';
import { loadConfig } from '../apps/api/src/platform/config/config.ts';
import { openDatabase } from '../apps/api/src/platform/database/connection.ts';
import { migrate } from '../apps/api/src/platform/database/migrator.ts';
import { withTenant } from '../apps/api/src/platform/database/tenant-scope.ts';

const total = Number(process.env.BENCH_EVENTS ?? 200);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

function config(extra = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    LIVE_STREAM_SECONDS: '3600',
    ...extra,
  });
}

function redisAnswers() {
  const { hostname, port } = new URL(redisUrl);
  return new Promise((resolve) => {
    const socket = new Socket();
    socket.setTimeout(500);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.connect(Number(port || 6379), hostname);
  });
}

/** Reads SSE events from a fetch body; `next(id)` resolves when the notification with that id arrives. */
function streamReader(body) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  const waiting = new Map();
  const arrived = new Map();
  let buffer = '';
  let ready;
  const opened = new Promise((resolve) => (ready = resolve));
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true }));
      if (done) return;
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const at = performance.now();
        const type = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (type === 'ready') ready();
        if (type === 'notification' && data) {
          const { id, text } = JSON.parse(data);
          const key = /#(\d+)/.exec(text)?.[1] ?? id;
          const resolve = waiting.get(key);
          if (resolve) resolve(at);
          else arrived.set(key, at);
        }
        end = buffer.indexOf('\n\n');
      }
    }
  })();
  return {
    opened,
    next: (key) =>
      arrived.has(key) ? Promise.resolve(arrived.get(key)) : new Promise((resolve) => waiting.set(key, resolve)),
    cancel: () => reader.cancel().catch(() => undefined),
  };
}

function percentile(sorted, share) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/** Sends `total` events through `publisher`, read on a stream of `listener`; answers the latencies in ms. */
async function measure(publisher, listener, tenant, user, session) {
  const address = listener.server.address();
  const response = await fetch(`http://127.0.0.1:${address.port}/api/v1/notifications/stream`, {
    headers: { 'x-tenant': tenant.key, 'app-context': 'main', ...session, accept: 'text/event-stream' },
  });
  if (response.status !== 200) throw new Error(`stream answered ${response.status}`);
  const stream = streamReader(response.body);
  await stream.opened;
  const latencies = [];
  for (let index = 1; index <= total + 10; index += 1) {
    const started = performance.now();
    await withTenant(publisher.database, tenant.id, (scope) =>
      notify(
        scope,
        {
          services: publisher,
          site: { tenantId: tenant.id, origin: 'http://localhost', centerId: null },
          appName: 'Bench',
        },
        {
          event: 'application_status_changed',
          recipient: { userId: user.id, email: user.email, locale: 'en' },
          values: {
            name: 'Bench',
            appName: 'Bench',
            vacancy: `Vacancy #${index}`,
            status: 'accepted',
            note: '',
            link: '',
          },
          subject: { type: 'application', id: index },
          path: `/applications/${index}`,
        },
      ),
    );
    const received = await stream.next(String(index));
    // The first ten warm the code paths and are not counted.
    if (index > 10) latencies.push(received - started);
  }
  await stream.cancel();
  return latencies.sort((left, right) => left - right);
}

async function setUp(database) {
  const tenant = await createTenant(database, { key: `bench${randomBytes(3).toString('hex')}` });
  await createCenter(database, tenant.id, { center: { isDefault: true } });
  const { user } = await createUser(database, tenant.id, { user: { email: 'bench@live.example' } });
  return { tenant, user };
}

async function signIn(app, tenant, user) {
  const answer = await app.inject({
    method: 'POST',
    url: '/auth/sign_in',
    headers: { 'x-tenant': tenant.key, 'app-context': 'main' },
    payload: { email: user.email, password: factoryPassword },
  });
  if (answer.statusCode !== 200) throw new Error(`sign-in failed: ${answer.statusCode}`);
  return { 'access-token': answer.headers['access-token'], client: answer.headers.client, uid: answer.headers.uid };
}

const rows = [];
const database = await openDatabase({ inMemory: true });
await migrate(database);
const { tenant, user } = await setUp(database);

const app = await buildApp({ config: config(), database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const session = await signIn(app, tenant, user);
rows.push({ path: 'one process (in-process hub)', latencies: await measure(app, app, tenant, user, session) });

if (await redisAnswers()) {
  const environment = { REDIS_URL: redisUrl, REDIS_PREFIX: `volunteerly-bench-${randomBytes(4).toString('hex')}:` };
  const first = await buildApp({ config: config(environment), database, logger: false });
  const second = await buildApp({ config: config(environment), database, logger: false });
  await second.listen({ port: 0, host: '127.0.0.1' });
  rows.push({ path: 'two processes (Redis pub/sub)', latencies: await measure(first, second, tenant, user, session) });
  await second.close();
  await first.close();
} else {
  console.log(`bench:live: no Redis answers at ${redisUrl}; measured one process only`);
}
await app.close();
await database.close();

console.log(
  `bench:live: ${total} events, event (notify in its transaction) → notification on the SSE stream, PGlite in memory`,
);
console.table(
  rows.map(({ path, latencies }) => ({
    path,
    'p50 ms': percentile(latencies, 0.5).toFixed(2),
    'p95 ms': percentile(latencies, 0.95).toFixed(2),
    'max ms': latencies[latencies.length - 1].toFixed(2),
    'mean ms': (latencies.reduce((sum, value) => sum + value, 0) / latencies.length).toFixed(2),
  })),
);
