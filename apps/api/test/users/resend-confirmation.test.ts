import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/factories/user-factory.ts';
import { lastMailTo, linkIn, readMailbox } from '../support/mailbox.ts';
import { createUsersWorld, unauthenticatedBody, type UsersWorld } from './users-world.ts';

describe('POST /api/v1/users/{id}/resend_confirmation_instructions', () => {
  let world: UsersWorld;
  beforeAll(async () => {
    world = await createUsersWorld();
  });
  afterAll(async () => world.testApp.close());

  const resend = (actor: Parameters<UsersWorld['request']>[0], userId: number) =>
    world.request(actor, 'POST', `/api/v1/users/${userId}/resend_confirmation_instructions`);

  it('sends the confirmation mail again to an unconfirmed user', async () => {
    const { user } = await createUser(world.testApp.database, world.tenantId, {
      user: { email: 'onbevestigd@example.org', confirmedAt: null },
    });
    const response = await resend(world.centerAdmin, user.id);
    expect(response.statusCode).toBe(200);
    const mail = await lastMailTo(world.testApp, world.tenantId, 'onbevestigd@example.org');
    expect(linkIn(mail, '/confirm').searchParams.get('confirmation_token')).toBeTruthy();
  });

  it('sends the invitation again to an invited user', async () => {
    const { user } = await createUser(world.testApp.database, world.tenantId, {
      user: { email: 'uitgenodigd@example.org', status: 'invited', confirmedAt: null },
      password: null,
    });
    const response = await resend(world.superAdmin, user.id);
    expect(response.statusCode).toBe(200);
    const mail = await lastMailTo(world.testApp, world.tenantId, 'uitgenodigd@example.org');
    expect(linkIn(mail, '/auth/reset').searchParams.get('reset_password_token')).toBeTruthy();
  });

  it('answers 422 when the account needs neither', async () => {
    const before = (await readMailbox(world.testApp, world.tenantId)).length;
    const response = await resend(world.superAdmin, world.volunteer.id);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].code).toBe('confirmation_not_needed');
    expect((await readMailbox(world.testApp, world.tenantId)).length).toBe(before);
  });

  it('rejects an organisation admin and a centre admin acting on a super admin with 403', async () => {
    expect((await resend(world.orgAdmin, world.colleagueAdmin.id)).statusCode).toBe(403);
    expect((await resend(world.centerAdmin, world.superAdmin.id)).statusCode).toBe(403);
  });

  it('answers 404 for a user of another tenant and 401 when signed out', async () => {
    expect((await resend(world.superAdmin, world.foreigner.id)).statusCode).toBe(404);
    const signedOut = await resend(null, world.volunteer.id);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual(unauthenticatedBody);
  });
});
