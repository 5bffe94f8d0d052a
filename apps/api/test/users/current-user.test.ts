import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/factories/user-factory.ts';
import { signIn, signedInHeaders } from '../support/sessions.ts';
import { createUsersWorld, otherTenantKey, unauthenticatedBody, type UsersWorld } from './users-world.ts';

describe('GET and PATCH /api/v1/current_user', () => {
  let world: UsersWorld;
  beforeAll(async () => {
    world = await createUsersWorld();
  });
  afterAll(async () => world.testApp.close());

  it('answers the signed-in user with roles, resource names and account abilities', async () => {
    const response = await world.request(world.centerAdmin, 'GET', '/api/v1/current_user?include=roles');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toMatchObject({
      type: 'users',
      id: String(world.centerAdmin.id),
      attributes: { email: 'centrum@example.org' },
      meta: {
        abilities: {
          list_users: true,
          create_users: true,
          grant_super_admin: false,
          view_dev_mail: false,
          manage_center: true,
          manage_vacancies: true,
          manage_users: true,
          create_organizations: true,
          approve_organizations: true,
          manage_tags: true,
          manage_settings: true,
        },
        impersonated_by: null,
      },
    });
    expect(body.data.relationships.roles.data).toHaveLength(1);
    expect(body.included).toEqual([
      {
        type: 'roles',
        id: body.data.relationships.roles.data[0].id,
        attributes: {
          name: 'center_admin',
          resource_type: 'VolunteerCenter',
          resource_id: String(world.center.id),
          resource_name: 'Centrum Rivierstad',
        },
      },
    ]);
  });

  it('gives a volunteer no account abilities', async () => {
    const response = await world.request(world.volunteer, 'GET', '/api/v1/current_user');
    expect(response.json().data.meta.abilities).toEqual({
      list_users: false,
      create_users: false,
      grant_super_admin: false,
      view_dev_jobs: false,
      view_dev_mail: false,
      manage_center: false,
      manage_vacancies: false,
      manage_users: false,
      create_organizations: false,
      approve_organizations: false,
      manage_tags: false,
      manage_settings: false,
    });
    expect(response.json().included).toEqual([]);
  });

  it.each([
    ['super admin', 'superAdmin', [true, true, true, true, true, true]],
    ['centre admin', 'centerAdmin', [true, true, true, true, true, false]],
    ['organisation admin', 'orgAdmin', [false, false, false, false, true, false]],
    ['volunteer', 'volunteer', [false, false, false, false, false, false]],
  ] as const)(
    'tells a %s which back-office pages to open before they load anything',
    async (_name, person, expected) => {
      const response = await world.request(world[person], 'GET', '/api/v1/current_user');
      const abilities = response.json().data.meta.abilities;
      expect([
        abilities.manage_users,
        abilities.create_organizations,
        abilities.approve_organizations,
        abilities.manage_tags,
        abilities.manage_settings,
        abilities.view_dev_mail,
      ]).toEqual(expected);
    },
  );

  it('answers 401 with devise’s body when signed out', async () => {
    const response = await world.request(null, 'GET', '/api/v1/current_user');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthenticatedBody);
  });

  it('refuses an unknown include with 400', async () => {
    const response = await world.request(world.volunteer, 'GET', '/api/v1/current_user?include=vacancies');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].source).toEqual({ parameter: 'include' });
  });

  it('does not accept a session of another tenant (sign-in through tenant B, request through tenant A)', async () => {
    const response = await world.testApp.app.inject({
      method: 'GET',
      url: '/api/v1/current_user',
      headers: {
        'x-tenant': 'rivierstad',
        'app-context': 'main',
        uid: world.foreigner.email,
        client: 'x',
        'access-token': 'y',
      },
    });
    expect(response.statusCode).toBe(401);
  });

  it('updates the profile fields and answers the user', async () => {
    const { user } = await createUser(world.testApp.database, world.tenantId, {
      user: { email: 'profiel@example.org' },
    });
    const response = await world.request(user, 'PATCH', '/api/v1/current_user', {
      user: {
        first_name: 'Noor',
        last_name: 'de Vries',
        phone: '+31 6 1234 5678',
        date_of_birth: '1990-04-01',
        postcode: '1234 ab',
        city: 'Rivierstad',
        locale: 'en',
        about_me: 'Ik help graag.',
        skills: ['koken'],
        interests: ['natuur'],
        availability: { monday: ['morning', 'evening'] },
        visible_in_pool: true,
        digest_frequency: 'weekly',
        status: 'archived',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      first_name: 'Noor',
      last_name: 'de Vries',
      full_name: 'Noor de Vries',
      phone: '+31 6 1234 5678',
      date_of_birth: '1990-04-01',
      postcode: '1234AB',
      city: 'Rivierstad',
      locale: 'en',
      about_me: 'Ik help graag.',
      skills: ['koken'],
      interests: ['natuur'],
      availability: { monday: ['morning', 'evening'] },
      visible_in_pool: true,
      digest_frequency: 'weekly',
      // Not a profile field: ignored.
      status: 'active',
    });
  });

  it('answers 422 with a pointer per invalid field, in Dutch by default', async () => {
    const response = await world.request(
      world.volunteer,
      'PATCH',
      '/api/v1/current_user',
      { user: { postcode: 'abc', date_of_birth: '2999-01-01', digest_frequency: 'daily' } },
      { 'accept-language': 'nl' },
    );
    expect(response.statusCode).toBe(422);
    const pointers = response.json().errors.map((error: { source: { pointer: string } }) => error.source.pointer);
    expect(pointers.sort()).toEqual(['/user/date_of_birth', '/user/digest_frequency', '/user/postcode']);
    expect(response.json().errors[0].title).toBe('Ongeldige waarde');
  });

  it('refuses volunteer profile fields with 422 where the tenant has no volunteer profiles, changing nothing', async () => {
    const session = await signIn(world.testApp, otherTenantKey, world.foreigner.email);
    const response = await world.testApp.app.inject({
      method: 'PATCH',
      url: '/api/v1/current_user',
      headers: signedInHeaders(otherTenantKey, session, { 'accept-language': 'en' }),
      payload: { user: { first_name: 'Veranderd', about_me: 'Over mij', visible_in_pool: true } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual([
      expect.objectContaining({
        code: 'volunteer_profiles_disabled',
        detail: 'Volunteer profiles are not used on this website.',
        source: { pointer: '/user/about_me' },
      }),
      expect.objectContaining({ code: 'volunteer_profiles_disabled', source: { pointer: '/user/visible_in_pool' } }),
    ]);
    const unchanged = await world.testApp.app.inject({
      method: 'GET',
      url: '/api/v1/current_user',
      headers: signedInHeaders(otherTenantKey, session),
    });
    expect(unchanged.json().data.attributes).toMatchObject({ first_name: world.foreigner.firstName, about_me: null });
  });

  it('answers 401 to a signed-out PATCH', async () => {
    const response = await world.request(null, 'PATCH', '/api/v1/current_user', { user: { first_name: 'X' } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthenticatedBody);
  });
});
