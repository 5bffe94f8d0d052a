import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planDigests } from '../../src/modules/digests/digest-planner.service.ts';
import { users } from '../../src/modules/users/users.schema.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import type { UserRow } from '../../src/modules/users/users.schema.ts';
import { signIn, signedInHeaders } from '../support/sessions.ts';
import { tenantHeaders } from '../support/test-app.ts';
import { createDigestsWorld, type DigestsWorld } from './digests-world.ts';

describe('unsubscribing from the periodic mail without signing in', () => {
  let world: DigestsWorld;
  let volunteer: UserRow;
  let other: UserRow;
  /** The token of the volunteer's digest, from its List-Unsubscribe header. */
  let token: string;
  let otherTenantToken: string;

  const frequencyOf = async (user: UserRow) => {
    const [row] = await withTenant(world.testApp.database, user.tenantId, ({ transaction }) =>
      transaction.select({ frequency: users.digestFrequency }).from(users).where(eq(users.id, user.id)),
    );
    return row?.frequency;
  };

  const tokenOfMailTo = (email: string) => {
    const mail = world.mailer.sent.find((candidate) => candidate.to === email);
    const header = mail?.headers?.['List-Unsubscribe'] ?? '';
    return new URL(header.slice(1, -1)).searchParams.get('token') ?? '';
  };

  const oneClick = (query: string, host = 'rivierstad.example') =>
    world.testApp.app.inject({
      method: 'POST',
      url: `/api/v1/digest_subscription/unsubscribe${query}`,
      headers: { host, 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      payload: 'List-Unsubscribe=One-Click',
    });

  beforeAll(async () => {
    world = await createDigestsWorld();
    volunteer = await world.volunteer({ frequency: 'weekly' });
    other = await world.volunteer({ frequency: 'monthly' });
    const elsewhere = await world.volunteer({ frequency: 'weekly', tenantId: world.otherTenant.id });
    // A Wednesday afternoon: digests go out (not the night of a period's first day).
    const now = new Date('2026-11-25T14:00:00Z');
    const yesterday = new Date(now.getTime() - 86_400_000);
    await world.vacancy({ title: 'Taalmaatje', publishedAt: yesterday });
    const { createVacancy } = await import('../../src/factories/vacancy-factory.ts');
    await createVacancy(world.testApp.database, world.otherOrganization, { publishedAt: yesterday });
    await planDigests(world.testApp.app, { now });
    await world.testApp.app.jobs.drain();
    token = tokenOfMailTo(volunteer.email);
    otherTenantToken = tokenOfMailTo(elsewhere.email);
    expect(token).toMatch(/^v1\./);
    expect(otherTenantToken).toMatch(/^v1\./);
  });

  afterAll(async () => {
    await world?.close();
  });

  it('shows how often the link holder gets the mail, signed out', async () => {
    const response = await world.testApp.app.inject({
      method: 'GET',
      url: `/api/v1/digest_subscription?token=${token}`,
      headers: tenantHeaders(world.tenant.key),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      type: 'digest_subscriptions',
      attributes: { frequency: 'weekly', app_name: 'Vacaturebank Rivierstad' },
    });
  });

  it.each([
    ['a changed user', () => token.replace(/^v1\.(\d+)\.\d+\./, `v1.$1.${other.id}.`)],
    ['a changed signature', () => `${token.slice(0, -3)}${token.endsWith('AAA') ? 'BBB' : 'AAA'}`],
    ['another tenant', () => otherTenantToken],
    ['no signature', () => token.split('.').slice(0, 3).join('.')],
    ['nonsense', () => 'hallo'],
  ])('refuses %s with a translated 422 and changes nothing', async (_name, forged) => {
    const response = await oneClick(`?token=${encodeURIComponent(forged())}`);
    expect(response.statusCode).toBe(422);
    const [error] = response.json().errors;
    expect(error).toMatchObject({
      code: 'digest_link_invalid',
      title: 'This unsubscribe link is not valid.',
      source: { parameter: 'token' },
    });
    expect(await frequencyOf(volunteer)).toBe('weekly');
    expect(await frequencyOf(other)).toBe('monthly');
  });

  it('says so in Dutch too, and refuses a missing or overlong token', async () => {
    const dutch = await world.testApp.app.inject({
      method: 'GET',
      url: '/api/v1/digest_subscription?token=v1.1.1.x',
      headers: tenantHeaders(world.tenant.key),
    });
    expect(dutch.statusCode).toBe(422);
    expect(dutch.json().errors[0].title).toBe('Deze afmeldlink is niet geldig.');
    expect((await oneClick('')).statusCode).toBe(422);
    expect((await oneClick(`?token=${'a'.repeat(201)}`)).statusCode).toBe(422);
  });

  it("refuses the link on another tenant's host", async () => {
    const response = await oneClick(`?token=${token}`, 'heuvelland.example');
    expect(response.statusCode).toBe(422);
    expect(await frequencyOf(volunteer)).toBe('weekly');
  });

  it("stops the digest with a mail program's one-click POST (host only), and again harmlessly", async () => {
    const first = await oneClick(`?token=${token}`);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.attributes.frequency).toBe('never');
    expect(await frequencyOf(volunteer)).toBe('never');
    expect(await frequencyOf(other)).toBe('monthly');
    expect((await oneClick(`?token=${token}`)).statusCode).toBe(200);
  });

  it("works from the web page's JSON POST with the tenant headers", async () => {
    await withTenant(world.testApp.database, world.tenant.id, ({ transaction }) =>
      transaction.update(users).set({ digestFrequency: 'weekly' }).where(eq(users.id, volunteer.id)),
    );
    const response = await world.testApp.app.inject({
      method: 'POST',
      url: `/api/v1/digest_subscription/unsubscribe?token=${token}`,
      headers: tenantHeaders(world.tenant.key),
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(await frequencyOf(volunteer)).toBe('never');
  });

  it('lets only a super admin start a run by hand', async () => {
    const { createUser } = await import('../../src/factories/user-factory.ts');
    const { user: admin } = await createUser(world.testApp.database, world.tenant.id, {
      roles: [{ name: 'super_admin' }],
    });
    const run = (headers: Record<string, string>) =>
      world.testApp.app.inject({ method: 'POST', url: '/api/v1/digests/run', headers });
    expect((await run(tenantHeaders(world.tenant.key))).statusCode).toBe(401);
    const volunteerSession = await signIn(world.testApp, world.tenant.key, other.email);
    expect((await run(signedInHeaders(world.tenant.key, volunteerSession))).statusCode).toBe(403);
    const adminSession = await signIn(world.testApp, world.tenant.key, admin.email);
    const response = await run(signedInHeaders(world.tenant.key, adminSession));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: null, meta: { queued: expect.any(Number) } });
    // A second run in the same period queues nothing: each volunteer's job of the period exists.
    const again = await run(signedInHeaders(world.tenant.key, adminSession));
    expect(again.json()).toEqual({ data: null, meta: { queued: 0 } });
  });
});
