import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factoryPassword } from '../../src/factories/user-factory.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import {
  createConversationWorld,
  startApplicationConversation,
  type ConversationWorld,
} from './conversations-world.ts';

// A person who deletes their account takes their conversations as volunteer with them; what they
// wrote for an organisation stays for the volunteer, without their name.
describe('conversations when an account is deleted', () => {
  let testApp: TestApp;
  let world: ConversationWorld;
  let conversationId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    world = await createConversationWorld(testApp, 'wissen');
    conversationId = await startApplicationConversation(world);
    for (const [who, body] of [
      ['volunteer', 'Hallo!'],
      ['secondAdmin', 'Welkom, tot woensdag.'],
    ] as const) {
      const sent = await world.send(who, 'POST', `/api/v1/conversations/${conversationId}/messages`, {
        message: { body },
      });
      expect(sent.statusCode).toBe(201);
    }
    await world.send('centerAdmin', 'GET', `/api/v1/conversations/${conversationId}`);
  });
  afterAll(async () => testApp.close());

  it('keeps an organisation admin’s messages without their name once their account is gone', async () => {
    const deleted = await world.send('secondAdmin', 'DELETE', '/api/v1/current_user', {
      password: factoryPassword,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const thread = await world.send('volunteer', 'GET', `/api/v1/conversations/${conversationId}`);
    const message = thread
      .json()
      .included.find((item: { attributes: { body: string } }) => item.attributes.body === 'Welkom, tot woensdag.');
    expect(message.attributes.author_name).toBeNull();
  });

  it('deletes the volunteer’s conversation with their account', async () => {
    const deleted = await world.send('volunteer', 'DELETE', '/api/v1/current_user', {
      password: factoryPassword,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await world.send('admin', 'GET', `/api/v1/conversations/${conversationId}`)).statusCode).toBe(404);
  });
});
