import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversationDocumentSchema,
  conversationListDocumentSchema,
  conversationMessageDocumentSchema,
  conversationThreadDocumentSchema,
  profileReplyListDocumentSchema,
} from '@volunteerly/contracts/conversations-resources';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { auditEvents } from '../../src/modules/audit/audit.schema.ts';
import { parseWithContract } from '../support/contract.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { createConversationWorld, type ConversationWorld } from './conversations-world.ts';

type Listed = { data: { id: string; attributes: Record<string, unknown> }[]; meta: Record<string, unknown> };

// Issue 15 §4: a volunteer and an organisation talk about an application; the centre oversees.
describe('conversations between a volunteer and an organisation', () => {
  let testApp: TestApp;
  let world: ConversationWorld;
  let conversationId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    world = await createConversationWorld(testApp, 'gesprek');
  });
  afterAll(async () => testApp.close());

  const reply = (who: Parameters<ConversationWorld['send']>[0], body: string) =>
    world.send(who, 'POST', `/api/v1/conversations/${conversationId}/messages`, { message: { body } });

  it('starts one conversation per application: the volunteer creates it, the organisation finds the same one', async () => {
    const started = await world.send('volunteer', 'POST', '/api/v1/conversations', {
      conversation: { kind: 'application', application_id: world.applicationId },
    });
    expect(started.statusCode, started.body).toBe(201);
    parseWithContract(conversationDocumentSchema, started.json());
    conversationId = started.json().data.id;
    const attributes = started.json().data.attributes;
    expect(attributes).toMatchObject({
      kind: 'application',
      subject: 'Gastvrouw gesprek',
      status: 'open',
      my_side: 'volunteer',
    });
    expect(attributes.counterpart_name).toBe('Buurthuis gesprek');

    const again = await world.send('admin', 'POST', '/api/v1/conversations', {
      conversation: { kind: 'application', application_id: String(world.applicationId) },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.id).toBe(conversationId);
    expect(again.json().data.attributes).toMatchObject({ my_side: 'organization', counterpart_name: 'vera Jansen' });
  });

  it('lets the organisation reply and the volunteer see it, unread until read', async () => {
    const first = await reply('volunteer', 'Hallo, wanneer kan ik langskomen?');
    expect(first.statusCode, first.body).toBe(201);
    parseWithContract(conversationMessageDocumentSchema, first.json());
    expect(first.json().data.attributes).toMatchObject({
      author_side: 'volunteer',
      mine: true,
      author_name: 'vera Jansen',
    });

    const answer = await reply('admin', '  Woensdag om tien uur is welkom.  ');
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data.attributes.body).toBe('Woensdag om tien uur is welkom.');

    const listed = await world.send('volunteer', 'GET', '/api/v1/conversations');
    expect(listed.statusCode, listed.body).toBe(200);
    parseWithContract(conversationListDocumentSchema, listed.json());
    const list: Listed = listed.json();
    expect(list.data.map((item) => item.id)).toEqual([conversationId]);
    expect(list.data[0]!.attributes).toMatchObject({
      unread_count: 1,
      last_message_excerpt: 'Woensdag om tien uur is welkom.',
    });
    expect(list.meta.unread_total).toBe(1);

    // Every admin of the organisation takes part; the second admin has read nothing yet.
    const second: Listed = (await world.send('secondAdmin', 'GET', '/api/v1/conversations')).json();
    expect(second.data[0]!.attributes.unread_count).toBe(2);

    const thread = await world.send('volunteer', 'GET', `/api/v1/conversations/${conversationId}`);
    expect(thread.statusCode, thread.body).toBe(200);
    parseWithContract(conversationThreadDocumentSchema, thread.json());
    const bodies = thread.json().included.map((message: { attributes: { body: string } }) => message.attributes.body);
    expect(bodies).toEqual(['Woensdag om tien uur is welkom.', 'Hallo, wanneer kan ik langskomen?']);

    const read = await world.send('volunteer', 'POST', `/api/v1/conversations/${conversationId}/read`);
    expect(read.statusCode, read.body).toBe(204);
    const after: Listed = (await world.send('volunteer', 'GET', '/api/v1/conversations')).json();
    expect(after.data[0]!.attributes.unread_count).toBe(0);
    expect(after.meta.unread_total).toBe(0);
  });

  it('pages the messages newest first', async () => {
    for (const number of [1, 2, 3]) expect((await reply('volunteer', `Extra bericht ${number}`)).statusCode).toBe(201);
    const page = await world.send(
      'admin',
      'GET',
      `/api/v1/conversations/${conversationId}?page[size]=2&page[number]=1`,
    );
    expect(page.json().included.map((message: { attributes: { body: string } }) => message.attributes.body)).toEqual([
      'Extra bericht 3',
      'Extra bericht 2',
    ]);
    expect(page.json().meta.messages).toEqual({ page: 1, page_size: 2, total: 5, total_pages: 3 });
    const last = await world.send(
      'admin',
      'GET',
      `/api/v1/conversations/${conversationId}?page[size]=2&page[number]=3`,
    );
    expect(last.json().included).toHaveLength(1);
  });

  it('searches subjects and messages', async () => {
    const search = async (term: string) =>
      (
        (
          await world.send('admin', 'GET', `/api/v1/conversations?filter[search]=${encodeURIComponent(term)}`)
        ).json() as Listed
      ).data.length;
    expect(await search('woensdag')).toBe(1);
    expect(await search('gastvrouw')).toBe(1);
    expect(await search('fietsenmaker')).toBe(0);
    expect(await search('100%_')).toBe(0);
  });

  it('never shows the volunteer’s e-mail address or phone through a conversation', async () => {
    const bodies = [
      (await world.send('admin', 'GET', '/api/v1/conversations')).body,
      (await world.send('admin', 'GET', `/api/v1/conversations/${conversationId}`)).body,
      (await reply('admin', 'Nog een vraag')).body,
      (await world.send('centerAdmin', 'GET', `/api/v1/conversations/${conversationId}`)).body,
    ];
    for (const body of bodies) for (const secret of world.secrets) expect(body).not.toContain(secret);
  });

  it('lets the centre read for oversight, and audits every such read', async () => {
    const audited = () =>
      withTenant(testApp.database, world.tenantId, async ({ transaction }) =>
        transaction
          .select()
          .from(auditEvents)
          .where(
            and(
              eq(auditEvents.action, 'conversation_read_for_oversight'),
              eq(auditEvents.actorUserId, world.users.centerAdmin.id),
            ),
          ),
      );
    const before = (await audited()).length;
    const read = await world.send('centerAdmin', 'GET', `/api/v1/conversations/${conversationId}`);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data.attributes.my_side).toBeNull();
    expect(read.json().data.meta.abilities).toEqual({ reply: false, mark_read: false, report: false, close: true });
    const events = await audited();
    expect(events).toHaveLength(before + 1);
    expect(events.at(-1)!.details).toMatchObject({ conversationId: Number(conversationId) });

    // A participant's read is not audited; the centre's list holds only its own conversations.
    await world.send('admin', 'GET', `/api/v1/conversations/${conversationId}`);
    expect(await audited()).toHaveLength(before + 1);
    const centerList: Listed = (await world.send('centerAdmin', 'GET', '/api/v1/conversations')).json();
    expect(centerList.data).toHaveLength(0);
  });

  it('lists the centre’s conversations for oversight, without message excerpts, and only to centre admins', async () => {
    const oversight = await world.send('centerAdmin', 'GET', '/api/v1/conversations?filter[scope]=oversight');
    expect(oversight.statusCode, oversight.body).toBe(200);
    parseWithContract(conversationListDocumentSchema, oversight.json());
    const list: Listed = oversight.json();
    expect(list.data.map((item) => item.id)).toContain(conversationId);
    for (const item of list.data)
      expect(item.attributes).toMatchObject({ last_message_excerpt: null, unread_count: 0 });
    expect(list.data.find((item) => item.id === conversationId)!.attributes.my_side).toBeNull();
    // Another centre's admin oversees nothing of this centre; a volunteer or an organisation admin may not ask.
    const elsewhere: Listed = (
      await world.send('otherCenterAdmin', 'GET', '/api/v1/conversations?filter[scope]=oversight')
    ).json();
    expect(elsewhere.data.map((item) => item.id)).not.toContain(conversationId);
    expect((await world.send('volunteer', 'GET', '/api/v1/conversations?filter[scope]=oversight')).statusCode).toBe(
      403,
    );
    expect((await world.send('admin', 'GET', '/api/v1/conversations?filter[scope]=oversight')).statusCode).toBe(403);
    const all: Listed = (await world.send('superAdmin', 'GET', '/api/v1/conversations?filter[scope]=oversight')).json();
    expect(all.data.map((item) => item.id)).toContain(conversationId);
  });

  it('gathers the volunteer’s applications and sent messages in /profile_replies, newest first', async () => {
    const response = await world.send('volunteer', 'GET', '/api/v1/profile_replies?page[size]=50');
    expect(response.statusCode, response.body).toBe(200);
    parseWithContract(profileReplyListDocumentSchema, response.json());
    const items: Listed['data'] = response.json().data;
    expect(items[0]!.attributes).toMatchObject({
      kind: 'message',
      excerpt: 'Extra bericht 3',
      path: `/conversations/${conversationId}`,
      status: 'open',
    });
    const application = items.find((item) => item.attributes.kind === 'application')!;
    expect(application.attributes).toMatchObject({
      title: 'Gastvrouw gesprek',
      status: 'new',
      path: `/applications/${world.applicationId}`,
    });
    expect(items.filter((item) => item.attributes.kind === 'message')).toHaveLength(4);
    expect(response.json().meta.pagination.total).toBe(5);
    // The organisation's messages are not the volunteer's replies.
    expect(items.some((item) => item.attributes.excerpt === 'Woensdag om tien uur is welkom.')).toBe(false);
  });

  it('starts an organisation–centre conversation, with the centre’s admins as participants', async () => {
    const started = await world.send('admin', 'POST', '/api/v1/conversations', {
      conversation: { kind: 'organization_center', organization_id: world.organizationId, subject: 'Subsidie 2027' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const id = started.json().data.id;
    expect(started.json().data.attributes).toMatchObject({
      my_side: 'organization',
      counterpart_name: 'Centrum gesprek',
    });
    const answer = await world.send('centerAdmin', 'POST', `/api/v1/conversations/${id}/messages`, {
      message: { body: 'Stuur de begroting maar op.' },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data.attributes.author_side).toBe('center');
    const organizationSide: Listed = (
      await world.send('admin', 'GET', `/api/v1/conversations?filter[search]=Subsidie`)
    ).json();
    expect(organizationSide.data.map((item) => [item.id, item.attributes.unread_count])).toEqual([[id, 1]]);
    const theirs: Listed = (await world.send('centerAdmin', 'GET', '/api/v1/conversations')).json();
    expect(theirs.data.map((item) => item.id)).toEqual([id]);
    // The other centre's admin is no participant and oversees nothing here.
    expect((await world.send('otherCenterAdmin', 'GET', `/api/v1/conversations/${id}`)).statusCode).toBe(404);
  });
});
