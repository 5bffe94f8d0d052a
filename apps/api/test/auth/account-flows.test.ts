import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deviseErrorAnswerSchema,
  messageAnswerSchema,
  passwordUpdatedAnswerSchema,
  signUpAnswerSchema,
} from '@volunteerly/contracts/resources/auth';
import { accountDocumentSchema } from '@volunteerly/contracts/resources/users';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { createUser, factoryPassword } from '../../src/factories/user-factory.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { users } from '../../src/modules/users/users.schema.ts';
import { parseWithContract } from '../support/contract.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';
import { lastMailTo, linkIn, readMailbox, waitForMailTo } from '../support/mailbox.ts';
import { signIn, signedInHeaders } from '../support/sessions.ts';

const newPassword = 'Nieuw-wachtwoord-voor-2026';

describe('account flows: sign-up, confirmation, password reset, password and e-mail change', () => {
  let testApp: TestApp;
  let tenantId: number;

  beforeAll(async () => {
    testApp = await createTestApp({ environment: { AUTH_RATE_LIMIT: '1000' } });
    tenantId = (
      await createTenant(testApp.database, {
        key: 'rivierstad',
        appName: 'Vacaturebank Rivierstad',
        hosts: ['rivierstad.example'],
      })
    ).id;
    await createCenter(testApp.database, tenantId, { center: { isDefault: true } });
  });
  afterAll(async () => testApp.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: object, headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method,
      url,
      headers: { ...tenantHeaders('rivierstad', { 'accept-language': 'en' }), ...headers },
      payload,
    });
  const countUsers = async () =>
    (
      await withTenant(testApp.database, tenantId, ({ transaction }) =>
        transaction.select({ total: count() }).from(users),
      )
    )[0]!.total;
  const signUpBody = (email: string, overrides: object = {}) => ({
    email,
    password: newPassword,
    password_confirmation: newPassword,
    first_name: 'Fatima',
    last_name: 'El Amrani',
    ...overrides,
  });

  it('signs a volunteer up, mails a confirmation link on the tenant host, and lets them in once confirmed', async () => {
    const response = await send('POST', '/auth', signUpBody('Fatima@Example.org'), { host: 'localhost' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'success',
      data: { type: 'users', attributes: { email: 'fatima@example.org', status: 'active', confirmed_at: null } },
    });
    expect(() => parseWithContract(signUpAnswerSchema, response.json())).not.toThrow();

    const mail = await lastMailTo(testApp, tenantId, 'fatima@example.org');
    expect(mail.subject).toBe('Confirm your e-mail address for Vacaturebank Rivierstad');
    const link = linkIn(mail, '/confirm');
    expect(link.host).toBe('rivierstad.example');
    expect(mail.html).toContain(link.searchParams.get('confirmation_token'));

    const early = await send('POST', '/auth/sign_in', { email: 'fatima@example.org', password: newPassword });
    expect(early.json().errors).toEqual(['You have to confirm your email address before continuing.']);

    const token = link.searchParams.get('confirmation_token')!;
    const confirmed = await send('POST', '/api/v1/confirm', { confirmation_token: token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data.attributes.confirmed_at).not.toBeNull();
    expect(() => parseWithContract(accountDocumentSchema, confirmed.json())).not.toThrow();
    expect(
      (await send('POST', '/auth/sign_in', { email: 'fatima@example.org', password: newPassword })).statusCode,
    ).toBe(200);

    const again = await send('POST', '/api/v1/confirm', { confirmation_token: token });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ success: false, errors: [expect.stringContaining('invalid')] });
    expect(() => parseWithContract(deviseErrorAnswerSchema, again.json())).not.toThrow();
  });

  it('refuses a weak, common, mismatched or taken sign-up field by field, and writes nothing', async () => {
    await createUser(testApp.database, tenantId, { user: { email: 'bezet@example.org' } });
    const before = await countUsers();
    const cases: [object, string][] = [
      [signUpBody('kort@example.org', { password: 'kort', password_confirmation: 'kort' }), '/password'],
      [signUpBody('vaak@example.org', { password: 'password123', password_confirmation: 'password123' }), '/password'],
      [signUpBody('anders@example.org', { password_confirmation: 'Iets-heel-anders-2026' }), '/password_confirmation'],
      [signUpBody('bezet@example.org'), '/email'],
      [signUpBody('geen-adres'), '/email'],
    ];
    for (const [body, pointer] of cases) {
      const response = await send('POST', '/auth', body);
      expect(response.statusCode, pointer).toBe(422);
      expect(response.json().errors.map((error: { source: { pointer: string } }) => error.source.pointer)).toContain(
        pointer,
      );
    }
    const common = await send(
      'POST',
      '/auth',
      signUpBody('vaak@example.org', { password: 'password123', password_confirmation: 'password123' }),
    );
    expect(common.json().errors[0].detail).toBe('This password is too common. Choose one that is harder to guess.');
    expect(await countUsers()).toBe(before);
    expect((await readMailbox(testApp, tenantId)).some((mail) => mail.recipients.includes('kort@example.org'))).toBe(
      false,
    );
  });

  it('answers a reset request the same for known and unknown addresses, and mails only the known one', async () => {
    const { user } = await createUser(testApp.database, tenantId, { user: { email: 'vergeten@example.org' } });
    const known = await send(
      'POST',
      '/auth/password',
      { email: user.email, redirect_url: 'https://rivierstad.example/auth/reset' },
      { host: 'localhost' },
    );
    const unknown = await send(
      'POST',
      '/auth/password',
      { email: 'niemand@example.org', redirect_url: 'https://rivierstad.example/auth/reset' },
      { host: 'localhost' },
    );
    expect(known.statusCode, known.body).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(() => parseWithContract(messageAnswerSchema, known.json())).not.toThrow();
    const mail = await waitForMailTo(testApp, tenantId, user.email);
    expect(mail.subject).toBe('Nieuw wachtwoord instellen voor Vacaturebank Rivierstad');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(
      (await readMailbox(testApp, tenantId)).some((candidate) => candidate.recipients.includes('niemand@example.org')),
    ).toBe(false);
  });

  it('accepts a redirect URL on the host the request came from (the default tenant on localhost)', async () => {
    const response = await send(
      'POST',
      '/auth/password',
      { email: 'x@example.org', redirect_url: 'http://localhost:3000/auth/reset' },
      { host: 'localhost:3000' },
    );
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses a redirect URL outside the tenant', async () => {
    const response = await send('POST', '/auth/password', {
      email: 'x@example.org',
      redirect_url: 'https://evil.example/steal',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].source).toEqual({ pointer: '/redirect_url' });
  });

  it('sets a new password with the mailed token once, ends every session, and not with an expired token', async () => {
    const { user } = await createUser(testApp.database, tenantId, { user: { email: 'reset@example.org' } });
    const oldSession = await signIn(testApp, 'rivierstad', user.email);
    await send('POST', '/auth/password', { email: user.email });
    const first = await waitForMailTo(testApp, tenantId, user.email);
    const token = linkIn(first, '/auth/reset').searchParams.get('reset_password_token')!;

    const weak = await send('PUT', '/auth/password', {
      reset_password_token: token,
      password: 'kort',
      password_confirmation: 'kort',
    });
    expect(weak.statusCode).toBe(422);

    const reset = await send('PUT', '/auth/password', {
      reset_password_token: token,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ success: true, message: 'Your password has been changed.' });
    expect(() => parseWithContract(passwordUpdatedAnswerSchema, reset.json())).not.toThrow();
    expect((await send('POST', '/auth/sign_in', { email: user.email, password: factoryPassword })).statusCode).toBe(
      401,
    );
    expect((await send('POST', '/auth/sign_in', { email: user.email, password: newPassword })).statusCode).toBe(200);
    const sessions = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/sessions',
      headers: signedInHeaders('rivierstad', oldSession),
    });
    expect(sessions.statusCode).toBe(401);

    const reused = await send('PUT', '/auth/password', {
      reset_password_token: token,
      password: 'Nog-een-ander-wachtwoord',
      password_confirmation: 'Nog-een-ander-wachtwoord',
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors[0]).toContain('invalid or has expired');

    await send('POST', '/auth/password', { email: user.email });
    // The second reset mail, not the first nor the 'password changed' mail (either may be the newest).
    const secondMail = async () =>
      (await readMailbox(testApp, tenantId)).find(
        (mail) => mail.id !== first.id && mail.recipients.includes(user.email) && mail.text.includes('/auth/reset'),
      );
    const deadline = Date.now() + 2000;
    let mail = await secondMail();
    while (!mail && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      mail = await secondMail();
    }
    const second = linkIn(mail!, '/auth/reset');
    await withTenant(testApp.database, tenantId, ({ transaction }) =>
      transaction.execute(
        sql`update users set reset_password_expires_at = now() - interval '1 minute' where id = ${user.id}`,
      ),
    );
    const expired = await send('PUT', '/auth/password', {
      reset_password_token: second.searchParams.get('reset_password_token'),
      password: 'Nog-een-ander-wachtwoord',
      password_confirmation: 'Nog-een-ander-wachtwoord',
    });
    expect(expired.statusCode).toBe(422);
  });

  it('refuses a new password without a token or a session, with the spec message', async () => {
    const response = await send('PUT', '/auth/password', { password: newPassword, password_confirmation: newPassword });
    expect(response.statusCode).toBe(401);
    expect(() => parseWithContract(deviseErrorAnswerSchema, response.json())).not.toThrow();
    expect(response.json()).toEqual({
      success: false,
      errors: ['You must provide either the uid, client and accessToken or the resetPasswordToken'],
    });
  });

  it('changes the password of a signed-in user with the current one and signs their other devices out', async () => {
    const { user } = await createUser(testApp.database, tenantId, { user: { email: 'wissel@example.org' } });
    const laptop = await signIn(testApp, 'rivierstad', user.email);
    const phone = await signIn(testApp, 'rivierstad', user.email);
    const wrong = await send(
      'PUT',
      '/auth/password',
      { current_password: 'fout-fout-fout', password: newPassword, password_confirmation: newPassword },
      laptop,
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0].source).toEqual({ pointer: '/current_password' });

    const changed = await send(
      'PUT',
      '/auth/password',
      { current_password: factoryPassword, password: newPassword, password_confirmation: newPassword },
      laptop,
    );
    expect(changed.statusCode).toBe(200);
    const listOf = (session: object) =>
      testApp.app.inject({
        method: 'GET',
        url: '/api/v1/sessions',
        headers: signedInHeaders('rivierstad', session as never),
      });
    expect((await listOf(laptop)).statusCode).toBe(200);
    expect((await listOf(phone)).statusCode).toBe(401);
    expect((await lastMailTo(testApp, tenantId, user.email)).subject).toBe(
      'Je wachtwoord voor Vacaturebank Rivierstad is gewijzigd',
    );
  });

  it('lets an invited user choose a first password with the invitation token, which activates the account', async () => {
    const { user } = await createUser(testApp.database, tenantId, {
      user: { email: 'uitgenodigd@example.org', status: 'invited', confirmedAt: null },
      password: null,
    });
    await send('POST', '/auth/password', { email: user.email });
    const mail = await waitForMailTo(testApp, tenantId, user.email);
    expect(mail.subject).toBe('Je bent uitgenodigd voor Vacaturebank Rivierstad');
    const token = linkIn(mail, '/auth/reset').searchParams.get('reset_password_token');
    const chosen = await send('PUT', '/auth/password', {
      reset_password_token: token,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(chosen.json().data.attributes).toMatchObject({ status: 'active' });
    expect((await send('POST', '/auth/sign_in', { email: user.email, password: newPassword })).statusCode).toBe(200);
  });

  it('changes the e-mail address once the new address is confirmed', async () => {
    const { user } = await createUser(testApp.database, tenantId, { user: { email: 'oud@example.org' } });
    const session = await signIn(testApp, 'rivierstad', user.email);
    const wrongPassword = await send(
      'PUT',
      '/api/v1/current_user/email',
      { email: 'nieuw@example.org', password: 'fout-fout' },
      session,
    );
    expect(wrongPassword.json().errors[0].source).toEqual({ pointer: '/password' });
    // A taken address is answered like a free one (email-change.test.ts).
    const unauthenticated = await send('PUT', '/api/v1/current_user/email', {
      email: 'nieuw@example.org',
      password: factoryPassword,
    });
    expect(unauthenticated.statusCode).toBe(401);

    const requested = await send(
      'PUT',
      '/api/v1/current_user/email',
      { email: 'Nieuw@Example.org', password: factoryPassword },
      session,
    );
    expect(requested.json().data.attributes).toMatchObject({
      email: 'oud@example.org',
      unconfirmed_email: 'nieuw@example.org',
    });
    expect(() => parseWithContract(accountDocumentSchema, requested.json())).not.toThrow();
    const mail = await lastMailTo(testApp, tenantId, 'nieuw@example.org');
    expect(mail.subject).toBe('Bevestig je nieuwe e-mailadres voor Vacaturebank Rivierstad');
    const confirmed = await send('POST', '/api/v1/confirm', {
      confirmation_token: linkIn(mail, '/confirm').searchParams.get('confirmation_token'),
    });
    expect(confirmed.json().data.attributes).toMatchObject({ email: 'nieuw@example.org', unconfirmed_email: null });
    const [row] = await withTenant(testApp.database, tenantId, ({ transaction }) =>
      transaction.select().from(users).where(eq(users.id, user.id)),
    );
    expect(row?.email).toBe('nieuw@example.org');
  });
});
