import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDocumentSchema } from '@volunteerly/contracts/resources/users';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createUser, factoryPassword } from '../../src/factories/user-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { emailChangesPerPerson } from '../../src/modules/auth/routes/change-email.ts';
import { users, type UserRow } from '../../src/modules/users/users.schema.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { parseWithContract } from '../support/contract.ts';
import { linkIn, readMailbox } from '../support/mailbox.ts';
import { tenantHeaders, createTestApp, type TestApp } from '../support/test-app.ts';
import { signedInHeaders, type SessionHeaders } from '../support/sessions.ts';

// Issue 29 §8: PUT /api/v1/current_user/email answered 422 email_taken for a taken address and 200
// otherwise (who has an account?), had no rate limit, and each 200 mailed an address of the
// caller's choice. Now a taken address is answered alike, its owner is told, and the route is
// limited per address (AUTH_RATE_LIMIT) and per person.

const tenantKey = 'wisselstad';
const perAddressLimit = 4;

describe('changing one’s e-mail address tells nobody who has an account', () => {
  let testApp: TestApp;
  let tenantId: number;
  let owner: UserRow;
  let lastAddress = 0;

  beforeAll(async () => {
    testApp = await createTestApp({ environment: { AUTH_RATE_LIMIT: String(perAddressLimit) } });
    tenantId = (
      await createTenant(testApp.database, {
        key: tenantKey,
        appName: 'Vacaturebank Wisselstad',
        hosts: ['wisselstad.example'],
      })
    ).id;
    await createCenter(testApp.database, tenantId, { center: { isDefault: true } });
    owner = (
      await createUser(testApp.database, tenantId, {
        user: { email: 'olga@bezet.example', firstName: 'Olga', locale: 'en' },
      })
    ).user;
  });
  afterAll(async () => testApp.close());

  /** A fresh internet address, so each test meets the per-address limit only where it means to. */
  const freshAddress = () => `10.29.8.${(lastAddress += 1)}`;

  /** A person of the tenant, signed in from an address of their own. */
  const person = async (name: string) => {
    const { user } = await createUser(testApp.database, tenantId, { user: { email: `${name}@wisselstad.example` } });
    const signedIn = await testApp.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      headers: tenantHeaders(tenantKey),
      payload: { email: user.email, password: factoryPassword },
      remoteAddress: freshAddress(),
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const session: SessionHeaders = {
      'access-token': String(signedIn.headers['access-token']),
      client: String(signedIn.headers['client']),
      uid: String(signedIn.headers['uid']),
    };
    return { user, session };
  };
  const changeEmail = (session: SessionHeaders, email: string, from = freshAddress()) =>
    testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/current_user/email',
      headers: signedInHeaders(tenantKey, session, { 'accept-language': 'en' }),
      payload: { email, password: factoryPassword },
      remoteAddress: from,
    });
  const stored = async (userId: number) =>
    (
      await withTenant(testApp.database, tenantId, ({ transaction }) =>
        transaction.select().from(users).where(eq(users.id, userId)),
      )
    )[0]!;
  const mailsTo = async (address: string) =>
    (await readMailbox(testApp, tenantId)).filter((mail) => mail.recipients.includes(address));
  /** What an answer shows, with the address asked for written as ADDRESS. */
  const answerOf = (response: LightMyRequestResponse, address: string) => ({
    status: response.statusCode,
    headers: Object.keys(response.headers).sort(),
    contentType: response.headers['content-type'],
    body: response.body.replaceAll(address, 'ADDRESS'),
  });

  it('answers a taken address exactly as a free one', async () => {
    const { session } = await person('anna');
    const from = freshAddress();
    const taken = await changeEmail(session, owner.email, from);
    const free = await changeEmail(session, 'anna.nieuw@vrij.example', from);
    expect(taken.statusCode, taken.body).toBe(200);
    parseWithContract(accountDocumentSchema, taken.json());
    expect(answerOf(taken, owner.email)).toEqual(answerOf(free, 'anna.nieuw@vrij.example'));
    expect(taken.json().data.attributes.unconfirmed_email).toBe(owner.email);
  });

  it('stores nothing for a taken address and mails its owner a notice instead of a confirmation', async () => {
    const { user, session } = await person('bram');
    const before = await stored(user.id);
    const ownerBefore = await stored(owner.id);
    const mailsBefore = (await mailsTo(owner.email)).length;
    expect((await changeEmail(session, owner.email)).statusCode).toBe(200);

    // The caller's account keeps its address, with no change waiting and no new confirmation token.
    expect(await stored(user.id)).toMatchObject({
      email: before.email,
      unconfirmedEmail: null,
      confirmationTokenHash: before.confirmationTokenHash,
    });
    expect(await stored(owner.id)).toEqual(ownerBefore);
    const mails = await mailsTo(owner.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    const notice = mails[0]!;
    expect(notice.subject).toBe('Someone tried to use your e-mail address on Vacaturebank Wisselstad');
    expect(notice.text).toContain('Hello Olga,');
    expect(notice.text).toContain('Someone tried to use this e-mail address for another account');
    const link = linkIn(notice, 'https://wisselstad.example/');
    expect(`${link.origin}${link.pathname}${link.search}`).toBe('https://wisselstad.example/inloggen');
    expect(notice.text).not.toContain('confirmation_token');
    expect(notice.text).not.toContain(user.email);
    const current = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/current_user',
      headers: signedInHeaders(tenantKey, session),
    });
    expect(current.json().data.attributes).toMatchObject({ email: user.email, unconfirmed_email: null });
  });

  it('limits each person to a few changes an hour, whatever the addresses: 429 with Retry-After', async () => {
    const { user, session } = await person('chris');
    for (let attempt = 1; attempt <= emailChangesPerPerson; attempt += 1) {
      const address = attempt % 2 === 0 ? owner.email : `chris.${attempt}@vrij.example`;
      expect((await changeEmail(session, address)).statusCode, `attempt ${attempt}`).toBe(200);
    }
    const pending = (await stored(user.id)).unconfirmedEmail;
    const mails = (await readMailbox(testApp, tenantId)).length;
    const refused = await changeEmail(session, 'chris.te-veel@vrij.example');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().errors[0]).toMatchObject({ code: 'rate_limited', title: 'Too many requests' });
    expect((await stored(user.id)).unconfirmedEmail).toBe(pending);
    expect(await readMailbox(testApp, tenantId)).toHaveLength(mails);
    // Someone else is not held back by it.
    const other = await person('dirk');
    expect((await changeEmail(other.session, 'dirk.nieuw@vrij.example')).statusCode).toBe(200);
  });

  it('limits each internet address like the other account routes: 429 with Retry-After', async () => {
    const from = freshAddress();
    const people = [];
    for (let index = 0; index <= perAddressLimit; index += 1) people.push(await person(`erik${index}`));
    const answers = [];
    for (const [index, { session }] of people.entries()) {
      answers.push(await changeEmail(session, `erik.${index}@vrij.example`, from));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([...Array(perAddressLimit).fill(200), 429]);
    const refused = answers.at(-1)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().errors[0]).toMatchObject({ code: 'rate_limited' });
    expect((await stored(people.at(-1)!.user.id)).unconfirmedEmail).toBeNull();
  });
});
