import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import {
  createConversationWorld,
  startApplicationConversation,
  type ConversationPerson,
  type ConversationWorld,
} from '../conversations/conversations-world.ts';

interface ExportedConversation {
  id: string;
  kind: string;
  subject: string;
  status: string;
  created_at: string;
  my_messages: { side: string; body: string; attachment_count: number; created_at: string }[];
  my_reports: { side: string; reason: string; blocked: boolean; created_at: string }[];
}

interface Exported {
  conversations: ExportedConversation[];
  notifications: { event: string; text: string; path: string | null; read_at: string | null; created_at: string }[];
  notification_preferences: { event: string; channel: string; updated_at: string }[];
}

// 'Download my data' (docs/data-export.md) includes the person's conversations — subjects, their
// own messages and reports, never what others wrote — their in-app notifications and preferences.
describe('download my data: conversations and notifications', () => {
  let testApp: TestApp;
  let world: ConversationWorld;
  let otherWorld: ConversationWorld;
  let conversationId: string;

  async function exportOf(target: ConversationWorld, who: ConversationPerson): Promise<Exported> {
    const response = await target.send(who, 'GET', '/api/v1/current_user/export');
    expect(response.statusCode, response.body).toBe(200);
    return JSON.parse(response.body) as Exported;
  }

  beforeAll(async () => {
    testApp = await createTestApp();
    world = await createConversationWorld(testApp, 'inzage');
    otherWorld = await createConversationWorld(testApp, 'anderland');
    conversationId = await startApplicationConversation(world);
    const send = (who: ConversationPerson, body: string) =>
      world.send(who, 'POST', `/api/v1/conversations/${conversationId}/messages`, { message: { body } });
    expect((await send('volunteer', 'Mijn eigen vraag over de rooster')).statusCode).toBe(201);
    expect((await send('admin', 'Antwoord van de organisatie')).statusCode).toBe(201);
    const reported = await world.send('volunteer', 'POST', `/api/v1/conversations/${conversationId}/report`, {
      report: { reason: 'Mijn eigen melding' },
    });
    expect(reported.statusCode, reported.body).toBe(200);
    const chosen = await world.send('volunteer', 'PUT', '/api/v1/notification_preferences', {
      notification_preferences: [{ event: 'conversation_message', channel: 'in_app' }],
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    // The other tenant's volunteer talks too.
    const elsewhere = await startApplicationConversation(otherWorld);
    await otherWorld.send('volunteer', 'POST', `/api/v1/conversations/${elsewhere}/messages`, {
      message: { body: 'Bericht in een andere omgeving' },
    });
  });
  afterAll(async () => testApp.close());

  it('gives the volunteer the subject, their own messages and reports, not the organisation’s', async () => {
    const exported = await exportOf(world, 'volunteer');
    expect(exported.conversations).toHaveLength(1);
    const [conversation] = exported.conversations;
    expect(conversation).toMatchObject({ id: conversationId, kind: 'application', subject: 'Gastvrouw inzage' });
    expect(conversation!.my_messages).toEqual([
      {
        side: 'volunteer',
        body: 'Mijn eigen vraag over de rooster',
        attachment_count: 0,
        created_at: expect.any(String),
      },
    ]);
    expect(conversation!.my_reports).toEqual([
      { side: 'volunteer', reason: 'Mijn eigen melding', blocked: false, created_at: expect.any(String) },
    ]);
    expect(JSON.stringify(exported)).not.toContain('Antwoord van de organisatie');
    expect(JSON.stringify(exported)).not.toContain('andere omgeving');
  });

  it('gives the volunteer their in-app notifications and chosen channels', async () => {
    const exported = await exportOf(world, 'volunteer');
    expect(exported.notifications).toEqual([
      {
        event: 'conversation_message',
        text: expect.stringContaining('Gastvrouw inzage'),
        path: `/conversations/${conversationId}`,
        read_at: null,
        created_at: expect.any(String),
      },
    ]);
    expect(exported.notification_preferences).toEqual([
      { event: 'conversation_message', channel: 'in_app', updated_at: expect.any(String) },
    ]);
  });

  it('gives the organisation admin only their own message, and the centre admin the report notice', async () => {
    const admin = await exportOf(world, 'admin');
    expect(admin.conversations.map((conversation) => conversation.id)).toEqual([conversationId]);
    expect(admin.conversations[0]!.my_messages.map((message) => message.body)).toEqual(['Antwoord van de organisatie']);
    expect(JSON.stringify(admin)).not.toContain('Mijn eigen vraag');
    expect(JSON.stringify(admin)).not.toContain('Mijn eigen melding');

    // The second admin of the organisation wrote nothing: no conversation, but the notices.
    const colleague = await exportOf(world, 'secondAdmin');
    expect(colleague.conversations).toEqual([]);
    expect(colleague.notifications.map((notification) => notification.event)).toContain('conversation_message');

    const center = await exportOf(world, 'centerAdmin');
    expect(center.conversations).toEqual([]);
    expect(center.notifications.map((notification) => notification.event)).toEqual(['conversation_reported']);
  });

  it('keeps other people and other tenants out', async () => {
    const other = await exportOf(world, 'otherVolunteer');
    expect(other).toMatchObject({ conversations: [], notifications: [], notification_preferences: [] });
    const elsewhere = await exportOf(otherWorld, 'volunteer');
    expect(elsewhere.conversations).toHaveLength(1);
    expect(elsewhere.conversations[0]!.subject).toBe('Gastvrouw anderland');
    expect(elsewhere.notification_preferences).toEqual([]);
    expect(JSON.stringify(elsewhere)).not.toContain('inzage');
    const centerElsewhere = await exportOf(otherWorld, 'centerAdmin');
    expect(centerElsewhere.notifications).toEqual([]);
  });
});
