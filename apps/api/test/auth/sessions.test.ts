import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deviseErrorAnswerSchema,
  sessionListDocumentSchema,
  signedOutAnswerSchema,
} from '@volunteerly/contracts/resources/auth';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { createUser, factoryPassword } from '../../src/factories/user-factory.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { describeDevice } from '../../src/modules/auth/auth.presenter.ts';
import { authTokens } from '../../src/modules/auth/auth.schema.ts';
import { parseWithContract } from '../support/contract.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';
import { signIn, signedInHeaders, type SessionHeaders } from '../support/sessions.ts';

// A protected endpoint of the foundation: the sessions list of the signed-in user.
const protectedPath = '/api/v1/sessions';

describe('token sessions (devise_token_auth protocol)', () => {
  let testApp: TestApp;
  let tenantId: number;
  const email = 'anna@example.org';

  beforeAll(async () => {
    testApp = await createTestApp({ environment: { SESSION_LIFESPAN_DAYS: '14' } });
    tenantId = (await createTenant(testApp.database, { key: 'rivierstad' })).id;
    await createCenter(testApp.database, tenantId, { center: { isDefault: true } });
    await createUser(testApp.database, tenantId, { user: { email } });
  });
  afterAll(async () => testApp.close());

  const postSignIn = (payload: object, language = 'en') =>
    testApp.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      headers: tenantHeaders('rivierstad', { 'accept-language': language }),
      payload,
    });
  const getProtected = (session: SessionHeaders) =>
    testApp.app.inject({ method: 'GET', url: protectedPath, headers: signedInHeaders('rivierstad', session) });

  it('answers a sign-in with the user and the five session headers', async () => {
    const before = Date.now();
    const response = await postSignIn({ email: 'Anna@Example.org', password: factoryPassword });
    expect(response.statusCode).toBe(200);
    expect(response.headers['token-type']).toBe('Bearer');
    expect(response.headers['uid']).toBe(email);
    expect(String(response.headers['client'])).toMatch(/^[\w-]{22}$/);
    expect(String(response.headers['access-token'])).toMatch(/^[\w-]{22}$/);
    const expiry = Number(response.headers['expiry']) * 1000;
    expect(expiry - before).toBeGreaterThan(13.9 * 24 * 3600 * 1000);
    expect(expiry - before).toBeLessThan(14.1 * 24 * 3600 * 1000);
    expect(response.json().data).toMatchObject({ type: 'users', attributes: { email } });
    expect(response.json().data.attributes).not.toHaveProperty('encrypted_password');
  });

  it('names each device by its browser and operating system, read from the user agent', async () => {
    const linuxChrome =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
    const signInResponse = await testApp.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      headers: tenantHeaders('rivierstad', { 'user-agent': linuxChrome }),
      payload: { email, password: factoryPassword },
    });
    const session = {
      'access-token': String(signInResponse.headers['access-token']),
      client: String(signInResponse.headers['client']),
      uid: String(signInResponse.headers['uid']),
    };
    const body = (await getProtected(session)).json() as {
      data: { attributes: { current: boolean; user_agent: string | null } }[];
    };
    expect(() => parseWithContract(sessionListDocumentSchema, body)).not.toThrow();
    const thisDevice = body.data.find((each) => each.attributes.current);
    expect(thisDevice?.attributes).toMatchObject({
      user_agent: linuxChrome,
      browser: 'Chrome',
      operating_system: 'Linux',
    });
  });

  it('names no browser or system for an agent that is none (a script) or for no agent at all', () => {
    expect(describeDevice('curl/8.4.0')).toEqual({ browser: null, operatingSystem: null });
    expect(describeDevice(null)).toEqual({ browser: null, operatingSystem: null });
  });

  it('stores only the SHA-256 of the access token', async () => {
    const session = await signIn(testApp, 'rivierstad', email);
    const stored = await withTenant(testApp.database, tenantId, ({ transaction }) =>
      transaction.select({ hash: authTokens.tokenHash }).from(authTokens),
    );
    expect(stored.map((row) => row.hash)).not.toContain(session['access-token']);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.hash))).toBe(true);
  });

  it('gives an unknown e-mail and a wrong password the same 401 body', async () => {
    const unknown = await postSignIn({ email: 'nobody@example.org', password: factoryPassword });
    const wrong = await postSignIn({ email, password: 'Niet-het-goede-wachtwoord' });
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(unknown.json()).toEqual({ success: false, errors: ['Invalid login credentials. Please try again.'] });
    expect(unknown.headers['access-token']).toBeUndefined();
    const dutch = await postSignIn({ email: 'nobody@example.org', password: 'x' }, 'nl');
    expect(dutch.json()).toEqual({ success: false, errors: ['Ongeldige inloggegevens. Probeer het opnieuw.'] });
  });

  it('refuses protected endpoints without a valid session, with no session headers', async () => {
    const session = await signIn(testApp, 'rivierstad', email);
    const english = { 'accept-language': 'en' };
    for (const headers of [
      tenantHeaders('rivierstad', english),
      signedInHeaders('rivierstad', { ...session, 'access-token': 'forged-token-forged-tok' }, english),
      signedInHeaders('rivierstad', { ...session, uid: 'someone@example.org' }, english),
    ]) {
      const response = await testApp.app.inject({ method: 'GET', url: protectedPath, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ errors: ['You need to sign in or sign up before continuing.'] });
      expect(response.headers['access-token']).toBeUndefined();
    }
    expect((await getProtected(session)).statusCode).toBe(200);
  });

  it("never accepts one tenant's session on another tenant", async () => {
    const other = await createTenant(testApp.database, { key: 'heuvelrug' });
    await createCenter(testApp.database, other.id, { center: { isDefault: true } });
    await createUser(testApp.database, other.id, { user: { email } });
    const session = await signIn(testApp, 'rivierstad', email);
    const response = await testApp.app.inject({
      method: 'GET',
      url: protectedPath,
      headers: signedInHeaders('heuvelrug', session),
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses an expired token', async () => {
    const session = await signIn(testApp, 'rivierstad', email);
    await withTenant(testApp.database, tenantId, ({ transaction }) =>
      transaction.execute(
        sql`update auth_tokens set expires_at = now() - interval '1 second' where client = ${session.client}`,
      ),
    );
    expect((await getProtected(session)).statusCode).toBe(401);
  });

  it('ends only the signing-out device', async () => {
    const phone = await signIn(testApp, 'rivierstad', email);
    const laptop = await signIn(testApp, 'rivierstad', email);
    const signOut = await testApp.app.inject({
      method: 'DELETE',
      url: '/auth/sign_out',
      headers: signedInHeaders('rivierstad', phone),
    });
    expect(signOut.statusCode).toBe(200);
    expect(() => parseWithContract(signedOutAnswerSchema, signOut.json())).not.toThrow();
    expect((await getProtected(phone)).statusCode).toBe(401);
    const sessions = await getProtected(laptop);
    expect(sessions.statusCode).toBe(200);
    expect(() => parseWithContract(sessionListDocumentSchema, sessions.json())).not.toThrow();
    const again = await testApp.app.inject({
      method: 'DELETE',
      url: '/auth/sign_out',
      headers: signedInHeaders('rivierstad', phone),
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ success: false, errors: ['Gebruiker niet gevonden of niet ingelogd.'] });
    expect(() => parseWithContract(deviseErrorAnswerSchema, again.json())).not.toThrow();
  });

  it('keeps ten devices: the eleventh sign-in ends the oldest', async () => {
    const { user } = await createUser(testApp.database, tenantId, { user: { email: 'many@example.org' } });
    const sessions: SessionHeaders[] = [];
    for (let device = 0; device < 11; device += 1) sessions.push(await signIn(testApp, 'rivierstad', user.email));
    expect((await getProtected(sessions[0]!)).statusCode).toBe(401);
    for (const session of sessions.slice(1)) expect((await getProtected(session)).statusCode).toBe(200);
  });
});
