import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/factories/user-factory.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { auditEvents } from '../../src/modules/audit/audit.schema.ts';
import { authTokens } from '../../src/modules/auth/auth.schema.ts';
import { signedInHeaders } from '../support/sessions.ts';
import { createUsersWorld, tenantKey, unauthenticatedBody, type UsersWorld } from './users-world.ts';

describe('POST /api/v1/sign_in_as_user', () => {
  let world: UsersWorld;
  beforeAll(async () => {
    world = await createUsersWorld();
  });
  afterAll(async () => world.testApp.close());

  const signInAs = (actor: Parameters<UsersWorld['request']>[0], userId: number | string) =>
    world.request(actor, 'POST', '/api/v1/sign_in_as_user', { user_id: userId });
  const tokensOf = (userId: number, tenantId = world.tenantId) =>
    withTenant(world.testApp.database, tenantId, ({ transaction }) =>
      transaction.select().from(authTokens).where(eq(authTokens.userId, userId)),
    );

  it('answers the target user and their new session headers; the session is marked as impersonated and audited', async () => {
    const response = await signInAs(world.centerAdmin, String(world.volunteer.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['uid']).toBe(world.volunteer.email);
    expect(response.headers['token-type']).toBe('Bearer');
    expect(response.json().data).toMatchObject({ id: String(world.volunteer.id), type: 'users' });

    const session = {
      'access-token': String(response.headers['access-token']),
      client: String(response.headers['client']),
      uid: String(response.headers['uid']),
    };
    const me = await world.testApp.app.inject({
      method: 'GET',
      url: '/api/v1/current_user',
      headers: signedInHeaders(tenantKey, session),
    });
    expect(me.json().data.id).toBe(String(world.volunteer.id));
    expect(me.json().data.meta.impersonated_by).toEqual({
      id: String(world.centerAdmin.id),
      full_name: `${world.centerAdmin.firstName} ${world.centerAdmin.lastName}`,
    });

    const impersonated = (await tokensOf(world.volunteer.id)).find((token) => token.client === session.client);
    expect(impersonated?.impersonatorUserId).toBe(world.centerAdmin.id);
    const events = await withTenant(world.testApp.database, world.tenantId, ({ transaction }) =>
      transaction
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'sign_in_as'), eq(auditEvents.subjectUserId, world.volunteer.id))),
    );
    expect(events).toHaveLength(1);
    expect(events[0]!.actorUserId).toBe(world.centerAdmin.id);

    // The administrator's own session stays valid.
    const own = await world.request(world.centerAdmin, 'GET', '/api/v1/current_user');
    expect(own.json().data.id).toBe(String(world.centerAdmin.id));

    // No chains: the impersonation session cannot sign in as someone else.
    const chained = await world.testApp.app.inject({
      method: 'POST',
      url: '/api/v1/sign_in_as_user',
      headers: signedInHeaders(tenantKey, session),
      payload: { user_id: world.orgAdmin.id },
    });
    expect(chained.statusCode).toBe(403);
  });

  it('rejects a centre admin signing in as a super admin or another centre admin', async () => {
    const { user: otherCenterAdmin } = await createUser(world.testApp.database, world.tenantId, {
      roles: [{ name: 'center_admin', resourceId: world.center.id }],
    });
    for (const target of [world.superAdmin, otherCenterAdmin]) {
      const response = await signInAs(world.centerAdmin, target.id);
      expect(response.statusCode).toBe(403);
      expect(response.headers['access-token']).toBeUndefined();
    }
  });

  it('rejects signing in as oneself, and organisation admins and volunteers altogether', async () => {
    expect((await signInAs(world.superAdmin, world.superAdmin.id)).statusCode).toBe(403);
    expect((await signInAs(world.orgAdmin, world.volunteer.id)).statusCode).toBe(403);
    expect((await signInAs(world.volunteer, world.orgAdmin.id)).statusCode).toBe(403);
  });

  it('answers 422 for a target that cannot sign in (invited)', async () => {
    const { user } = await createUser(world.testApp.database, world.tenantId, {
      user: { status: 'invited', confirmedAt: null },
      password: null,
    });
    const response = await signInAs(world.superAdmin, user.id);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].code).toBe('target_cannot_sign_in');
  });

  it('answers 422 for a malformed user id', async () => {
    const response = await signInAs(world.superAdmin, 'abc');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].source).toEqual({ pointer: '/user_id' });
  });

  it('answers 404 for a user of another tenant, who gets no session', async () => {
    const response = await signInAs(world.superAdmin, world.foreigner.id);
    expect(response.statusCode).toBe(404);
    expect(await tokensOf(world.foreigner.id, world.otherTenantId)).toEqual([]);
  });

  it('answers 401 when signed out', async () => {
    const response = await signInAs(null, world.volunteer.id);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthenticatedBody);
  });
});
