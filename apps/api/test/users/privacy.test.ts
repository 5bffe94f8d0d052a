import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, factoryPassword } from '../../src/factories/user-factory.ts';
import { withPlatform, withTenant } from '../../src/platform/database/tenant-scope.ts';
import { auditEvents } from '../../src/modules/audit/audit.schema.ts';
import { capturedMails } from '../../src/modules/dev-mail/dev-mail.schema.ts';
import { users } from '../../src/modules/users/users.schema.ts';
import { waitForMailTo } from '../support/mailbox.ts';
import { signIn, signedInHeaders } from '../support/sessions.ts';
import { createUsersWorld, tenantKey, unauthenticatedBody, type UsersWorld } from './users-world.ts';

describe('privacy: download my data and delete my account', () => {
  let world: UsersWorld;
  beforeAll(async () => {
    world = await createUsersWorld();
  });
  afterAll(async () => world.testApp.close());

  let profile = {
    email: 'marieke.privacy@example.org',
    firstName: 'Marieke',
    lastName: 'Verborgen',
    phone: '+31 6 9876 5432',
    postcode: '9999ZZ',
    city: 'Rivierstad',
    dateOfBirth: '1985-06-15',
    aboutMe: 'Marieke Verborgen helpt graag.',
    skills: ['tuinieren'],
  };

  /** A user with data in every table: profile, roles, sessions (one impersonated), tokens, audit events, mail. */
  async function createUserWithData(email: string) {
    profile = { ...profile, email };
    const { user } = await createUser(world.testApp.database, world.tenantId, {
      user: profile,
      roles: [{ name: 'admin', resourceId: world.organization.id }],
    });
    // A failed and a successful sign-in (audited), and a session.
    await world.testApp.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      headers: { 'x-tenant': tenantKey, 'app-context': 'main' },
      payload: { email: profile.email, password: 'Verkeerd-wachtwoord-1' },
    });
    const session = await signIn(world.testApp, tenantKey, profile.email);
    // A password reset token and its mail.
    await world.testApp.app.inject({
      method: 'POST',
      url: '/auth/password',
      headers: { 'x-tenant': tenantKey, 'app-context': 'main' },
      payload: { email: profile.email },
    });
    await waitForMailTo(world.testApp, world.tenantId, profile.email);
    // A pending e-mail change (confirmation token, unconfirmed address, mail to the new address).
    await world.testApp.app.inject({
      method: 'PUT',
      url: '/api/v1/current_user/email',
      headers: signedInHeaders(tenantKey, session),
      payload: { email: 'marieke.nieuw@example.org', password: factoryPassword },
    });
    // An administrator's actions about them: sign-in-as (impersonated session) and a role change.
    await world.request(world.superAdmin, 'POST', '/api/v1/sign_in_as_user', { user_id: user.id });
    await world.request(world.superAdmin, 'PUT', `/api/v1/users/${user.id}/add_role`, {
      role: { name: 'admin', resource_type: 'Organization', resource_id: world.otherOrganization.id },
    });
    return { user, session };
  }

  /** Every text, array and JSON column of every table (and every column referencing users) that mentions a needle or the id. */
  async function findTraces(needles: string[], userId: number): Promise<string[]> {
    return withPlatform(world.testApp.database, async (transaction) => {
      const columns = (await transaction.execute(sql`
        select table_name, column_name, data_type, udt_name from information_schema.columns
         where table_schema = 'public' and table_name <> '__migrations'
           and (data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY') or column_name like '%user_id')
      `)) as unknown as { rows: { table_name: string; column_name: string; data_type: string }[] };
      const found: string[] = [];
      for (const column of columns.rows) {
        const table = sql.identifier(column.table_name);
        const name = sql.identifier(column.column_name);
        if (column.column_name.endsWith('user_id') && !['text', 'jsonb', 'ARRAY'].includes(column.data_type)) {
          const result = (await transaction.execute(
            sql`select count(*)::int as hits from ${table} where ${name} = ${userId}`,
          )) as unknown as { rows: { hits: number }[] };
          if (result.rows[0]!.hits > 0) found.push(`${column.table_name}.${column.column_name} = id`);
          continue;
        }
        for (const needle of needles) {
          const result = (await transaction.execute(
            sql`select count(*)::int as hits from ${table} where ${name}::text ilike ${`%${needle}%`}`,
          )) as unknown as { rows: { hits: number }[] };
          if (result.rows[0]!.hits > 0) found.push(`${column.table_name}.${column.column_name} ~ ${needle}`);
        }
        if (column.data_type === 'jsonb' || column.data_type === 'json') {
          const result = (await transaction.execute(
            sql`select count(*)::int as hits from ${table}
                 where jsonb_path_exists(${name}::jsonb, ${'$.** ? (@ == $id || @ == $text)'}::jsonpath,
                                         jsonb_build_object('id', ${userId}::bigint, 'text', ${String(userId)}::text))`,
          )) as unknown as { rows: { hits: number }[] };
          if (result.rows[0]!.hits > 0) found.push(`${column.table_name}.${column.column_name} contains the id`);
        }
      }
      return found;
    });
  }

  it('exports the signed-in user’s data as a JSON attachment, without secrets', async () => {
    const { user, session } = await createUserWithData('export@example.org');
    const response = await world.testApp.app.inject({
      method: 'GET',
      url: '/api/v1/current_user/export',
      headers: signedInHeaders(tenantKey, session),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="volunteerly-export.json"');
    const exported = response.json();
    expect(Object.keys(exported).sort()).toEqual([
      'application_notes',
      'application_status_changes',
      'applications',
      'audit_events',
      'closed_conversations',
      'conversation_reads',
      'conversations',
      'digest_deliveries',
      'exported_at',
      'favorite_vacancies',
      'mails',
      'notification_preferences',
      'notifications',
      'organization_invitations',
      'roles',
      'saved_notification_templates',
      'sessions',
      'sessions_as_others',
      'uploads',
      'user',
    ]);
    expect(exported.user).toMatchObject({
      id: String(user.id),
      email: profile.email,
      unconfirmed_email: 'marieke.nieuw@example.org',
      first_name: 'Marieke',
      phone: profile.phone,
      postcode: '9999ZZ',
      date_of_birth: '1985-06-15',
      skills: ['tuinieren'],
    });
    expect(exported.roles.map((role: { resource_name: string }) => role.resource_name).sort()).toEqual([
      'Buurthuis De Brug',
      'Voedselbank Rivierstad',
    ]);
    expect(exported.sessions.length).toBeGreaterThanOrEqual(2);
    expect(exported.sessions.some((entry: { impersonated: boolean }) => entry.impersonated)).toBe(true);
    expect(Object.keys(exported.sessions[0]).sort()).toEqual([
      'created_at',
      'expires_at',
      'impersonated',
      'last_used_at',
      'user_agent',
    ]);
    const actions = exported.audit_events.map((event: { action: string }) => event.action);
    expect(actions).toEqual(
      expect.arrayContaining(['sign_in_failed', 'sign_in_succeeded', 'sign_in_as', 'role_added']),
    );
    expect(exported.mails.length).toBeGreaterThanOrEqual(1);
    expect(Object.keys(exported.mails[0]).sort()).toEqual(['received_at', 'subject']);
    expect(response.body).not.toMatch(/token_hash|encrypted_password|\$argon2/);
    expect(response.body).not.toContain(session['access-token']);
    // Clean up for the next test.
    await world.testApp.app.inject({
      method: 'DELETE',
      url: '/api/v1/current_user',
      headers: signedInHeaders(tenantKey, session),
      payload: { password: factoryPassword },
    });
  });

  it('answers 401 to a signed-out export', async () => {
    const response = await world.request(null, 'GET', '/api/v1/current_user/export');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthenticatedBody);
  });

  it('refuses deleting the account with a wrong password: 422 on /password, nothing deleted', async () => {
    const { user } = await createUser(world.testApp.database, world.tenantId);
    const response = await world.request(user, 'DELETE', '/api/v1/current_user', { password: 'Niet-goed-123' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0]).toMatchObject({
      code: 'password_invalid',
      detail: 'The password is not correct.',
      source: { pointer: '/password' },
    });
    const [row] = await withTenant(world.testApp.database, world.tenantId, ({ transaction }) =>
      transaction.select().from(users).where(eq(users.id, user.id)),
    );
    expect(row).toBeDefined();
  });

  it('answers 401 to a signed-out delete', async () => {
    const response = await world.request(null, 'DELETE', '/api/v1/current_user', { password: 'x' });
    expect(response.json()).toEqual(unauthenticatedBody);
  });

  it('erases the account: 204, sessions end, and no table keeps their e-mail, names, phone, postcode or id', async () => {
    const { user, session } = await createUserWithData('marieke.privacy@example.org');
    const countEvents = async () =>
      (
        await withTenant(world.testApp.database, world.tenantId, ({ transaction }) =>
          transaction.select({ total: count() }).from(auditEvents),
        )
      )[0]!.total;
    const eventsBefore = await countEvents();
    const mailsToOthersBefore = (
      await withTenant(world.testApp.database, world.tenantId, ({ transaction }) =>
        transaction
          .select({ total: count() })
          .from(capturedMails)
          .where(
            sql`not (${capturedMails.recipients} && array[${profile.email}, 'marieke.nieuw@example.org']::text[])`,
          ),
      )
    )[0]!.total;

    const response = await world.testApp.app.inject({
      method: 'DELETE',
      url: '/api/v1/current_user',
      headers: signedInHeaders(tenantKey, session),
      payload: { password: factoryPassword },
    });
    expect(response.statusCode).toBe(204);

    // Every event is still counted (plus the deletion itself); other people's mail stays.
    expect(await countEvents()).toBe(eventsBefore + 1);
    const mailsAfter = (
      await withTenant(world.testApp.database, world.tenantId, ({ transaction }) =>
        transaction.select({ total: count() }).from(capturedMails),
      )
    )[0]!.total;
    expect(mailsAfter).toBe(mailsToOthersBefore);

    const signedOut = await world.testApp.app.inject({
      method: 'GET',
      url: '/api/v1/current_user',
      headers: signedInHeaders(tenantKey, session),
    });
    expect(signedOut.statusCode).toBe(401);

    // Scan every text, array and JSON column of every table, and every column referencing users.
    const needles = [
      profile.email,
      'marieke.nieuw@example.org',
      profile.firstName,
      profile.lastName,
      profile.phone,
      profile.postcode,
    ];
    const leftovers = await findTraces(needles, user.id);
    expect(leftovers).toEqual([]);
    // The scan does find a user who is still there (it would notice a leak).
    expect(await findTraces([world.orgAdmin.email], world.orgAdmin.id)).toEqual(
      expect.arrayContaining(['users.email ~ brug@example.org', 'user_roles.user_id = id']),
    );
  });
});

