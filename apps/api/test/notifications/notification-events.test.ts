import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createUser, factoryPassword } from '../../src/factories/user-factory.ts';
import { createVacancy } from '../../src/factories/vacancy-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { signIn, signedInHeaders, type SessionHeaders } from '../support/sessions.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// Issue 15 §3: the product's events reach the people they concern in the app: a new application
// the organisation, the decision the volunteer; each links to the application.
describe('notifications of application events', () => {
  let testApp: TestApp;
  const sessions: Record<string, SessionHeaders> = {};
  let vacancyId: number;
  let applicationId = '';

  beforeAll(async () => {
    testApp = await createTestApp();
    const { database } = testApp;
    const tenant = await createTenant(database, { key: 'gebeurstad', hosts: ['gebeurstad.example'] });
    const { center } = await createCenter(database, tenant.id, { center: { isDefault: true } });
    const organization = await createOrganization(database, center, { name: 'Stichting Gebeur' });
    vacancyId = (await createVacancy(database, organization, { title: 'Voorlezer in de bieb' })).id;
    const admin = await createUser(database, tenant.id, {
      user: { email: 'organisatie@gebeurstad.example', locale: 'nl' },
      roles: [{ name: 'admin', resourceId: organization.id }],
    });
    const volunteer = await createUser(database, tenant.id, {
      user: { email: 'vrijwilliger@gebeurstad.example', firstName: 'Vera', locale: 'en' },
    });
    sessions['admin'] = await signIn(testApp, 'gebeurstad', admin.user.email);
    sessions['volunteer'] = await signIn(testApp, 'gebeurstad', volunteer.user.email);
  });
  afterAll(async () => testApp.close());

  const call = (
    who: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: Record<string, unknown>,
  ) =>
    testApp.app.inject({
      method,
      url,
      // Each reads in their own language, as their pages ask (issue 31 §5: the reader's language).
      headers: signedInHeaders('gebeurstad', sessions[who]!, { 'accept-language': who === 'volunteer' ? 'en' : 'nl' }),
      ...(payload ? { payload } : {}),
    });
  const notificationsOf = async (who: string) =>
    (await call(who, 'GET', '/api/v1/notifications')).json().data as {
      attributes: { event: string; text: string; path: string | null; read_at: string | null };
    }[];

  it('tells the organisation of a new application and the volunteer of the decision, in their languages', async () => {
    const applied = await call('volunteer', 'POST', '/api/v1/applications', {
      application: { vacancy_id: vacancyId, motivation: 'Ik lees graag voor aan kinderen.' },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    applicationId = applied.json().data.id as string;

    const [forOrganization] = await notificationsOf('admin');
    expect(forOrganization?.attributes).toMatchObject({
      event: 'application_new',
      path: `/applications/${applicationId}`,
      read_at: null,
    });
    expect(forOrganization?.attributes.text).toContain('Voorlezer in de bieb');
    const [received] = await notificationsOf('volunteer');
    expect(received?.attributes.event).toBe('application_received');

    const accepted = await call('admin', 'PUT', `/api/v1/applications/${applicationId}/status`, {
      status: 'accepted',
      note: 'Welkom!',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [decision] = await notificationsOf('volunteer');
    expect(decision?.attributes).toMatchObject({
      event: 'application_status_changed',
      path: `/applications/${applicationId}`,
    });
    // The volunteer's language is English.
    expect(decision?.attributes.text).toMatch(/accepted/i);
  });

  it("forgets the organisation's notifications about a volunteer who erases their account", async () => {
    const path = `/applications/${applicationId}`;
    expect((await notificationsOf('admin')).map((item) => item.attributes.path)).toContain(path);
    const erased = await call('volunteer', 'DELETE', '/api/v1/current_user', { password: factoryPassword });
    expect(erased.statusCode, erased.body).toBe(204);
    expect((await notificationsOf('admin')).map((item) => item.attributes.path)).not.toContain(path);
  });
});
