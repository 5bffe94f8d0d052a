import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorDocumentSchema } from '@volunteerly/contracts/json-api-schemas';
import { authOrPlatformErrorSchema, deviseErrorAnswerSchema } from '@volunteerly/contracts/resources/auth';
import { signedInDocumentSchema } from '@volunteerly/contracts/resources/users';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createUser, factoryPassword } from '../../src/factories/user-factory.ts';
import { parseWithContract } from '../support/contract.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';

describe('sign-in rules', () => {
  let testApp: TestApp;
  let rivierstad: number;
  let rivierstadCenter: { id: number; tenantId: number };

  beforeAll(async () => {
    testApp = await createTestApp({ environment: { FAILED_SIGN_IN_LIMIT: '3', AUTH_RATE_LIMIT: '1000' } });
    rivierstad = (await createTenant(testApp.database, { key: 'rivierstad' })).id;
    const heuvelrug = (await createTenant(testApp.database, { key: 'heuvelrug' })).id;
    ({ center: rivierstadCenter } = await createCenter(testApp.database, rivierstad, { center: { isDefault: true } }));
    await createCenter(testApp.database, heuvelrug, { center: { isDefault: true } });
    await createUser(testApp.database, heuvelrug, { user: { email: 'elders@example.org' } });
  });
  afterAll(async () => testApp.close());

  const signIn = (email: string, password = factoryPassword, language = 'en') =>
    testApp.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      headers: tenantHeaders('rivierstad', { 'accept-language': language }),
      payload: { email, password },
    });

  it('answers a sign-in with the user and their roles, each naming the organisation it is bound to', async () => {
    const organization = await createOrganization(testApp.database, rivierstadCenter, { name: 'Buurthuis De Brug' });
    const { user } = await createUser(testApp.database, rivierstad, {
      roles: [{ name: 'admin', resourceId: organization.id }],
    });
    const response = await signIn(user.email);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.relationships.roles.data).toHaveLength(1);
    expect(response.json().included).toEqual([
      expect.objectContaining({
        type: 'roles',
        attributes: expect.objectContaining({
          name: 'admin',
          resource_type: 'Organization',
          resource_id: String(organization.id),
          resource_name: 'Buurthuis De Brug',
        }),
      }),
    ]);
  });

  it('answers each outcome in the shape its contract declares for that status', async () => {
    const { user } = await createUser(testApp.database, rivierstad, { roles: [{ name: 'super_admin' }] });
    const signedIn = await signIn(user.email);
    expect(signedIn.statusCode).toBe(200);
    expect(() => parseWithContract(signedInDocumentSchema, signedIn.json())).not.toThrow();
    const wrongPassword = await signIn(user.email, 'Niet-het-goede-wachtwoord');
    expect(wrongPassword.statusCode).toBe(401);
    expect(() => parseWithContract(deviseErrorAnswerSchema, wrongPassword.json())).not.toThrow();
    const wrongCenter = await signIn('elders@example.org');
    expect(wrongCenter.statusCode).toBe(403);
    expect(() => parseWithContract(deviseErrorAnswerSchema, wrongCenter.json())).not.toThrow();
    const incomplete = await testApp.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      headers: tenantHeaders('rivierstad'),
      payload: { email: user.email },
    });
    expect(incomplete.statusCode).toBe(422);
    expect(() => parseWithContract(errorDocumentSchema, incomplete.json())).not.toThrow();
  });

  it("answers the right password of another partner's account with 403 'wrong center'", async () => {
    const response = await signIn('elders@example.org');
    expect(response.statusCode).toBe(403);
    expect(response.json().success).toBe(false);
    expect(response.json().errors[0]).toContain('wrong center');
    const dutch = await signIn('elders@example.org', factoryPassword, 'nl');
    expect(dutch.json().errors[0]).toContain('wrong center');
  });

  it("never reveals another partner's account for a wrong password", async () => {
    const response = await signIn('elders@example.org', 'Niet-het-goede-wachtwoord');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, errors: ['Invalid login credentials. Please try again.'] });
  });

  it.each([
    ['unconfirmed', { confirmedAt: null }, 'You have to confirm your email address before continuing.'],
    ['inactive', { status: 'inactive' }, 'Your account is inactive. Please contact the administrator of this website.'],
    [
      'archived',
      { status: 'archived' },
      'Your account has been archived. Please contact the administrator of this website.',
    ],
    [
      'invited',
      { status: 'invited' },
      'Your account is not active yet. Use the link in your invitation e-mail to set a password.',
    ],
  ] as const)('refuses a %s account with the right password, saying why', async (_kind, overrides, message) => {
    const { user } = await createUser(testApp.database, rivierstad, { user: overrides });
    const response = await signIn(user.email);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, errors: [message] });
    expect(response.headers['access-token']).toBeUndefined();
  });

  it('refuses an account from the source of too many failed sign-ins in an hour, with Retry-After', async () => {
    const { user } = await createUser(testApp.database, rivierstad);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signIn(user.email, 'Niet-het-goede-wachtwoord')).statusCode).toBe(401);
    }
    const locked = await signIn(user.email);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(3000);
    expect(locked.json().errors[0]).toMatch(/Too many failed sign-in attempts. Try again in \d+ minutes./);
    expect(() => parseWithContract(deviseErrorAnswerSchema, locked.json())).not.toThrow();
  });

  it('rejects a sign-in without e-mail or password with 422', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      headers: tenantHeaders('rivierstad'),
      payload: { email: 'x@example.org' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].source).toEqual({ pointer: '/password' });
  });
});

describe('per-IP rate limit on sign-in', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ environment: { AUTH_RATE_LIMIT: '3', AUTH_RATE_WINDOW_SECONDS: '600' } });
    const tenantId = (await createTenant(testApp.database, { key: 'rivierstad' })).id;
    await createCenter(testApp.database, tenantId, { center: { isDefault: true } });
  });
  afterAll(async () => testApp.close());

  const attempt = (ip: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      headers: tenantHeaders('rivierstad', { 'accept-language': 'en', 'x-forwarded-for': '203.0.113.9' }),
      remoteAddress: ip,
      payload: { email: 'nobody@example.org', password: 'whatever-password' },
    });

  it('answers 429 with Retry-After beyond the limit, per client address, ignoring forwarding headers', async () => {
    for (let count = 0; count < 3; count += 1) expect((await attempt('198.51.100.1')).statusCode).toBe(401);
    const limited = await attempt('198.51.100.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().errors[0]).toMatchObject({ code: 'rate_limited', title: 'Too many requests' });
    expect(() => parseWithContract(authOrPlatformErrorSchema, limited.json())).not.toThrow();
    expect(() => parseWithContract(errorDocumentSchema, limited.json())).not.toThrow();
    expect((await attempt('198.51.100.2')).statusCode).toBe(401);
  });
});
