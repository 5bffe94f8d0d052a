import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createUser, factoryPassword } from '../../src/factories/user-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import type { UserRow } from '../../src/modules/users/users.schema.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { notify } from '../../src/modules/notifications/notify.ts';
import { linkIn, waitForMailTo } from '../support/mailbox.ts';
import { signIn, signedInHeaders, type SessionHeaders } from '../support/sessions.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';
import { readEvents } from './live-stream.ts';

const newPassword = 'Nieuw-wachtwoord-voor-2026';

/** The first error of a refused stream's JSON:API error document. */
async function firstError(response: Response): Promise<Record<string, unknown>> {
  const document = (await response.json()) as { errors: Record<string, unknown>[] };
  return document.errors[0]!;
}

/** The origin a listening app answers on. */
function originOf(testApp: TestApp): string {
  const address = testApp.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

// Issue 29, hole 10: a live stream ends with its session (sign-out, a password reset, the person
// blocked), one person has at most ten at once however fast they open them, and a process at most
// LIVE_STREAMS_PER_PROCESS. `inject` cannot stream, so the app listens and the test reads with fetch.
describe('live notification streams and the sessions they were opened with', () => {
  let testApp: TestApp;
  let origin: string;
  let tenantId: number;
  let centerAdmin: SessionHeaders;
  let sequence = 0;

  beforeAll(async () => {
    testApp = await createTestApp({ environment: { LIVE_STREAM_SECONDS: '60', AUTH_RATE_LIMIT: '10000' } });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    origin = originOf(testApp);
    tenantId = (await createTenant(testApp.database, { key: 'stroomstad', hosts: ['stroomstad.example'] })).id;
    const { center } = await createCenter(testApp.database, tenantId, { center: { isDefault: true } });
    const { user } = await createUser(testApp.database, tenantId, {
      user: { email: 'centrum@stroomstad.example' },
      roles: [{ name: 'center_admin', resourceId: center.id }],
    });
    centerAdmin = await signIn(testApp, 'stroomstad', user.email);
  });
  afterAll(async () => testApp.close());

  const newPerson = async (): Promise<UserRow> => {
    sequence += 1;
    return (await createUser(testApp.database, tenantId, { user: { email: `lid${sequence}@stroomstad.example` } }))
      .user;
  };
  const open = (session: SessionHeaders, locale = 'en') =>
    fetch(`${origin}/api/v1/notifications/stream`, {
      headers: signedInHeaders('stroomstad', session, { accept: 'text/event-stream', 'accept-language': locale }),
    });
  const openReady = async (session: SessionHeaders) => {
    const response = await open(session);
    expect(response.status).toBe(200);
    const stream = readEvents(response.body!);
    await stream.next((event) => event.event === 'ready');
    return stream;
  };
  const send = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: object, payload?: object) =>
    testApp.app.inject({ method, url, headers: { ...headers }, ...(payload ? { payload } : {}) });
  const notifyPerson = (person: UserRow) =>
    withTenant(testApp.database, tenantId, (scope) =>
      notify(
        scope,
        {
          services: testApp.app,
          site: { tenantId, origin: 'http://stroomstad.example', centerId: null },
          appName: 'Stroomstad',
        },
        {
          event: 'application_status_changed',
          recipient: { userId: person.id, email: person.email, locale: 'en' },
          values: { name: 'Sam', appName: 'Stroomstad', vacancy: 'Gastvrouw', status: 'accepted', note: '', link: '' },
          subject: { type: 'application', id: 7 },
          path: '/applications/7',
        },
      ),
    );
  const ended = (stream: ReturnType<typeof readEvents>) =>
    expect(stream.next(() => false, 10_000)).rejects.toThrow('the stream ended');

  it('ends a stream when its session signs out, and keeps the same person’s other device', async () => {
    const person = await newPerson();
    const laptop = await signIn(testApp, 'stroomstad', person.email);
    const phone = await signIn(testApp, 'stroomstad', person.email);
    const onLaptop = await openReady(laptop);
    const onPhone = await openReady(phone);

    expect((await send('DELETE', '/auth/sign_out', signedInHeaders('stroomstad', laptop))).statusCode).toBe(200);
    await ended(onLaptop);

    await notifyPerson(person);
    await onPhone.next((event) => event.event === 'notification');
    expect(testApp.app.liveNotifications.streamsOf(tenantId, person.id)).toBe(1);
    await onPhone.cancel();
  });

  it('ends every stream of a person whose password is reset', async () => {
    const person = await newPerson();
    const stream = await openReady(await signIn(testApp, 'stroomstad', person.email));
    await send('POST', '/auth/password', tenantHeaders('stroomstad'), { email: person.email });
    const mail = await waitForMailTo(testApp, tenantId, person.email);
    const token = linkIn(mail, '/auth/reset').searchParams.get('reset_password_token')!;
    const reset = await send('PUT', '/auth/password', tenantHeaders('stroomstad'), {
      reset_password_token: token,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    await ended(stream);
  });

  it('ends the streams of a person the centre blocks', async () => {
    const person = await newPerson();
    const stream = await openReady(await signIn(testApp, 'stroomstad', person.email));
    const blocked = await send('PATCH', `/api/v1/users/${person.id}`, signedInHeaders('stroomstad', centerAdmin), {
      user: { status: 'inactive' },
    });
    expect(blocked.statusCode).toBe(200);
    await ended(stream);
    expect(testApp.app.liveNotifications.streamsOf(tenantId, person.id)).toBe(0);
  });

  it('ends the streams of every device when a person ends all sessions, and when they erase their account', async () => {
    const person = await newPerson();
    const phone = await signIn(testApp, 'stroomstad', person.email);
    const laptop = await openReady(await signIn(testApp, 'stroomstad', person.email));
    const endAll = await send('DELETE', '/api/v1/sessions', signedInHeaders('stroomstad', phone));
    expect(endAll.statusCode).toBeLessThan(300);
    await ended(laptop);

    const again = await signIn(testApp, 'stroomstad', person.email);
    const tablet = await openReady(await signIn(testApp, 'stroomstad', person.email));
    const erased = await send('DELETE', '/api/v1/current_user', signedInHeaders('stroomstad', again), {
      password: factoryPassword,
    });
    expect(erased.statusCode).toBeLessThan(300);
    await ended(tablet);
  });

  it('opens exactly ten of a hundred streams one person opens at once, the rest 429, and gives each place back once', async () => {
    const person = await newPerson();
    const session = await signIn(testApp, 'stroomstad', person.email);
    const responses = await Promise.all(Array.from({ length: 100 }, () => open(session)));
    const opened = responses.filter((response) => response.status === 200);
    const refused = responses.filter((response) => response.status === 429);
    expect({ opened: opened.length, refused: refused.length }).toEqual({ opened: 10, refused: 90 });
    expect(refused[0]!.headers.get('retry-after')).toBe('5');
    expect(await firstError(refused[0]!)).toMatchObject({ code: 'too_many_streams' });
    await Promise.all(refused.slice(1).map((response) => response.body?.cancel()));
    expect(testApp.app.liveNotifications.streamsOf(tenantId, person.id)).toBe(10);

    // Signing out ends all ten, and each gives its place back once: ten fit again, not eleven.
    const streams = opened.map((response) => readEvents(response.body!));
    await send('DELETE', '/auth/sign_out', signedInHeaders('stroomstad', session));
    await Promise.all(streams.map((stream) => ended(stream)));
    expect(testApp.app.liveNotifications.streamsOf(tenantId, person.id)).toBe(0);
    const next = await signIn(testApp, 'stroomstad', person.email);
    const reopened = await Promise.all(Array.from({ length: 11 }, () => open(next)));
    expect(reopened.map((response) => response.status).sort()).toEqual([...Array<number>(10).fill(200), 429]);
    await Promise.all(reopened.map((response) => response.body?.cancel()));
  });

  it('answers the 121st stream one person opens within a minute with 429 rate_limited, whatever it held', async () => {
    const person = await newPerson();
    const session = await signIn(testApp, 'stroomstad', person.email);
    const responses = await Promise.all(Array.from({ length: 120 }, () => open(session)));
    expect(responses.filter((response) => response.status === 200)).toHaveLength(10);
    const limited = await open(session);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await firstError(limited)).toMatchObject({ code: 'rate_limited' });
    await Promise.all(responses.map((response) => response.body?.cancel()));
  });
});

describe('a process full of live streams', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ environment: { LIVE_STREAM_SECONDS: '60', LIVE_STREAMS_PER_PROCESS: '2' } });
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => testApp.close());

  it('answers a stream past LIVE_STREAMS_PER_PROCESS with a translated 503 and Retry-After', async () => {
    const tenant = await createTenant(testApp.database, { key: 'volstad' });
    await createCenter(testApp.database, tenant.id, { center: { isDefault: true } });
    const sessions: SessionHeaders[] = [];
    for (const name of ['ada', 'bo', 'cor']) {
      const { user } = await createUser(testApp.database, tenant.id, { user: { email: `${name}@volstad.example` } });
      sessions.push(await signIn(testApp, 'volstad', user.email));
    }
    const open = (session: SessionHeaders, locale: string) =>
      fetch(`${originOf(testApp)}/api/v1/notifications/stream`, {
        headers: signedInHeaders('volstad', session, { 'accept-language': locale }),
      });
    const first = readEvents((await open(sessions[0]!, 'en')).body!);
    const second = readEvents((await open(sessions[1]!, 'en')).body!);
    await first.next((event) => event.event === 'ready');
    await second.next((event) => event.event === 'ready');

    const english = await open(sessions[2]!, 'en');
    expect(english.status).toBe(503);
    expect(english.headers.get('retry-after')).toBe('5');
    expect(await firstError(english)).toMatchObject({
      code: 'streams_unavailable',
      title: 'Live updates are busy right now. Your notifications are safe; the page tries again shortly.',
    });
    const dutch = await open(sessions[2]!, 'nl');
    expect(await firstError(dutch)).toMatchObject({
      title: 'Live bijwerken is nu even te druk. Je meldingen blijven bewaard; de pagina probeert het zo opnieuw.',
    });
    await first.cancel();
    await second.cancel();
  });
});
