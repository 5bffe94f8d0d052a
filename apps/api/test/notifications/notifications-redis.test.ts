import { randomBytes } from 'node:crypto';
import { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createUser } from '../../src/factories/user-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import type { AppInstance } from '../../src/platform/http/app-instance.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { notify } from '../../src/modules/notifications/notify.ts';
import { signIn, signedInHeaders, type SessionHeaders } from '../support/sessions.ts';
import { createTestApp, testConfig, type TestApp } from '../support/test-app.ts';
import { readEvents } from './live-stream.ts';

// Issue 15 §3: with REDIS_URL a notification made in one API process reaches a stream held open
// by another; and (issue 29, hole 10) a session ended in one process ends its streams in the
// other. Runs when Redis answers on 127.0.0.1:6379 (or REDIS_URL).
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
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

const available = await redisAnswers();

describe.skipIf(!available)('live notifications across processes through Redis', () => {
  const environment = {
    REDIS_URL: redisUrl,
    REDIS_PREFIX: `volunteerly-test-${randomBytes(6).toString('hex')}:`,
    LIVE_STREAM_SECONDS: '60',
  };
  let first: TestApp;
  let second: AppInstance;

  beforeAll(async () => {
    first = await createTestApp({ environment });
    // A second app on the same database: another API process.
    second = await buildApp({ config: testConfig(environment), database: first.database, logger: false });
    await second.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('delivers a notification published by one process to a stream on the other', async () => {
    const tenant = await createTenant(first.database, { key: 'redisstad' });
    await createCenter(first.database, tenant.id, { center: { isDefault: true } });
    const { user } = await createUser(first.database, tenant.id, { user: { email: 'sam@redisstad.example' } });
    const session = await signIn(first, 'redisstad', user.email);
    const address = second.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const response = await fetch(`http://127.0.0.1:${address.port}/api/v1/notifications/stream`, {
      headers: signedInHeaders('redisstad', session),
    });
    const stream = readEvents(response.body!);
    await stream.next((event) => event.event === 'ready');

    await withTenant(first.database, tenant.id, (scope) =>
      notify(
        scope,
        {
          services: first.app,
          site: { tenantId: tenant.id, origin: 'http://redisstad.example', centerId: null },
          appName: 'Redisstad',
        },
        {
          event: 'application_status_changed',
          recipient: { userId: user.id, email: user.email, locale: 'nl' },
          values: { name: 'Sam', appName: 'Redisstad', vacancy: 'Klusser', status: 'aangenomen', note: '', link: '' },
          subject: { type: 'application', id: 3 },
          path: '/applications/3',
        },
      ),
    );
    const arrived = await stream.next((event) => event.event === 'notification');
    expect(JSON.parse(arrived.data)).toMatchObject({ event: 'application_status_changed', path: '/applications/3' });
    expect(first.app.liveNotifications.streamsOf(tenant.id, user.id)).toBe(0);
    await stream.cancel();
  });

  it('ends a stream on one process when its session signs out, or its person is blocked, on the other', async () => {
    const tenant = await createTenant(first.database, { key: 'sluisstad' });
    const { center } = await createCenter(first.database, tenant.id, { center: { isDefault: true } });
    const { user: admin } = await createUser(first.database, tenant.id, {
      user: { email: 'centrum@sluisstad.example' },
      roles: [{ name: 'center_admin', resourceId: center.id }],
    });
    const { user } = await createUser(first.database, tenant.id, { user: { email: 'sam@sluisstad.example' } });
    const address = second.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const openOnSecond = async (session: SessionHeaders) => {
      const response = await fetch(`http://127.0.0.1:${address.port}/api/v1/notifications/stream`, {
        headers: signedInHeaders('sluisstad', session),
      });
      const stream = readEvents(response.body!);
      await stream.next((event) => event.event === 'ready');
      return stream;
    };

    const session = await signIn(first, 'sluisstad', user.email);
    const signedOut = await openOnSecond(session);
    const signOut = await first.app.inject({
      method: 'DELETE',
      url: '/auth/sign_out',
      headers: signedInHeaders('sluisstad', session),
    });
    expect(signOut.statusCode).toBe(200);
    await expect(signedOut.next(() => false, 10_000)).rejects.toThrow('the stream ended');

    const blocked = await openOnSecond(await signIn(first, 'sluisstad', user.email));
    const block = await first.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${user.id}`,
      headers: signedInHeaders('sluisstad', await signIn(first, 'sluisstad', admin.email)),
      payload: { user: { status: 'inactive' } },
    });
    expect(block.statusCode).toBe(200);
    await expect(blocked.next(() => false, 10_000)).rejects.toThrow('the stream ended');
    expect(second.liveNotifications.streamsOf(tenant.id, user.id)).toBe(0);
  });
});
