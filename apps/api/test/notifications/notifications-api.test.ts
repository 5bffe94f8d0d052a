import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationDocumentSchema,
  notificationListDocumentSchema,
  notificationPreferenceListDocumentSchema,
  notificationUnreadCountDocumentSchema,
} from '@volunteerly/contracts/notifications';
import { createNotification } from '../../src/factories/notification-factory.ts';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createUser } from '../../src/factories/user-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { parseWithContract } from '../support/contract.ts';
import { signIn, signedInHeaders, type SessionHeaders } from '../support/sessions.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';

// Issue 15 §3: a person's own in-app notifications (read/unread, mark all read, pagination) and
// their notification preferences; nobody reads or changes another person's, in no tenant.
describe('notifications and notification preferences', () => {
  let testApp: TestApp;
  const sessions: Record<string, SessionHeaders> = {};
  const people: Record<string, { tenantId: number; id: number }> = {};

  beforeAll(async () => {
    testApp = await createTestApp();
    const { database } = testApp;
    for (const key of ['meldstad', 'anderdorp']) {
      const tenant = await createTenant(database, { key, hosts: [`${key}.example`] });
      const { center } = await createCenter(database, tenant.id, { center: { isDefault: true } });
      const organization = await createOrganization(database, center, { name: `Stichting ${key}` });
      const accounts = {
        volunteer: await createUser(database, tenant.id, { user: { email: `vrijwilliger@${key}.example` } }),
        other: await createUser(database, tenant.id, { user: { email: `ander@${key}.example` } }),
        orgAdmin: await createUser(database, tenant.id, {
          user: { email: `organisatie@${key}.example` },
          roles: [{ name: 'admin', resourceId: organization.id }],
        }),
        centerAdmin: await createUser(database, tenant.id, {
          user: { email: `centrum@${key}.example` },
          roles: [{ name: 'center_admin', resourceId: center.id }],
        }),
      };
      for (const [role, account] of Object.entries(accounts)) {
        people[`${key}:${role}`] = account.user;
        sessions[`${key}:${role}`] = await signIn(testApp, key, account.user.email);
      }
    }
  });
  afterAll(async () => testApp.close());

  const send = (who: string, method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, payload?: unknown) =>
    testApp.app.inject({
      method,
      url,
      headers: signedInHeaders(who.split(':')[0]!, sessions[who]!, { 'accept-language': 'en' }),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('lists my notifications newest first, a page at a time, with the unread count', async () => {
    const me = people['meldstad:volunteer']!;
    const made = [];
    for (let index = 0; index < 5; index += 1) made.push(await createNotification(testApp.database, me));
    await createNotification(testApp.database, me, { read: true, text: 'Al gelezen' });
    await createNotification(testApp.database, people['meldstad:other']!, { text: 'Niet van mij' });

    const first = await send('meldstad:volunteer', 'GET', '/api/v1/notifications?page[size]=4');
    expect(first.statusCode, first.body).toBe(200);
    parseWithContract(notificationListDocumentSchema, first.json());
    const body = first.json();
    expect(body.data).toHaveLength(4);
    expect(body.data[0].attributes.text).toBe('Al gelezen');
    expect(body.data[1].id).toBe(String(made[4]!.id));
    expect(body.meta.pagination).toMatchObject({ page: 1, page_size: 4, total: 6, total_pages: 2 });
    expect(body.meta.unread_count).toBe(5);
    expect(body.links.next).toContain('page%5Bnumber%5D=2');
    const texts = body.data.map((item: { attributes: { text: string } }) => item.attributes.text);
    expect(texts).not.toContain('Niet van mij');

    const unread = await send('meldstad:volunteer', 'GET', '/api/v1/notifications?filter[unread]=true');
    expect(unread.json().data).toHaveLength(5);
    expect(unread.json().links.self).toContain('filter%5Bunread%5D=true');

    const count = await send('meldstad:volunteer', 'GET', '/api/v1/notifications/unread_count');
    expect(count.statusCode).toBe(200);
    parseWithContract(notificationUnreadCountDocumentSchema, count.json());
    expect(count.json()).toEqual({ data: null, meta: { unread_count: 5 } });
  });

  it('lists newest first by when they happened, not by when they were stored', async () => {
    const me = people['anderdorp:volunteer']!;
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    // Stored in this order, as the demo seeds them: last week, two weeks ago, the day before yesterday.
    await createNotification(testApp.database, me, { text: 'Vorige week', createdAt: daysAgo(7) });
    await createNotification(testApp.database, me, { text: 'Twee weken geleden', createdAt: daysAgo(14) });
    await createNotification(testApp.database, me, { text: 'Eergisteren', createdAt: daysAgo(2) });
    const response = await send('anderdorp:volunteer', 'GET', '/api/v1/notifications');
    expect(response.json().data.map((item: { attributes: { text: string } }) => item.attributes.text)).toEqual([
      'Eergisteren',
      'Vorige week',
      'Twee weken geleden',
    ]);
  });

  it('marks one read and unread again, and all read', async () => {
    const me = people['meldstad:other']!;
    const notification = await createNotification(testApp.database, me);
    const read = await send('meldstad:other', 'PATCH', `/api/v1/notifications/${notification.id}`, {
      notification: { read: true },
    });
    expect(read.statusCode, read.body).toBe(200);
    parseWithContract(notificationDocumentSchema, read.json());
    expect(read.json().data.attributes.read_at).not.toBeNull();
    const before = (await send('meldstad:other', 'GET', '/api/v1/notifications/unread_count')).json().meta.unread_count;
    expect(read.json().meta.unread_count).toBe(before);

    const unread = await send('meldstad:other', 'PATCH', `/api/v1/notifications/${notification.id}`, {
      notification: { read: false },
    });
    expect(unread.json().data.attributes.read_at).toBeNull();
    expect(unread.json().meta.unread_count).toBe(before + 1);

    const all = await send('meldstad:other', 'POST', '/api/v1/notifications/mark_all_read');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ data: null, meta: { unread_count: 0 } });
    const after = await send('meldstad:other', 'GET', '/api/v1/notifications?filter[unread]=1');
    expect(after.json().data).toEqual([]);
  });

  it("answers 404 for another person's notification and for one of another tenant", async () => {
    const theirs = await createNotification(testApp.database, people['meldstad:volunteer']!);
    const elsewhere = await createNotification(testApp.database, people['anderdorp:volunteer']!);
    for (const [who, id] of [
      ['meldstad:other', theirs.id],
      ['meldstad:volunteer', elsewhere.id],
      ['meldstad:volunteer', 999_999_999],
    ] as const) {
      const response = await send(who, 'PATCH', `/api/v1/notifications/${id}`, { notification: { read: true } });
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json().errors[0].code).toBe('notification_not_found');
    }
    // The notification of the other tenant stays unread.
    const list = await send('anderdorp:volunteer', 'GET', '/api/v1/notifications');
    expect(list.json().data.find((item: { id: string }) => item.id === String(elsewhere.id)).attributes.read_at).toBe(
      null,
    );
    // A session of one tenant is no session on another.
    const crossed = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/notifications',
      headers: signedInHeaders('anderdorp', sessions['meldstad:volunteer']!),
    });
    expect(crossed.statusCode).toBe(401);
  });

  it.each([
    ['a read state that is no boolean', { notification: { read: 'yes' } }],
    ['no notification object', { read: true }],
  ])('refuses %s with a 422', async (_case, payload) => {
    const notification = await createNotification(testApp.database, people['meldstad:volunteer']!);
    const response = await send('meldstad:volunteer', 'PATCH', `/api/v1/notifications/${notification.id}`, payload);
    expect(response.statusCode, response.body).toBe(422);
  });

  it.each([
    ['/api/v1/notifications?page[size]=101'],
    ['/api/v1/notifications?page[number]=0'],
    ['/api/v1/notifications?filter[unread]=maybe'],
  ])('refuses bad list parameters: %s', async (url) => {
    const response = await send('meldstad:volunteer', 'GET', url);
    expect(response.statusCode, response.body).toBe(422);
  });

  it('asks a signed-out caller to sign in', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/notifications'],
      ['GET', '/api/v1/notifications/unread_count'],
      ['POST', '/api/v1/notifications/mark_all_read'],
      ['GET', '/api/v1/notifications/stream'],
      ['GET', '/api/v1/notification_preferences'],
    ] as const) {
      const response = await testApp.app.inject({ method, url, headers: tenantHeaders('meldstad') });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lists the events a person can receive, by role, with the channels they may choose', async () => {
    const events = async (who: string) => {
      const response = await send(who, 'GET', '/api/v1/notification_preferences');
      expect(response.statusCode, response.body).toBe(200);
      parseWithContract(notificationPreferenceListDocumentSchema, response.json());
      return response.json().data as { id: string; attributes: Record<string, unknown> }[];
    };
    const volunteer = await events('meldstad:volunteer');
    const ids = volunteer.map((item) => item.id);
    expect(ids).toContain('application_status_changed');
    expect(ids).not.toContain('application_new');
    expect(ids).not.toContain('organization_signed_up');
    const received = volunteer.find((item) => item.id === 'application_received')!.attributes;
    expect(received).toMatchObject({
      mandatory: true,
      channel: 'in_app_and_email',
      channels: ['in_app_and_email', 'email'],
    });
    const reset = volunteer.find((item) => item.id === 'reset_password')!.attributes;
    expect(reset).toMatchObject({ channel: 'email', channels: ['email'] });

    expect((await events('meldstad:orgAdmin')).map((item) => item.id)).toContain('application_new');
    expect((await events('meldstad:centerAdmin')).map((item) => item.id)).toContain('organization_signed_up');
  });

  it('stores a chosen channel and keeps the others', async () => {
    const response = await send('meldstad:orgAdmin', 'PUT', '/api/v1/notification_preferences', {
      notification_preferences: [
        { event: 'application_new', channel: 'in_app' },
        { event: 'application_withdrawn', channel: 'none' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const channels = Object.fromEntries(
      response
        .json()
        .data.map((item: { id: string; attributes: { channel: string } }) => [item.id, item.attributes.channel]),
    );
    expect(channels).toMatchObject({
      application_new: 'in_app',
      application_withdrawn: 'none',
      application_status_changed: 'in_app_and_email',
    });
    const again = await send('meldstad:orgAdmin', 'PUT', '/api/v1/notification_preferences', {
      notification_preferences: [{ event: 'application_new', channel: 'email' }],
    });
    const after = again
      .json()
      .data.map((item: { id: string; attributes: { channel: string } }) => [item.id, item.attributes.channel]);
    expect(Object.fromEntries(after)).toMatchObject({ application_new: 'email', application_withdrawn: 'none' });
    // Another person's choices are their own.
    const other = await send('anderdorp:orgAdmin', 'GET', '/api/v1/notification_preferences');
    const theirs = other.json().data.find((item: { id: string }) => item.id === 'application_new');
    expect(theirs.attributes.channel).toBe('in_app_and_email');
  });

  it.each([
    ['a mandatory mail switched off', 'meldstad:volunteer', 'application_received', 'none', 'channel_mandatory'],
    ['a mandatory mail in the app only', 'meldstad:volunteer', 'application_received', 'in_app', 'channel_mandatory'],
    ['a mail-only event in the app', 'meldstad:volunteer', 'volunteer_digest', 'in_app', 'channel_not_allowed'],
    ['an event the person does not receive', 'meldstad:volunteer', 'application_new', 'email', 'event_not_receivable'],
  ])('refuses %s with a translated 422', async (_case, who, event, channel, code) => {
    const response = await send(who, 'PUT', '/api/v1/notification_preferences', {
      notification_preferences: [{ event, channel }],
    });
    expect(response.statusCode, response.body).toBe(422);
    const [error] = response.json().errors;
    expect(error.code).toBe(code);
    expect(error.source.pointer).toBe('/notification_preferences/0/channel');
    expect(error.detail ?? error.title).toContain(event);
  });

  it('refuses an unknown event or channel, and an event twice', async () => {
    for (const choices of [
      [{ event: 'nonsense', channel: 'email' }],
      [{ event: 'application_status_changed', channel: 'pigeon' }],
      [
        { event: 'application_status_changed', channel: 'email' },
        { event: 'application_status_changed', channel: 'none' },
      ],
    ]) {
      const response = await send('meldstad:volunteer', 'PUT', '/api/v1/notification_preferences', {
        notification_preferences: choices,
      });
      expect(response.statusCode, response.body).toBe(422);
    }
  });

  it('says it in Dutch on a Dutch request', async () => {
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/notification_preferences',
      headers: signedInHeaders('meldstad', sessions['meldstad:volunteer']!, { 'accept-language': 'nl' }),
      payload: { notification_preferences: [{ event: 'application_received', channel: 'none' }] },
    });
    expect(response.statusCode).toBe(422);
    const [error] = response.json().errors;
    expect(error.detail ?? error.title).toContain('per e-mail');
  });
});
