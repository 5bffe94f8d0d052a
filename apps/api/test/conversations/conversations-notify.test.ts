import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../src/modules/notifications/notifications.schema.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { readMailbox } from '../support/mailbox.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import {
  createConversationWorld,
  startApplicationConversation,
  type ConversationWorld,
} from './conversations-world.ts';

// Issue 15 §3–4: a new message tells the other side's participants, in the app and by mail, with a link.
describe('a new message tells the other side', () => {
  let testApp: TestApp;
  let world: ConversationWorld;

  beforeAll(async () => {
    testApp = await createTestApp();
    world = await createConversationWorld(testApp, 'melding');
  });
  afterAll(async () => testApp.close());

  const inAppFor = (userId: number) =>
    withTenant(testApp.database, world.tenantId, ({ transaction }) =>
      transaction.select().from(notifications).where(eq(notifications.userId, userId)),
    );

  it('notifies the volunteer of the organisation’s reply, and every admin of the volunteer’s message', async () => {
    const id = await startApplicationConversation(world);
    const sent = await world.send('admin', 'POST', `/api/v1/conversations/${id}/messages`, {
      message: { body: 'Welkom! Kom je woensdag langs?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);

    const forVolunteer = await inAppFor(world.users.volunteer.id);
    expect(forVolunteer).toHaveLength(1);
    expect(forVolunteer[0]).toMatchObject({ event: 'conversation_message', path: `/conversations/${id}` });
    // The author's colleague sees it as unread in the conversation, but is not notified of it.
    expect(await inAppFor(world.users.admin.id)).toHaveLength(0);
    expect(await inAppFor(world.users.secondAdmin.id)).toHaveLength(0);

    const mails = await readMailbox(testApp, world.tenantId);
    const toVolunteer = mails.find((mail) => mail.recipients.includes(world.users.volunteer.email));
    expect(toVolunteer, 'a mail to the volunteer').toBeDefined();
    expect(toVolunteer!.text).toContain('Welkom! Kom je woensdag langs?');
    expect(toVolunteer!.text).toContain(`/conversations/${id}`);
    // Nobody else heard of a message the author wrote themselves.
    expect(mails.some((mail) => mail.recipients.includes(world.users.admin.email))).toBe(false);

    const answered = await world.send('volunteer', 'POST', `/api/v1/conversations/${id}/messages`, {
      message: { body: 'Ja, om tien uur.' },
    });
    expect(answered.statusCode).toBe(201);
    expect(await inAppFor(world.users.admin.id)).toHaveLength(1);
    expect(await inAppFor(world.users.secondAdmin.id)).toHaveLength(1);
    expect(await inAppFor(world.users.centerAdmin.id)).toHaveLength(0);
    const after = await readMailbox(testApp, world.tenantId);
    expect(after.some((mail) => mail.recipients.includes(world.users.secondAdmin.email))).toBe(true);
    // The organisation's mail names the volunteer but gives neither their address nor their phone.
    const toAdmin = after.find((mail) => mail.recipients.includes(world.users.admin.email))!;
    for (const secret of world.secrets) expect(toAdmin.text).not.toContain(secret);
  });
});
