import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins, demoPassword, seedDemo } from '../../src/seed/demo-seed.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';

describe('the demo data', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ environment: { AUTH_RATE_LIMIT: '1000' } });
    expect(await seedDemo(testApp.database)).toEqual(['demo', 'vacaturebank', 'vrijwilligerspunt', 'meedoen']);
  });
  afterAll(async () => testApp.close());

  it('is loaded once: a second run adds nothing', async () => {
    expect(await seedDemo(testApp.database)).toEqual([]);
  });

  it.each(demoLogins())(
    'lets $email ($role) sign in on $tenant with the demo password',
    async ({ email, tenant, role }) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/auth/sign_in',
        headers: tenantHeaders(tenant),
        payload: { email, password: demoPassword },
      });
      expect(response.statusCode).toBe(200);
      const roleNames = (response.json().included ?? []).map(
        (item: { attributes: { name: string } }) => item.attributes.name,
      );
      expect(roleNames).toEqual(role === 'volunteer' ? [] : [role]);
    },
  );

  it("sends a demo account to the 'wrong center' screen on another partner's site", async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      headers: tenantHeaders('vacaturebank'),
      payload: { email: 'vrijwilliger@demo.example.org', password: demoPassword },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0]).toContain('wrong center');
  });
});
