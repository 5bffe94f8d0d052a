import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationChannel, NotificationEvent } from '@volunteerly/contracts/notification-events';
import { eq } from 'drizzle-orm';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createUser } from '../../src/factories/user-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import type { OutgoingMail } from '../../src/platform/mail/mailer.ts';
import type { LiveMessage } from '../../src/platform/live/live-notifications.ts';
import { notify, type NotifyInput } from '../../src/modules/notifications/notify.ts';
import type { NotifyContext } from '../../src/modules/notifications/notify-context.ts';
import { upsertPreferences } from '../../src/modules/notifications/notifications.repository.ts';
import { notifications } from '../../src/modules/notifications/notifications.schema.ts';
import { readMailbox } from '../support/mailbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { listenLive } from './live-stream.ts';

// Issue 15 §3: one notification path. A person's preference decides in-app and e-mail; a
// mandatory mail goes whatever they chose; nothing leaves before the change commits.
describe('notify', () => {
  let testApp: TestApp;
  let tenantId: number;
  let sequence = 0;

  beforeAll(async () => {
    testApp = await createTestApp();
    const tenant = await createTenant(testApp.database, { key: 'notifystad', hosts: ['notifystad.example'] });
    tenantId = tenant.id;
    await createCenter(testApp.database, tenant.id, { center: { isDefault: true } });
  });
  afterAll(async () => testApp.close());

  async function person(channels: Partial<Record<NotificationEvent, NotificationChannel>> = {}) {
    sequence += 1;
    const { user } = await createUser(testApp.database, tenantId, {
      user: { email: `persoon${sequence}@notifystad.example` },
    });
    const choices = Object.entries(channels).map(([event, channel]) => ({
      event: event as NotificationEvent,
      channel: channel!,
    }));
    await withTenant(testApp.database, tenantId, (scope) => upsertPreferences(scope, user.id, choices));
    return user;
  }

  function input(
    user: { id: number | null; email: string },
    event: NotificationEvent = 'application_status_changed',
  ): NotifyInput {
    return {
      event,
      recipient: { userId: user.id, email: user.email, locale: 'en' },
      values: {
        name: 'Sam',
        appName: 'Notifystad',
        vacancy: 'Gastvrouw',
        status: 'accepted',
        note: '',
        link: 'http://notifystad.example/applications/1',
      },
      subject: { type: 'application', id: 1 },
      path: '/applications/1',
    };
  }

  const context = (): NotifyContext => ({
    services: testApp.app,
    site: { tenantId, origin: 'http://notifystad.example', centerId: null },
    appName: 'Notifystad',
  });

  const inAppOf = (userId: number) =>
    withTenant(testApp.database, tenantId, ({ transaction }) =>
      transaction.select().from(notifications).where(eq(notifications.userId, userId)),
    );
  const mailsTo = async (address: string) =>
    (await readMailbox(testApp, tenantId)).filter((mail) => mail.recipients.includes(address));

  async function send(notifyInput: NotifyInput): Promise<LiveMessage[]> {
    const heard: LiveMessage[] = [];
    const userId = notifyInput.recipient.userId ?? -1;
    const stop = listenLive(testApp.app, { tenantId, userId }, (message) => heard.push(message));
    await withTenant(testApp.database, tenantId, (scope) => notify(scope, context(), notifyInput));
    stop();
    return heard;
  }

  it('by default stores the in-app notification, mails, and tells open pages after the commit', async () => {
    const user = await person();
    const heard = await send(input(user));
    const [stored] = await inAppOf(user.id);
    expect(stored).toMatchObject({
      event: 'application_status_changed',
      path: '/applications/1',
      subjectType: 'application',
      subjectId: 1,
      readAt: null,
    });
    expect(stored!.text).toContain('Gastvrouw');
    expect(heard).toEqual([
      {
        tenantId,
        userId: user.id,
        type: 'notification',
        data: expect.objectContaining({ id: String(stored!.id), text: stored!.text, path: '/applications/1' }),
      },
    ]);
    const [mail] = await mailsTo(user.email);
    expect(mail?.subject).toContain('Gastvrouw');
  });

  it('sends nothing when the person chose none', async () => {
    const user = await person({ application_status_changed: 'none' });
    expect(await send(input(user))).toEqual([]);
    expect(await inAppOf(user.id)).toEqual([]);
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('only stores it in the app when the person chose in_app', async () => {
    const user = await person({ application_status_changed: 'in_app' });
    expect(await send(input(user))).toHaveLength(1);
    expect(await inAppOf(user.id)).toHaveLength(1);
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('only mails when the person chose email', async () => {
    const user = await person({ application_status_changed: 'email' });
    expect(await send(input(user))).toEqual([]);
    expect(await inAppOf(user.id)).toEqual([]);
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('mails a mandatory event whatever is stored', async () => {
    const user = await person();
    // A stored "none" cannot come through the API; even so the mail goes.
    await withTenant(testApp.database, tenantId, (scope) =>
      upsertPreferences(scope, user.id, [{ event: 'application_received', channel: 'none' }]),
    );
    await send(input(user, 'application_received'));
    expect(await mailsTo(user.email)).toHaveLength(1);
  });

  it('mails a guest (no account) and stores nothing in the app', async () => {
    const email = 'gast@notifystad.example';
    await send(input({ id: null, email }, 'application_guest_confirmation'));
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('sends nothing when the transaction rolls back', async () => {
    const user = await person();
    const heard: LiveMessage[] = [];
    const stop = listenLive(testApp.app, { tenantId, userId: user.id }, (message) => heard.push(message));
    await expect(
      withTenant(testApp.database, tenantId, async (scope) => {
        await notify(scope, context(), input(user));
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    stop();
    expect(heard).toEqual([]);
    expect(await inAppOf(user.id)).toEqual([]);
    expect(await mailsTo(user.email)).toEqual([]);
  });

  it('keeps only app paths as links', async () => {
    const user = await person();
    await send({ ...input(user), path: 'https://evil.example/' });
    await send({ ...input(user), path: '//evil.example/' });
    expect((await inAppOf(user.id)).map((row) => row.path)).toEqual([null, null]);
  });

  it('sends the extra headers with the mail', async () => {
    const user = await person();
    const mailer = testApp.app.mailer;
    const original = mailer.send.bind(mailer);
    const sent: OutgoingMail[] = [];
    mailer.send = async (mail) => {
      sent.push(mail);
      await original(mail);
    };
    try {
      await send({ ...input(user), headers: { 'List-Unsubscribe': '<http://notifystad.example/u>' } });
      expect(await mailsTo(user.email)).toHaveLength(1);
    } finally {
      mailer.send = original;
    }
    expect(sent.find((mail) => mail.to === user.email)?.headers).toEqual({
      'List-Unsubscribe': '<http://notifystad.example/u>',
    });
  });
});
