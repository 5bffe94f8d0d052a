import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { capturedMailListDocumentSchema } from '@volunteerly/contracts/resources/captured-mails';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { createUser } from '../../src/factories/user-factory.ts';
import { parseWithContract } from '../support/contract.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';
import { signIn, signedInHeaders } from '../support/sessions.ts';

describe('GET /api/v1/dev/mails', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ environment: { AUTH_RATE_LIMIT: '1000' } });
    for (const key of ['rivierstad', 'heuvelrug']) {
      const tenant = await createTenant(testApp.database, { key });
      const { center } = await createCenter(testApp.database, tenant.id, { center: { isDefault: true } });
      await createUser(testApp.database, tenant.id, {
        user: { email: `beheer@${key}.example` },
        roles: [{ name: 'super_admin' }],
      });
      await createUser(testApp.database, tenant.id, {
        user: { email: `centrum@${key}.example` },
        roles: [{ name: 'center_admin', resourceId: center.id }],
      });
      // Real mail through the SMTP capture: a reset request for an existing account.
      await testApp.app.inject({
        method: 'POST',
        url: '/auth/password',
        headers: tenantHeaders(key),
        payload: { email: `centrum@${key}.example` },
      });
    }
    await testApp.app.backgroundTasks.settle();
    // The reset mail is sent by its job (decision 030).
    await testApp.app.jobs.drain();
  });
  afterAll(async () => testApp.close());

  const list = (key: string, headers: Record<string, string>) =>
    testApp.app.inject({ method: 'GET', url: '/api/v1/dev/mails', headers: { ...tenantHeaders(key), ...headers } });

  it("shows a super admin their tenant's captured mail, newest first, paginated", async () => {
    const session = await signIn(testApp, 'rivierstad', 'beheer@rivierstad.example');
    const response = await list('rivierstad', signedInHeaders('rivierstad', session));
    expect(response.statusCode).toBe(200);
    expect(() => parseWithContract(capturedMailListDocumentSchema, response.json())).not.toThrow();
    const { data, meta } = response.json();
    expect(meta.pagination).toMatchObject({ total: 1 });
    expect(data[0]).toMatchObject({ type: 'mails', attributes: { recipients: ['centrum@rivierstad.example'] } });
    expect(data[0].attributes.subject).toContain('Nieuw wachtwoord');
    expect(data[0].attributes.text).toContain('/auth/reset?reset_password_token=');
  });

  it('refuses a centre admin with 403 and a signed-out visitor with 401', async () => {
    const session = await signIn(testApp, 'rivierstad', 'centrum@rivierstad.example');
    expect((await list('rivierstad', signedInHeaders('rivierstad', session))).statusCode).toBe(403);
    expect((await list('rivierstad', {})).statusCode).toBe(401);
  });
});