describe('privacy: what an organisation admin sees of other people', () => {
  let world: UsersWorld;
  beforeAll(async () => {
    world = await createUsersWorld();
  });
  afterAll(async () => world.testApp.close());

  const personal = {
    phone: '+31 6 1111 2222',
    dateOfBirth: '1990-02-03',
    postcode: '1234AB',
    city: 'Geheimstad',
    aboutMe: 'Dit is alleen voor mij en het centrum.',
  };
  const personalAttributes = ['phone', 'date_of_birth', 'postcode', 'city', 'about_me', 'skills', 'availability'];

  it('shows a fellow admin’s name and e-mail address, never their date of birth, phone, postcode, city or about me', async () => {
    const { user: fellow } = await createUser(world.testApp.database, world.tenantId, {
      user: { email: 'mede.beheerder@example.org', firstName: 'Mede', lastName: 'Beheerder', ...personal },
      roles: [{ name: 'admin', resourceId: world.organization.id }],
    });
    const shown = await world.request(world.orgAdmin, 'GET', `/api/v1/users/${fellow.id}`);
    expect(shown.statusCode).toBe(200);
    const attributes = shown.json().data.attributes;
    expect(attributes).toMatchObject({ email: fellow.email, first_name: 'Mede', last_name: 'Beheerder' });
    for (const name of personalAttributes) expect(attributes).not.toHaveProperty(name);
    const listed = await world.request(
      world.orgAdmin,
      'GET',
      `/api/v1/users?filter[organization_id]=${world.organization.id}&page[size]=100`,
    );
    expect(listed.body).toContain(fellow.email);
    for (const value of Object.values(personal)) expect(listed.body).not.toContain(value);
  });

  it('does not show an organisation admin someone who is not a member at all', async () => {
    const { user: outsider } = await createUser(world.testApp.database, world.tenantId, {
      user: { email: 'geen.lid@example.org', ...personal },
    });
    const shown = await world.request(world.orgAdmin, 'GET', `/api/v1/users/${outsider.id}`);
    expect([403, 404]).toContain(shown.statusCode);
    expect(shown.body).not.toContain(personal.dateOfBirth);
    expect(shown.body).not.toContain(outsider.email);
  });

  it('does not attach an account by inviting it: its details stay hidden until it accepts', async () => {
    const { user: invitee } = await createUser(world.testApp.database, world.tenantId, {
      user: { email: 'nog.niet.lid@example.org', ...personal },
    });
    const invited = await world.request(
      world.orgAdmin,
      'POST',
      `/api/v1/organizations/${world.organization.id}/members`,
      {
        user: { email: invitee.email, first_name: 'X', last_name: 'Y' },
      },
    );
    expect(invited.statusCode).toBe(202);
    const shown = await world.request(world.orgAdmin, 'GET', `/api/v1/users/${invitee.id}`);
    expect([403, 404]).toContain(shown.statusCode);
    expect(shown.body).not.toContain(personal.phone);
  });

  it('still shows the user themselves and the centre admin everything', async () => {
    const { user: fellow } = await createUser(world.testApp.database, world.tenantId, {
      user: { email: 'volledig.zichtbaar@example.org', ...personal },
      roles: [{ name: 'admin', resourceId: world.organization.id }],
    });
    const byCenter = await world.request(world.centerAdmin, 'GET', `/api/v1/users/${fellow.id}`);
    expect(byCenter.json().data.attributes).toMatchObject({ date_of_birth: personal.dateOfBirth, city: personal.city });
    const bySelf = await world.request(fellow, 'GET', '/api/v1/current_user');
    expect(bySelf.json().data.attributes).toMatchObject({ phone: personal.phone, about_me: personal.aboutMe });
  });
});
