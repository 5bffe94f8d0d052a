import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createUser } from '../../src/factories/user-factory.ts';
import { createVacancy } from '../../src/factories/vacancy-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { withPlatform } from '../../src/platform/database/tenant-scope.ts';
import { jobs } from '../../src/platform/jobs/jobs.schema.ts';
import { lastMailTo } from '../support/mailbox.ts';
import { signIn, signedInHeaders, type SessionHeaders } from '../support/sessions.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';

// Issue 29, hole 4: a mail's link with a token is made when the mail is sent. The queued job holds
// a reference; neither a queued, a done nor a failed job ever holds the token.

const password = 'Factory-wachtwoord-2026';
const newPassword = 'Nieuw-wachtwoord-voor-2026';
const person = { first_name: 'Sanne', last_name: 'de Wit' };

describe('links with a token are made when their mail is sent', () => {
  let testApp: TestApp;
  let tenantId: number;
  let admin: SessionHeaders;
  let organizationId: number;
  let vacancyId: number;

  beforeAll(async () => {
    testApp = await createTestApp({ environment: { AUTH_RATE_LIMIT: '1000' } });
    const { database } = testApp;
    tenantId = (await createTenant(database, { key: 'sleutelstad', hosts: ['sleutelstad.example'] })).id;
    const { center } = await createCenter(database, tenantId, { center: { isDefault: true } });
    const organization = await createOrganization(database, center, { status: 'approved' });
    organizationId = organization.id;
    vacancyId = (await createVacancy(database, organization, { status: 'published', questions: [] })).id;
    const { user } = await createUser(database, tenantId, {
      user: { email: 'beheer@sleutelstad.example' },
      roles: [{ name: 'super_admin' }],
    });
    admin = await signIn(testApp, 'sleutelstad', user.email);
    await createUser(database, tenantId, { user: { email: 'vergeten@sleutelstad.example' } });
  });
  afterAll(async () => testApp.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: object, session?: SessionHeaders) =>
    testApp.app.inject({
      method,
      url,
      headers: session ? signedInHeaders('sleutelstad', session) : tenantHeaders('sleutelstad'),
      payload,
    });

  /** Every job row (queued, done or failed) as text. */
  const jobsAsText = async () =>
    JSON.stringify(await withPlatform(testApp.database, (transaction) => transaction.select().from(jobs)));

  /** The token in a mailed link (its first `…token=` parameter). */
  const tokenIn = (text: string) => /[?&]\w*token=([^&\s"<]+)/.exec(text)?.[1];

  const flows: { name: string; to: string; request: () => Promise<{ statusCode: number; body: string }> }[] = [
    {
      name: 'the confirmation of a sign-up',
      to: 'aanmelder@sleutelstad.example',
      request: () =>
        send('POST', '/auth', {
          email: 'aanmelder@sleutelstad.example',
          password: newPassword,
          password_confirmation: newPassword,
          ...person,
        }),
    },
    {
      name: 'a password reset',
      to: 'vergeten@sleutelstad.example',
      request: () => send('POST', '/auth/password', { email: 'vergeten@sleutelstad.example' }),
    },
    {
      name: 'the invitation of a new account',
      to: 'uitgenodigd@sleutelstad.example',
      request: () =>
        send('POST', '/api/v1/users', { user: { email: 'uitgenodigd@sleutelstad.example', ...person } }, admin),
    },
    {
      name: 'the confirmation of a new address',
      to: 'nieuw-adres@sleutelstad.example',
      request: () =>
        send('PUT', '/api/v1/current_user/email', { email: 'nieuw-adres@sleutelstad.example', password }, admin),
    },
    {
      name: 'an invitation to manage an organisation',
      to: 'lid@sleutelstad.example',
      request: () =>
        send(
          'POST',
          `/api/v1/organizations/${organizationId}/members`,
          {
            user: { email: 'lid@sleutelstad.example', ...person },
          },
          admin,
        ),
    },
    {
      name: "a guest's confirmation of an application",
      to: 'gast@sleutelstad.example',
      request: () =>
        send('POST', '/api/v1/applications', {
          application: {
            vacancy_id: vacancyId,
            motivation: 'Ik help graag mensen in de buurt en heb tijd.',
            answers: [],
            guest: { name: 'Gast Aanmelder', email: 'gast@sleutelstad.example' },
          },
        }),
    },
  ];

  for (const flow of flows) {
    it(`keeps the token of ${flow.name} out of the jobs table, queued and done`, async () => {
      const response = await flow.request();
      expect(response.statusCode, response.body).toBeLessThan(300);
      const queued = await jobsAsText();
      expect(queued).toContain('secretLinks');
      expect(tokenIn(queued)).toBeUndefined();
      const mail = await lastMailTo(testApp, tenantId, flow.to);
      const token = tokenIn(mail.text);
      expect(token, mail.text).toBeDefined();
      expect(await jobsAsText()).not.toContain(token!);
    });
  }

  it('sends a working link: the mailed reset token sets a new password', async () => {
    await send('POST', '/auth/password', { email: 'vergeten@sleutelstad.example' });
    const token = tokenIn((await lastMailTo(testApp, tenantId, 'vergeten@sleutelstad.example')).text)!;
    const reset = await send('PUT', '/auth/password', {
      password: newPassword,
      password_confirmation: newPassword,
      reset_password_token: decodeURIComponent(token),
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('sends no mail for an invitation withdrawn before its mail went', async () => {
    const invited = await send(
      'POST',
      `/api/v1/organizations/${organizationId}/members`,
      {
        user: { email: 'ingetrokken@sleutelstad.example', ...person },
      },
      admin,
    );
    expect(invited.statusCode).toBe(202);
    const list = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/organizations/${organizationId}/invitations`,
      headers: signedInHeaders('sleutelstad', admin),
    });
    const invitation = list
      .json()
      .data.find(
        (item: { attributes: { email: string } }) => item.attributes.email === 'ingetrokken@sleutelstad.example',
      );
    const withdrawn = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/v1/organizations/${organizationId}/invitations/${invitation.id}`,
      headers: signedInHeaders('sleutelstad', admin),
    });
    expect(withdrawn.statusCode).toBe(204);
    await expect(lastMailTo(testApp, tenantId, 'ingetrokken@sleutelstad.example')).rejects.toThrow(/no mail/);
  });
});
