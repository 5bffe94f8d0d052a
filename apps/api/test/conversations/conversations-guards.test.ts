import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationLimits } from '@volunteerly/contracts/conversations';
import { signedInHeaders } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import {
  createConversationWorld,
  startApplicationConversation,
  type ConversationWorld,
} from './conversations-world.ts';

// Issue 15 §4: who may not see or write what, bad input, abuse (rate limits, block, close).
describe('conversation guards', () => {
  let testApp: TestApp;
  let world: ConversationWorld;
  let other: ConversationWorld;
  let conversationId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    world = await createConversationWorld(testApp, 'wacht');
    other = await createConversationWorld(testApp, 'elders');
    conversationId = await startApplicationConversation(world);
  });
  afterAll(async () => testApp.close());

  const message = (body: unknown = 'Hallo') => ({ message: { body } });

  it.each([
    ['no conversation', {}],
    ['an unknown kind', { conversation: { kind: 'pool', application_id: 1 } }],
    ['an application id that is no number', { conversation: { kind: 'application', application_id: 'abc' } }],
    ['an extra field', { conversation: { kind: 'application', application_id: 1, volunteer_user_id: 2 } }],
    ['a centre conversation without a subject', { conversation: { kind: 'organization_center', organization_id: 1 } }],
    [
      'a subject that is too long',
      { conversation: { kind: 'organization_center', organization_id: 1, subject: 'x'.repeat(201) } },
    ],
  ])('refuses to start with %s (422)', async (_case, payload) => {
    const response = await world.send('volunteer', 'POST', '/api/v1/conversations', payload);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors[0].title).toBeTruthy();
  });

  it.each([
    ['an empty message', message('   ')],
    ['a message that is too long', message('x'.repeat(conversationLimits.bodyMax + 1))],
    ['a message that is no text', message(12)],
    ['an attachment id that is no UUID', { message: { body: 'Zie bijlage', attachment_ids: ['nope'] } }],
    [
      'an attachment nobody uploaded',
      { message: { body: 'Zie bijlage', attachment_ids: ['6f1c7a4e-3c1b-4a53-9a3e-1f2b3c4d5e6f'] } },
    ],
  ])('refuses %s (422) in Dutch and English', async (_case, payload) => {
    for (const language of ['en', 'nl'] as const) {
      const response = await world.send(
        'volunteer',
        'POST',
        `/api/v1/conversations/${conversationId}/messages`,
        payload,
        language,
      );
      expect(response.statusCode, response.body).toBe(422);
    }
  });

  it('refuses a report without a reason (422) and a path id that is no number (400 or 422)', async () => {
    const report = await world.send('volunteer', 'POST', `/api/v1/conversations/${conversationId}/report`, {
      report: { reason: ' ' },
    });
    expect(report.statusCode).toBe(422);
    const bad = await world.send('volunteer', 'GET', '/api/v1/conversations/abc');
    expect([400, 404, 422]).toContain(bad.statusCode);
  });

  it('answers 404 to everyone who takes no part and oversees nothing', async () => {
    for (const who of ['otherVolunteer', 'otherAdmin', 'otherCenterAdmin'] as const) {
      expect((await world.send(who, 'GET', `/api/v1/conversations/${conversationId}`)).statusCode).toBe(404);
      expect(
        (await world.send(who, 'POST', `/api/v1/conversations/${conversationId}/messages`, message())).statusCode,
      ).toBe(404);
      expect((await world.send(who, 'POST', `/api/v1/conversations/${conversationId}/read`)).statusCode).toBe(404);
      expect(
        (
          await world.send(who, 'POST', `/api/v1/conversations/${conversationId}/report`, {
            report: { reason: 'spam' },
          })
        ).statusCode,
      ).toBe(404);
      expect((await world.send(who, 'PUT', `/api/v1/conversations/${conversationId}/close`)).statusCode).toBe(404);
    }
    expect((await world.send('volunteer', 'GET', '/api/v1/conversations/999999')).statusCode).toBe(404);
  });

  it('answers 401 when signed out', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/conversations',
      headers: { 'x-tenant': world.tenantKey, 'app-context': 'main' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('keeps tenants apart: another tenant’s conversation is not found, whoever asks', async () => {
    const theirs = await startApplicationConversation(other);
    for (const who of ['volunteer', 'admin', 'centerAdmin', 'superAdmin'] as const) {
      expect((await world.send(who, 'GET', `/api/v1/conversations/${theirs}`)).statusCode).toBe(404);
      expect((await world.send(who, 'POST', `/api/v1/conversations/${theirs}/messages`, message())).statusCode).toBe(
        404,
      );
    }
    // A session of one tenant does not work with the other's header.
    const crossed = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/conversations/${theirs}`,
      headers: signedInHeaders(other.tenantKey, world.sessions.admin),
    });
    expect(crossed.statusCode).toBe(401);
    // Starting from another tenant's application finds nothing.
    const start = await world.send('volunteer', 'POST', '/api/v1/conversations', {
      conversation: { kind: 'application', application_id: other.applicationId },
    });
    expect(start.statusCode).toBe(404);
  });

  it('lets only the volunteer and the organisation start an application’s conversation', async () => {
    const start = (who: Parameters<ConversationWorld['send']>[0], applicationId: number) =>
      world.send(who, 'POST', '/api/v1/conversations', {
        conversation: { kind: 'application', application_id: applicationId },
      });
    expect((await start('otherVolunteer', world.applicationId)).statusCode).toBe(404);
    expect((await start('otherAdmin', world.applicationId)).statusCode).toBe(404);
    expect((await start('centerAdmin', world.applicationId)).statusCode).toBe(403);
    expect((await start('admin', world.unconfirmedApplicationId)).statusCode).toBe(404);
    const guest = await start('admin', world.guestApplicationId);
    expect(guest.statusCode, guest.body).toBe(422);
    expect(guest.json().errors[0].code).toBe('guest_application');
    // An organisation–centre conversation: the organisation's admins or its centre's, nobody else.
    const centre = (who: Parameters<ConversationWorld['send']>[0]) =>
      world.send(who, 'POST', '/api/v1/conversations', {
        conversation: { kind: 'organization_center', organization_id: world.organizationId, subject: 'Vraag' },
      });
    expect((await centre('volunteer')).statusCode).toBe(403);
    expect((await centre('otherAdmin')).statusCode).toBe(403);
    expect((await centre('otherCenterAdmin')).statusCode).toBe(403);
    expect((await centre('centerAdmin')).statusCode).toBe(201);
  });

  it('lets a participant block the other side: their messages are refused, the blocker may still write', async () => {
    const id = await startApplicationConversation(world, 'otherVolunteer', world.otherApplicationId);
    expect(
      (await world.send('otherAdmin', 'POST', `/api/v1/conversations/${id}/messages`, message('Welkom!'))).statusCode,
    ).toBe(201);
    const reported = await world.send('otherVolunteer', 'POST', `/api/v1/conversations/${id}/report`, {
      report: { reason: 'Ongewenste berichten', block: true },
    });
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json().data.attributes.blocked_side).toBe('volunteer');
    const refused = await world.send('otherAdmin', 'POST', `/api/v1/conversations/${id}/messages`, message('Hallo?'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].code).toBe('conversation_blocked');
    const own = await world.send(
      'otherVolunteer',
      'POST',
      `/api/v1/conversations/${id}/messages`,
      message('Laatste woord'),
    );
    expect(own.statusCode).toBe(201);
  });

  it('lets only the centre close a conversation; a closed one refuses every message', async () => {
    const id = await startApplicationConversation(world, 'admin');
    expect((await world.send('admin', 'PUT', `/api/v1/conversations/${id}/close`)).statusCode).toBe(403);
    expect((await world.send('volunteer', 'PUT', `/api/v1/conversations/${id}/close`)).statusCode).toBe(403);
    const closed = await world.send('centerAdmin', 'PUT', `/api/v1/conversations/${id}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data.attributes.status).toBe('closed');
    expect((await world.send('centerAdmin', 'PUT', `/api/v1/conversations/${id}/close`)).statusCode).toBe(409);
    for (const who of ['volunteer', 'admin'] as const) {
      const refused = await world.send(who, 'POST', `/api/v1/conversations/${id}/messages`, message('Nog iets'));
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors[0].code).toBe('conversation_closed');
    }
  });

  it('limits messages per person a minute: 429 with Retry-After', async () => {
    const id = await startApplicationConversation(other, 'volunteer');
    for (let sent = 0; sent < conversationLimits.messagesPerMinute; sent += 1) {
      const accepted = await other.send(
        'volunteer',
        'POST',
        `/api/v1/conversations/${id}/messages`,
        message(`bericht ${sent}`),
      );
      expect(accepted.statusCode, accepted.body).toBe(201);
    }
    const limited = await other.send('volunteer', 'POST', `/api/v1/conversations/${id}/messages`, message('te veel'));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another person is not limited by it.
    expect(
      (await other.send('admin', 'POST', `/api/v1/conversations/${id}/messages`, message('Rustig aan'))).statusCode,
    ).toBe(201);
  });
});
