import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { createUser } from '../../src/factories/user-factory.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { createTestApp } from '../support/test-app.ts';
import { signIn, signedInHeaders, type SessionHeaders } from '../support/sessions.ts';

// Decision 005: a session lookup is reused for SESSION_CACHE_MS in one process,
// and forgotten after every request that may have written.

async function worldWith(cacheMs: string) {
  const testApp = await createTestApp({ environment: { SESSION_CACHE_MS: cacheMs } });
  const tenantId = (await createTenant(testApp.database, { key: 'rivierstad' })).id;
  await createCenter(testApp.database, tenantId, { center: { isDefault: true } });
  const currentUser = (session: SessionHeaders) =>
    testApp.app.inject({ method: 'GET', url: '/api/v1/current_user', headers: signedInHeaders('rivierstad', session) });
  const deactivateBehindTheAppsBack = (userId: number) =>
    withTenant(testApp.database, tenantId, ({ transaction }) =>
      transaction.execute(sql`update users set status = 'inactive' where id = ${userId}`),
    );
  return { testApp, tenantId, currentUser, deactivateBehindTheAppsBack };
}

describe('the session cache (one minute)', () => {
  let world: Awaited<ReturnType<typeof worldWith>>;
  beforeAll(async () => {
    world = await worldWith('60000');
  });
  afterAll(async () => world.testApp.close());

  it('ends a signed-out device at once', async () => {
    const { user } = await createUser(world.testApp.database, world.tenantId);
    const session = await signIn(world.testApp, 'rivierstad', user.email);
    expect((await world.currentUser(session)).statusCode).toBe(200);
    const signOut = await world.testApp.app.inject({
      method: 'DELETE',
      url: '/auth/sign_out',
      headers: signedInHeaders('rivierstad', session),
    });
    expect(signOut.statusCode).toBe(200);
    expect((await world.currentUser(session)).statusCode).toBe(401);
  });

  it('still checks the access token on every request', async () => {
    const { user } = await createUser(world.testApp.database, world.tenantId);
    const session = await signIn(world.testApp, 'rivierstad', user.email);
    expect((await world.currentUser(session)).statusCode).toBe(200);
    expect((await world.currentUser({ ...session, 'access-token': 'geraden-token' })).statusCode).toBe(401);
  });

  it('reuses a lookup until a request writes: a change made outside this process shows after the next write', async () => {
    const { user } = await createUser(world.testApp.database, world.tenantId);
    const session = await signIn(world.testApp, 'rivierstad', user.email);
    expect((await world.currentUser(session)).statusCode).toBe(200);
    await world.deactivateBehindTheAppsBack(user.id);
    // The documented trade-off: within the cache period this process still knows the old state.
    expect((await world.currentUser(session)).statusCode).toBe(200);
    // Any request that may write empties the cache (here: a failed sign-in of someone else).
    await world.testApp.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      headers: signedInHeaders('rivierstad', session),
      payload: { email: 'niemand@example.org', password: 'Niet-het-goede-wachtwoord' },
    });
    expect((await world.currentUser(session)).statusCode).toBe(401);
  });
});

describe('without the session cache (SESSION_CACHE_MS=0)', () => {
  let world: Awaited<ReturnType<typeof worldWith>>;
  beforeAll(async () => {
    world = await worldWith('0');
  });
  afterAll(async () => world.testApp.close());

  it('sees a change made outside this process on the next request', async () => {
    const { user } = await createUser(world.testApp.database, world.tenantId);
    const session = await signIn(world.testApp, 'rivierstad', user.email);
    expect((await world.currentUser(session)).statusCode).toBe(200);
    await world.deactivateBehindTheAppsBack(user.id);
    expect((await world.currentUser(session)).statusCode).toBe(401);
  });
});
