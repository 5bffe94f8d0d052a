import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import {
  createConversationWorld,
  startApplicationConversation,
  type ConversationPerson,
  type ConversationWorld,
} from './conversations-world.ts';

type Listed = { data: { id: string }[]; meta: { pagination: { total: number } } };

// Issue 29 §3: the oversight list searched message bodies, so a centre admin could find a PIN word
// by word without a single audited read. Oversight now searches subjects and names only.
describe('searching the centre’s oversight list', () => {
  let testApp: TestApp;
  let world: ConversationWorld;
  let conversationId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    world = await createConversationWorld(testApp, 'toezichtzoek');
    conversationId = await startApplicationConversation(world);
    const sent = await world.send('volunteer', 'POST', `/api/v1/conversations/${conversationId}/messages`, {
      message: { body: 'Mijn pincode is 4821, de sleutel ligt onder de mat.' },
    });
    if (sent.statusCode !== 201) throw new Error(`sending failed (${sent.statusCode}): ${sent.body}`);
  });
  afterAll(async () => testApp.close());

  const found = async (who: ConversationPerson, term: string, scope: 'oversight' | 'mine') => {
    const response = await world.send(
      who,
      'GET',
      `/api/v1/conversations?filter[scope]=${scope}&filter[search]=${encodeURIComponent(term)}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const list: Listed = response.json();
    return { ids: list.data.map((item) => item.id), total: list.meta.pagination.total };
  };

  it('finds nothing for a word that appears only in a message body', async () => {
    for (const who of ['centerAdmin', 'superAdmin'] as const) {
      for (const term of ['4821', 'pincode', 'onder de mat']) {
        expect(await found(who, term, 'oversight')).toEqual({ ids: [], total: 0 });
      }
    }
  });

  it('finds the conversation by its subject or a participant’s name', async () => {
    for (const term of ['Gastvrouw toezichtzoek', 'Buurthuis toezichtzoek', 'vera Jansen', 'VERA']) {
      const result = await found('centerAdmin', term, 'oversight');
      expect(result.ids, term).toContain(conversationId);
      expect(result.total, term).toBe(result.ids.length);
    }
  });

  it('still lets a participant search the messages of their own conversations', async () => {
    for (const who of ['volunteer', 'admin'] as const) {
      expect(await found(who, '4821', 'mine')).toEqual({ ids: [conversationId], total: 1 });
    }
    // Someone who takes no part finds nothing, however the words match.
    expect(await found('otherVolunteer', '4821', 'mine')).toEqual({ ids: [], total: 0 });
    expect(await found('centerAdmin', '4821', 'mine')).toEqual({ ids: [], total: 0 });
  });
});
