import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword, seedDemo } from '../../src/seed/demo-seed.ts';
import { signedInHeaders, signIn } from '../support/sessions.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';

describe('the demo notifications and conversation', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ environment: { AUTH_RATE_LIMIT: '1000' } });
    await seedDemo(testApp.database);
  });
  afterAll(async () => testApp.close());

  const asDemo = async (email: string, url: string) => {
    const session = await signIn(testApp, 'demo', email, demoPassword);
    return testApp.app.inject({
      method: 'GET',
      url,
      headers: { ...tenantHeaders('demo'), ...signedInHeaders('demo', session) },
    });
  };

  it('gives the organisation admin a notification for each of its newest applications, the new ones unread', async () => {
    const response = await asDemo('organisatie@demo.example.org', '/api/v1/notifications?page[size]=50');
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(data.length).toBeGreaterThanOrEqual(3);
    for (const notification of data) {
      expect(notification.attributes.event).toBe('application_new');
      expect(notification.attributes.text).toMatch(/aangemeld/);
      expect(notification.attributes.path).toMatch(/^\/applications\/\d+$/);
    }
    expect(meta.unread_count).toBeGreaterThan(0);
  });

  it('gives the volunteer notices about their applications, the answered one unread', async () => {
    const notices = (await asDemo('vrijwilliger@demo.example.org', '/api/v1/notifications')).json();
    const events = notices.data.map((item: { attributes: { event: string } }) => item.attributes.event);
    expect(events.filter((event: string) => event === 'application_received')).toHaveLength(2);
    expect(events).toContain('application_status_changed');
    expect(notices.meta.unread_count).toBe(1);
  });

  it('gives the organisation a conversation with an applicant whose newest question is unread', async () => {
    const conversations = (await asDemo('organisatie@demo.example.org', '/api/v1/conversations')).json();
    expect(conversations.data).toHaveLength(1);
    expect(conversations.data[0].attributes.unread_count).toBe(1);
    const thread = await asDemo('organisatie@demo.example.org', `/api/v1/conversations/${conversations.data[0].id}`);
    expect(thread.statusCode).toBe(200);
    expect(JSON.stringify(thread.json())).toContain('Zaterdagochtend kan zeker');
  });
});
