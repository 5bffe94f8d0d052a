import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createUser } from '../../src/factories/user-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { notify } from '../../src/modules/notifications/notify.ts';
import { signIn, signedInHeaders, type SessionHeaders } from '../support/sessions.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';
import { readEvents } from './live-stream.ts';

// Issue 15 §3: a new notification reaches the person's open page without a reload, over
// Server-Sent Events authenticated with the session headers. `inject` cannot stream, so the app
// listens on a port and the test reads the stream with fetch.
describe('the live notification stream', () => {
  let testApp: TestApp;
  let origin: string;
  let tenantId: number;
  const people: Record<string, { id: number; email: string; session: SessionHeaders }> = {};

  beforeAll(async () => {
    testApp = await createTestApp({ environment: { LIVE_STREAM_SECONDS: '60' } });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const address = testApp.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    origin = `http://127.0.0.1:${address.port}`;
    const tenant = await createTenant(testApp.database, { key: 'livestad', hosts: ['livestad.example'] });
    tenantId = tenant.id;
    await createCenter(testApp.database, tenant.id, { center: { isDefault: true } });
    for (const name of ['sam', 'kim']) {
      const { user } = await createUser(testApp.database, tenant.id, { user: { email: `${name}@livestad.example` } });
      people[name] = { id: user.id, email: user.email, session: await signIn(testApp, 'livestad', user.email) };
    }
  });
  afterAll(async () => testApp.close());

  const open = (name: string) =>
    fetch(`${origin}/api/v1/notifications/stream`, {
      headers: signedInHeaders('livestad', people[name]!.session, { accept: 'text/event-stream' }),
    });

  const notifyPerson = (name: string, vacancy: string) =>
    withTenant(testApp.database, tenantId, (scope) =>
      notify(
        scope,
        {
          services: testApp.app,
          site: { tenantId, origin: 'http://livestad.example', centerId: null },
          appName: 'Livestad',
        },
        {
          event: 'application_status_changed',
          recipient: { userId: people[name]!.id, email: people[name]!.email, locale: 'en' },
          values: { name, appName: 'Livestad', vacancy, status: 'accepted', note: '', link: '' },
          subject: { type: 'application', id: 7 },
          path: '/applications/7',
        },
      ),
    );

  it('opens with a retry hint and the unread count, then delivers a new notification to its person only', async () => {
    const samResponse = await open('sam');
    expect(samResponse.status).toBe(200);
    expect(samResponse.headers.get('content-type')).toContain('text/event-stream');
    expect(samResponse.headers.get('cache-control')).toBe('no-store');
    const sam = readEvents(samResponse.body!);
    const kim = readEvents((await open('kim')).body!);
    const retry = await sam.next((event) => event.retry !== undefined);
    expect(retry.retry).toBe(5000);
    const ready = await sam.next((event) => event.event === 'ready');
    expect(JSON.parse(ready.data)).toEqual({ unread_count: 0 });
    await kim.next((event) => event.event === 'ready');

    await notifyPerson('sam', 'Gastvrouw');
    const arrived = await sam.next((event) => event.event === 'notification');
    expect(JSON.parse(arrived.data)).toMatchObject({ event: 'application_status_changed', path: '/applications/7' });
    expect(JSON.parse(arrived.data).text).toContain('Gastvrouw');
    await expect(kim.next((event) => event.event === 'notification', 300)).rejects.toThrow('no matching event');

    // Marking all read on another page tells this one the new count.
    await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/mark_all_read',
      headers: signedInHeaders('livestad', people['sam']!.session),
    });
    const count = await sam.next((event) => event.event === 'unread_count');
    expect(JSON.parse(count.data)).toEqual({ unread_count: 0 });
    await sam.cancel();
    await kim.cancel();
  });

  it('refuses a signed-out stream with 401', async () => {
    const response = await fetch(`${origin}/api/v1/notifications/stream`, { headers: tenantHeaders('livestad') });
    expect(response.status).toBe(401);
    await response.body?.cancel();
  });

  it('forgets a closed stream', async () => {
    const stream = readEvents((await open('kim')).body!);
    await stream.next((event) => event.event === 'ready');
    expect(testApp.app.liveNotifications.streamsOf(tenantId, people['kim']!.id)).toBe(1);
    await stream.cancel();
    const deadline = Date.now() + 2000;
    while (testApp.app.liveNotifications.streamsOf(tenantId, people['kim']!.id) > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(testApp.app.liveNotifications.streamsOf(tenantId, people['kim']!.id)).toBe(0);
  });

  it('ends open streams when the app closes', async () => {
    const other = await createTestApp({ environment: { LIVE_STREAM_SECONDS: '60' } });
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const address = other.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const tenant = await createTenant(other.database, { key: 'sluitstad' });
    await createCenter(other.database, tenant.id, { center: { isDefault: true } });
    const { user } = await createUser(other.database, tenant.id, { user: { email: 'sam@sluitstad.example' } });
    const session = await signIn(other, 'sluitstad', user.email);
    const response = await fetch(`http://127.0.0.1:${address.port}/api/v1/notifications/stream`, {
      headers: signedInHeaders('sluitstad', session),
    });
    const stream = readEvents(response.body!);
    await stream.next((event) => event.event === 'ready');
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(5000);
    await expect(stream.next(() => false, 1000)).rejects.toThrow('the stream ended');
  });
});
