import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '../../src/modules/audit/audit.schema.ts';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { createUser, factoryPassword } from '../../src/factories/user-factory.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';
import { readMailbox, waitForMailTo } from '../support/mailbox.ts';

// Issue 10, holes 8 and 9: a failed sign-in locks the address for one source
// (client IP) only, an unknown address is counted and answered exactly like a
// known one, the owner hears about a lock once, and every failure is audited.

const limit = 3;
const wrongPassword = 'Niet-het-goede-wachtwoord';

describe('locking failed sign-ins per account and source', () => {
  let testApp: TestApp;
  let tenantId: number;

  beforeAll(async () => {
    testApp = await createTestApp({
      environment: { FAILED_SIGN_IN_LIMIT: String(limit), AUTH_RATE_LIMIT: '1000' },
    });
    tenantId = (await createTenant(testApp.database, { key: 'rivierstad', hosts: ['rivierstad.example'] })).id;
    await createCenter(testApp.database, tenantId, { center: { isDefault: true } });
  });
  afterAll(async () => testApp.close());

  const signIn = (email: string, password: string, from: string, language = 'en') =>
    testApp.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      headers: tenantHeaders('rivierstad', { 'accept-language': language, host: 'rivierstad.example' }),
      remoteAddress: from,
      payload: { email, password },
    });

  async function failTimes(email: string, from: string, times: number) {
    const answers = [];
    for (let attempt = 0; attempt < times; attempt += 1) {
      const response = await signIn(email, wrongPassword, from);
      answers.push({ status: response.statusCode, body: response.json(), retryAfter: response.headers['retry-after'] });
    }
    return answers;
  }

  it('locks wrong passwords from one address out of that source only: the right password from another signs in', async () => {
    const { user } = await createUser(testApp.database, tenantId);
    await failTimes(user.email, '198.51.100.10', limit);

    const fromAttacker = await signIn(user.email, factoryPassword, '198.51.100.10');
    expect(fromAttacker.statusCode).toBe(429);
    expect(fromAttacker.json().errors[0]).toMatch(/^Too many failed sign-in attempts. Try again in \d+ minutes.$/);
    expect(Number(fromAttacker.headers['retry-after'])).toBeGreaterThan(3000);

    const fromOwner = await signIn(user.email, factoryPassword, '203.0.113.20');
    expect(fromOwner.statusCode).toBe(200);
    expect(fromOwner.headers['access-token']).toEqual(expect.any(String));
  });

  it('says so in Dutch to a Dutch client', async () => {
    const { user } = await createUser(testApp.database, tenantId);
    await failTimes(user.email, '198.51.100.11', limit);
    const dutch = await signIn(user.email, factoryPassword, '198.51.100.11', 'nl');
    expect(dutch.json().errors[0]).toMatch(/^Te veel mislukte inlogpogingen. Probeer het over \d+ minuten opnieuw.$/);
  });

  it('answers an unknown address with the same sequence of statuses and bodies as a known one', async () => {
    const { user } = await createUser(testApp.database, tenantId);
    const known = await failTimes(user.email, '198.51.100.12', limit + 2);
    const unknown = await failTimes('niemand-hier@example.org', '198.51.100.12', limit + 2);

    const shape = (answers: typeof known) => answers.map(({ status, body }) => ({ status, body }));
    expect(shape(unknown)).toEqual(shape(known));
    expect(known.map((answer) => answer.status)).toEqual([401, 401, 401, 429, 429]);
    expect(
      unknown.every((answer, index) => (answer.retryAfter === undefined) === (known[index]!.retryAfter === undefined)),
    ).toBe(true);
  });

  it('mails the owner once, in their language, with a link on the tenant host to ask for a new password', async () => {
    const { user } = await createUser(testApp.database, tenantId, { user: { locale: 'en', firstName: 'Noor' } });
    await failTimes(user.email, '198.51.100.13', limit + 2);
    // A second source locked within the hour adds no second mail.
    await failTimes(user.email, '198.51.100.14', limit + 1);
    await testApp.app.backgroundTasks.settle();

    const mail = await waitForMailTo(testApp, tenantId, user.email);
    expect(mail.subject).toMatch(/^Signing in to .+ temporarily blocked from one address$/);
    expect(mail.text).toContain('Hello Noor,');
    expect(mail.text).toContain('https://rivierstad.example/auth/recover');
    const toOwner = (await readMailbox(testApp, tenantId)).filter((candidate) =>
      candidate.recipients.includes(user.email),
    );
    expect(toOwner).toHaveLength(1);
  });

  it('mails a Dutch owner in Dutch', async () => {
    const { user } = await createUser(testApp.database, tenantId, { user: { locale: 'nl' } });
    await failTimes(user.email, '198.51.100.15', limit);
    const mail = await waitForMailTo(testApp, tenantId, user.email);
    expect(mail.subject).toMatch(/^Inloggen op .+ tijdelijk geblokkeerd vanaf één adres$/);
  });

  it('audits every failure, of a known and of an unknown address alike', async () => {
    const { user } = await createUser(testApp.database, tenantId);
    await failTimes(user.email, '198.51.100.16', 1);
    await failTimes('onbekend-adres@example.org', '198.51.100.16', 1);
    await testApp.app.backgroundTasks.settle();

    const failures = (condition: ReturnType<typeof and>) =>
      withTenant(testApp.database, tenantId, ({ transaction }) =>
        transaction
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.action, 'sign_in_failed'), condition)),
      );
    const knownEvents = await failures(eq(auditEvents.subjectUserId, user.id));
    expect(knownEvents.map((event) => event.details)).toEqual([{ reason: 'wrong_password' }]);
    const unknownEvents = await failures(
      and(isNull(auditEvents.subjectUserId), eq(auditEvents.ipAddress, '198.51.100.16')),
    );
    expect(unknownEvents.map((event) => event.details)).toEqual([{ reason: 'unknown_email' }]);
  });

  it('starts counting afresh after a successful sign-in from the same source', async () => {
    const { user } = await createUser(testApp.database, tenantId);
    await failTimes(user.email, '198.51.100.17', limit - 1);
    expect((await signIn(user.email, factoryPassword, '198.51.100.17')).statusCode).toBe(200);
    const again = await failTimes(user.email, '198.51.100.17', limit - 1);
    expect(again.map((answer) => answer.status)).toEqual([401, 401]);
    expect((await signIn(user.email, factoryPassword, '198.51.100.17')).statusCode).toBe(200);
  });
});
