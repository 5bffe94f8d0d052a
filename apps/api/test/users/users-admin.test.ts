import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/factories/user-factory.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { auditEvents } from '../../src/modules/audit/audit.schema.ts';
import { users } from '../../src/modules/users/users.schema.ts';
import { lastMailTo, linkIn } from '../support/mailbox.ts';
import { createUsersWorld, unauthenticatedBody, type UsersWorld } from './users-world.ts';

describe('users administration: list, show, invite, edit, delete', () => {
  let world: UsersWorld;
  beforeAll(async () => {
    world = await createUsersWorld();
  });
  afterAll(async () => world.testApp.close());

  const findUser = (id: number, tenantId = world.tenantId) =>
    withTenant(world.testApp.database, tenantId, async ({ transaction }) => {
      const [row] = await transaction.select().from(users).where(eq(users.id, id));
      return row;
    });
  const emailsOf = (body: { data: { attributes: { email: string } }[] }) =>
    body.data.map((user) => user.attributes.email);

  describe('GET /api/v1/users', () => {
    it('lists the tenant’s users for a super admin, sorted by last name, with pagination meta and links', async () => {
      const response = await world.request(world.superAdmin, 'GET', '/api/v1/users?page[size]=2');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.data).toHaveLength(2);
      // Other tests of this file add users; the page figures follow the total, whatever it is now.
      const { total } = body.meta.pagination as { total: number };
      expect(total).toBeGreaterThanOrEqual(5);
      expect(body.meta.pagination).toEqual({ page: 1, page_size: 2, total, total_pages: Math.ceil(total / 2) });
      expect(body.links.next).toContain('page%5Bnumber%5D=2');
      const next = await world.request(world.superAdmin, 'GET', body.links.next);
      expect(next.json().meta.pagination.page).toBe(2);
      expect(body.data[0].meta.abilities).toMatchObject({
        update: expect.any(Boolean),
        sign_in_as: expect.any(Boolean),
      });
      expect(emailsOf(body)).not.toContain('vreemd@example.org');
    });

    it('searches name and e-mail case-insensitively', async () => {
      const response = await world.request(world.centerAdmin, 'GET', '/api/v1/users?filter[search]=BRUG');
      expect(emailsOf(response.json())).toEqual(['brug@example.org']);
    });

    it('filters on role and organisation and includes the organisations', async () => {
      const url = `/api/v1/users?filter[role]=admin&filter[organization_id]=${world.organization.id}&include=organizations&sort=email&page[size]=1000`;
      const response = await world.request(world.centerAdmin, 'GET', url);
      const body = response.json();
      expect(emailsOf(body)).toEqual(['brug@example.org', 'collega@example.org']);
      expect(body.included).toEqual([
        {
          type: 'organizations',
          id: String(world.organization.id),
          attributes: {
            name: 'Buurthuis De Brug',
            type: 'Foundation',
            status: 'approved',
            volunteer_center_id: String(world.center.id),
          },
        },
      ]);
      expect(body.data[0].relationships.organizations.data).toEqual([
        { type: 'organizations', id: String(world.organization.id) },
      ]);
    });

    it('filters on status and sorts by e-mail descending', async () => {
      const response = await world.request(world.superAdmin, 'GET', '/api/v1/users?filter[status]=active&sort=-email');
      const emails = emailsOf(response.json());
      expect(emails).toEqual([...emails].sort().reverse());
      expect(response.json().links.self).toContain('&filter%5Bstatus%5D=active&sort=-email');
    });

    it('shows an organisation admin only the users of their organisation', async () => {
      const response = await world.request(world.orgAdmin, 'GET', '/api/v1/users?sort=email');
      expect(response.statusCode).toBe(200);
      expect(emailsOf(response.json())).toEqual(['brug@example.org', 'collega@example.org']);
      expect(response.json().data[1].meta.abilities).toEqual({
        update: false,
        destroy: false,
        add_role: false,
        remove_role: false,
        sign_in_as: false,
        resend_confirmation: false,
      });
    });

    it('refuses a volunteer with 403', async () => {
      const response = await world.request(world.volunteer, 'GET', '/api/v1/users');
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0]).toMatchObject({ status: '403', code: 'forbidden' });
    });

    it('answers 401 when signed out', async () => {
      const response = await world.request(null, 'GET', '/api/v1/users');
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthenticatedBody);
    });

    it('answers 422 for a page size above the admin list size and an unknown sort', async () => {
      const response = await world.request(world.superAdmin, 'GET', '/api/v1/users?page[size]=1001&sort=name');
      expect(response.statusCode).toBe(422);
      const parameters = response
        .json()
        .errors.map((error: { source: { parameter: string } }) => error.source.parameter);
      expect(parameters.sort()).toEqual(['page[size]', 'sort']);
    });
  });

  describe('GET /api/v1/users/{id}', () => {
    it('shows a user with roles and organisations included', async () => {
      const response = await world.request(
        world.centerAdmin,
        'GET',
        `/api/v1/users/${world.orgAdmin.id}?include=roles,organizations`,
      );
      expect(response.statusCode).toBe(200);
      const types = response.json().included.map((item: { type: string }) => item.type);
      expect(types.sort()).toEqual(['organizations', 'roles']);
      expect(response.json().included.find((item: { type: string }) => item.type === 'roles').attributes).toEqual({
        name: 'admin',
        resource_type: 'Organization',
        resource_id: String(world.organization.id),
        resource_name: 'Buurthuis De Brug',
      });
    });

    it('refuses an organisation admin a user outside their organisation with 403', async () => {
      const response = await world.request(world.orgAdmin, 'GET', `/api/v1/users/${world.volunteer.id}`);
      expect(response.statusCode).toBe(403);
    });

    it('answers 404 for an unknown id and for a user of another tenant', async () => {
      expect((await world.request(world.superAdmin, 'GET', '/api/v1/users/999999')).statusCode).toBe(404);
      const foreign = await world.request(world.superAdmin, 'GET', `/api/v1/users/${world.foreigner.id}`);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().errors[0]).toMatchObject({ code: 'user_not_found', title: 'User not found.' });
    });

    it('answers 401 when signed out', async () => {
      const response = await world.request(null, 'GET', `/api/v1/users/${world.volunteer.id}`);
      expect(response.json()).toEqual(unauthenticatedBody);
    });
  });

  describe('POST /api/v1/users', () => {
    it('invites a user: 201, status invited, and an invitation mail with a link to /auth/reset on the tenant host', async () => {
      const response = await world.request(world.centerAdmin, 'POST', '/api/v1/users', {
        user: { email: 'Nieuw@Example.org', first_name: 'Nina', last_name: 'Nieuw', phone: '0612345678', locale: 'en' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().data.attributes).toMatchObject({
        email: 'nieuw@example.org',
        status: 'invited',
        confirmed_at: null,
        locale: 'en',
      });
      const mail = await lastMailTo(world.testApp, world.tenantId, 'nieuw@example.org');
      expect(mail.subject).toBe("You've been invited to Vacaturebank Rivierstad");
      const link = linkIn(mail, '/auth/reset');
      expect(link.hostname).toBe('rivierstad.example');
      expect(link.searchParams.get('reset_password_token')).toMatch(/^[\w-]{20,}$/);
      expect(mail.text).toContain('Sam Jansen');
      const created = await withTenant(world.testApp.database, world.tenantId, ({ transaction }) =>
        transaction.select().from(auditEvents).where(eq(auditEvents.action, 'user_created')),
      );
      // Other tests of this world create users too: only this one's audit entry counts.
      const subjectUserId = Number(response.json().data.id);
      expect(created.filter((event) => event.subjectUserId === subjectUserId)).toEqual([
        expect.objectContaining({ actorUserId: world.centerAdmin.id, subjectUserId }),
      ]);
    });

    it('answers 422 with a pointer when the e-mail address is taken or invalid', async () => {
      const taken = await world.request(world.superAdmin, 'POST', '/api/v1/users', {
        user: { email: 'vrijwilliger@example.org', first_name: 'A', last_name: 'B' },
      });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors[0]).toMatchObject({ code: 'email_taken', source: { pointer: '/user/email' } });
      const invalid = await world.request(world.superAdmin, 'POST', '/api/v1/users', {
        user: { email: 'geen-adres', first_name: '', last_name: 'B' },
      });
      const pointers = invalid.json().errors.map((error: { source: { pointer: string } }) => error.source.pointer);
      expect(pointers.sort()).toEqual(['/user/email', '/user/first_name']);
    });

    it('lets a user of another tenant’s address be invited here (accounts are per tenant)', async () => {
      const response = await world.request(world.superAdmin, 'POST', '/api/v1/users', {
        user: { email: 'vreemd@example.org', first_name: 'Vera', last_name: 'Vreemd' },
      });
      expect(response.statusCode).toBe(201);
    });

    it('refuses an organisation admin and a volunteer with 403', async () => {
      for (const actor of [world.orgAdmin, world.volunteer]) {
        const response = await world.request(actor, 'POST', '/api/v1/users', {
          user: { email: 'nooit@example.org', first_name: 'A', last_name: 'B' },
        });
        expect(response.statusCode).toBe(403);
      }
    });

    it('answers 401 when signed out', async () => {
      const response = await world.request(null, 'POST', '/api/v1/users', {
        user: { email: 'nooit@example.org', first_name: 'A', last_name: 'B' },
      });
      expect(response.json()).toEqual(unauthenticatedBody);
    });
  });

  describe('PATCH /api/v1/users/{id}', () => {
    it('edits a user and audits a status change', async () => {
      const { user } = await createUser(world.testApp.database, world.tenantId);
      const response = await world.request(world.centerAdmin, 'PATCH', `/api/v1/users/${user.id}`, {
        user: { first_name: 'Karin', status: 'inactive' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.attributes).toMatchObject({ first_name: 'Karin', status: 'inactive' });
      const events = await withTenant(world.testApp.database, world.tenantId, ({ transaction }) =>
        transaction
          .select()
          .from(auditEvents)
          .where(and(eq(auditEvents.subjectUserId, user.id), eq(auditEvents.action, 'status_changed'))),
      );
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        actorUserId: world.centerAdmin.id,
        details: { from: 'active', to: 'inactive' },
      });
    });

    it('rejects a centre admin editing a super admin with 403', async () => {
      const response = await world.request(world.centerAdmin, 'PATCH', `/api/v1/users/${world.superAdmin.id}`, {
        user: { first_name: 'Gehackt' },
      });
      expect(response.statusCode).toBe(403);
      expect((await findUser(world.superAdmin.id))!.firstName).toBe(world.superAdmin.firstName);
    });

    it('rejects an administrator changing their own status with 403', async () => {
      const response = await world.request(world.centerAdmin, 'PATCH', `/api/v1/users/${world.centerAdmin.id}`, {
        user: { status: 'archived' },
      });
      expect(response.statusCode).toBe(403);
    });

    it('answers 422 for an invalid status, a taken e-mail and putting someone back to invited', async () => {
      const invalid = await world.request(world.superAdmin, 'PATCH', `/api/v1/users/${world.volunteer.id}`, {
        user: { status: 'deleted' },
      });
      expect(invalid.statusCode).toBe(422);
      expect(invalid.json().errors[0].source).toEqual({ pointer: '/user/status' });
      const taken = await world.request(world.superAdmin, 'PATCH', `/api/v1/users/${world.volunteer.id}`, {
        user: { email: 'brug@example.org' },
      });
      expect(taken.json().errors[0].source).toEqual({ pointer: '/user/email' });
      const invited = await world.request(world.superAdmin, 'PATCH', `/api/v1/users/${world.volunteer.id}`, {
        user: { status: 'invited' },
      });
      expect(invited.json().errors[0]).toMatchObject({
        code: 'status_not_allowed',
        source: { pointer: '/user/status' },
      });
    });

    it('answers 404 for a user of another tenant and leaves them unchanged', async () => {
      const response = await world.request(world.superAdmin, 'PATCH', `/api/v1/users/${world.foreigner.id}`, {
        user: { first_name: 'Overgenomen' },
      });
      expect(response.statusCode).toBe(404);
      expect((await findUser(world.foreigner.id, world.otherTenantId))!.firstName).toBe(world.foreigner.firstName);
    });

    it('answers 401 when signed out', async () => {
      const response = await world.request(null, 'PATCH', `/api/v1/users/${world.volunteer.id}`, { user: {} });
      expect(response.json()).toEqual(unauthenticatedBody);
    });
  });

  describe('DELETE /api/v1/users/{id}', () => {
    it('deletes a user with 204, audited', async () => {
      const { user } = await createUser(world.testApp.database, world.tenantId);
      const response = await world.request(world.centerAdmin, 'DELETE', `/api/v1/users/${user.id}`);
      expect(response.statusCode).toBe(204);
      expect(await findUser(user.id)).toBeUndefined();
      const events = await withTenant(world.testApp.database, world.tenantId, ({ transaction }) =>
        transaction.select().from(auditEvents).where(eq(auditEvents.action, 'user_deleted')),
      );
      expect(events.at(-1)).toMatchObject({ actorUserId: world.centerAdmin.id, details: { via: 'administrator' } });
    });

    it('refuses deleting oneself here, a centre admin deleting a super admin, and a volunteer deleting anyone', async () => {
      const attempts = [
        [world.superAdmin, world.superAdmin],
        [world.centerAdmin, world.superAdmin],
        [world.volunteer, world.colleagueAdmin],
        [world.orgAdmin, world.colleagueAdmin],
      ] as const;
      for (const [actor, target] of attempts) {
        const response = await world.request(actor, 'DELETE', `/api/v1/users/${target.id}`);
        expect(response.statusCode).toBe(403);
        expect(await findUser(target.id)).toBeDefined();
      }
    });

    it('answers 404 for a user of another tenant and leaves them in place', async () => {
      const response = await world.request(world.superAdmin, 'DELETE', `/api/v1/users/${world.foreigner.id}`);
      expect(response.statusCode).toBe(404);
      expect(await findUser(world.foreigner.id, world.otherTenantId)).toBeDefined();
    });

    it('answers 401 when signed out', async () => {
      const response = await world.request(null, 'DELETE', `/api/v1/users/${world.volunteer.id}`);
      expect(response.json()).toEqual(unauthenticatedBody);
    });
  });
});
