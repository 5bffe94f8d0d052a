import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/factories/user-factory.ts';
import { lastMailTo, linkIn, readMailbox } from '../support/mailbox.ts';
import { signIn, signedInHeaders } from '../support/sessions.ts';
import { tenantHeaders } from '../support/test-app.ts';
import { createUsersWorld, tenantKey, type UsersWorld } from '../users/users-world.ts';

const signUp = (email: string, overrides: Record<string, unknown> = {}) => ({
  organization: {
    name: 'Repair Café Rivierstad',
    type: 'Association',
    profile: { description: 'Samen repareren.', kvk_number: '11223344' },
    address: { street: 'Kerkstraat', house_number: '3', postcode: '3512 AA', city: 'Rivierstad' },
  },
  user: {
    email,
    password: 'Lange-zin-als-wachtwoord',
    password_confirmation: 'Lange-zin-als-wachtwoord',
    first_name: 'Robin',
    last_name: 'Reparateur',
  },
  ...overrides,
});

describe('POST /api/v1/organizations/signup', () => {
  let world: UsersWorld;
  beforeAll(async () => {
    world = await createUsersWorld();
  });
  afterAll(async () => world.testApp.close());

  it('creates a pending organisation with its first admin, who confirms by mail; the centre hears of it', async () => {
    const response = await world.request(null, 'POST', '/api/v1/organizations/signup', signUp('robin@repair.example'));
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.attributes).toMatchObject({ name: 'Repair Café Rivierstad', status: 'pending' });

    const confirmation = await lastMailTo(world.testApp, world.tenantId, 'robin@repair.example');
    const token = linkIn(confirmation, '/confirm').searchParams.get('confirmation_token');
    expect(token).toBeTruthy();
    const notice = await lastMailTo(world.testApp, world.tenantId, 'centrum@example.org');
    expect(notice.subject).toBe('Nieuwe registratie op Vacaturebank Rivierstad: Repair Café Rivierstad');
    expect(linkIn(notice, '/organizations/approve').host).toBe('rivierstad.example');

    const confirm = await world.request(null, 'POST', '/api/v1/confirm', { confirmation_token: token });
    expect(confirm.statusCode).toBe(200);
    const session = await signIn(world.testApp, tenantKey, 'robin@repair.example', 'Lange-zin-als-wachtwoord');
    const mine = await world.testApp.app.inject({
      method: 'GET',
      url: '/api/v1/current_organizations',
      headers: signedInHeaders(tenantKey, session),
    });
    expect(mine.json().data).toEqual([
      expect.objectContaining({ id: data.id, attributes: expect.objectContaining({ status: 'pending' }) }),
    ]);
  });

  it('refuses an e-mail address that already has an account, and creates no organisation', async () => {
    await createUser(world.testApp.database, world.tenantId, { user: { email: 'bestaat@example.org' } });
    const before = await world.request(world.centerAdmin, 'GET', '/api/v1/organizations?filter[status]=pending');
    const response = await world.request(null, 'POST', '/api/v1/organizations/signup', {
      ...signUp('bestaat@example.org'),
      organization: { name: 'Dubbele Aanmelding', type: 'Other' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].source.pointer).toBe('/user/email');
    const after = await world.request(world.centerAdmin, 'GET', '/api/v1/organizations?filter[status]=pending');
    expect(after.json().meta.pagination.total).toBe(before.json().meta.pagination.total);
  });

  it('refuses a weak password or a mismatch on the user’s fields, in Dutch by default', async () => {
    const response = await world.testApp.app.inject({
      method: 'POST',
      url: '/api/v1/organizations/signup',
      headers: tenantHeaders(tenantKey),
      payload: {
        ...signUp('zwak@example.org'),
        user: { ...signUp('').user, email: 'zwak@example.org', password: 'password123', password_confirmation: 'x' },
      },
    });
    expect(response.statusCode).toBe(422);
    const pointers = response.json().errors.map((error: { source: { pointer: string } }) => error.source.pointer);
    expect(pointers).toEqual(['/user/password', '/user/password_confirmation']);
    expect(response.json().errors[0].title).toBe('Ongeldige waarde');
    const mails = await readMailbox(world.testApp, world.tenantId);
    expect(mails.some((mail) => mail.recipients.includes('zwak@example.org'))).toBe(false);
  });

  it('refuses a sign-up without an organisation name', async () => {
    const response = await world.request(null, 'POST', '/api/v1/organizations/signup', {
      ...signUp('naamloos@example.org'),
      organization: { type: 'Other' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].source.pointer).toBe('/organization/name');
  });
});
