import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplication } from '../../src/factories/application-factory.ts';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createUser } from '../../src/factories/user-factory.ts';
import { createVacancy } from '../../src/factories/vacancy-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import type { ApplicationRow } from '../../src/modules/applications/applications.schema.ts';
import { applications } from '../../src/modules/applications/applications.schema.ts';
import { organizations, type OrganizationRow } from '../../src/modules/organizations/organizations.schema.ts';
import { userRoles, users, type UserRow } from '../../src/modules/users/users.schema.ts';
import { vacancies, type VacancyRow } from '../../src/modules/vacancies/vacancies.schema.ts';
import type { VolunteerCenterRow } from '../../src/modules/volunteer-centers/volunteer-centers.schema.ts';
import { createUsersWorld, type UsersWorld } from '../users/users-world.ts';

// Issue 10, hole 13 (decision 008): a centre admin governs their own volunteer centre only.
// The tenant has two centres: 'Centrum Rivierstad' (the world's centre, 1) and 'Centrum Oost' (2).
// The attack run had a centre admin of centre 1 approve an organisation of centre 2 and make a
// volunteer center_admin of centre 2; both answered 200.
describe('a centre admin acts for their own centre only', () => {
  let world: UsersWorld;
  let eastCenter: VolunteerCenterRow;
  let eastAdmin: UserRow;
  let eastPending: OrganizationRow;
  let eastApproved: OrganizationRow;
  let ownPending: OrganizationRow;
  let eastDraft: VacancyRow;
  let eastApplication: ApplicationRow;
  let ownApplication: ApplicationRow;

  beforeAll(async () => {
    world = await createUsersWorld({ ENABLE_ORGANIZATIONS_MOVING: 'true' });
    const { database } = world.testApp;
    eastCenter = (await createCenter(database, world.tenantId, { center: { name: 'Centrum Oost' } })).center;
    eastAdmin = (
      await createUser(database, world.tenantId, {
        user: { email: 'oost@example.org' },
        roles: [{ name: 'center_admin', resourceId: eastCenter.id }],
      })
    ).user;
    eastPending = await createOrganization(database, eastCenter, { name: 'Oost Wacht', status: 'pending' });
    eastApproved = await createOrganization(database, eastCenter, { name: 'Oost Buurtwerk' });
    ownPending = await createOrganization(database, world.center, { name: 'Rivier Wacht', status: 'pending' });
    eastDraft = await createVacancy(database, eastApproved, { title: 'Oost concept', status: 'draft' });
    const eastPublished = await createVacancy(database, eastApproved, { title: 'Oost live' });
    const ownPublished = await createVacancy(database, world.organization, { title: 'Rivier live' });
    eastApplication = await createApplication(database, eastPublished, {
      userId: world.volunteer.id,
      confirmedAt: new Date(),
    });
    ownApplication = await createApplication(database, ownPublished, {
      userId: world.volunteer.id,
      confirmedAt: new Date(),
    });
  });
  afterAll(async () => world.testApp.close());

  const organizationNow = (id: number) =>
    withTenant(world.testApp.database, world.tenantId, async ({ transaction }) => {
      const [row] = await transaction.select().from(organizations).where(eq(organizations.id, id));
      return row!;
    });
  const rolesOf = (userId: number) =>
    withTenant(world.testApp.database, world.tenantId, ({ transaction }) =>
      transaction.select().from(userRoles).where(eq(userRoles.userId, userId)),
    );
  const vacancyNow = (id: number) =>
    withTenant(world.testApp.database, world.tenantId, async ({ transaction }) => {
      const [row] = await transaction.select().from(vacancies).where(eq(vacancies.id, id));
      return row!;
    });
  const applicationNow = (id: number) =>
    withTenant(world.testApp.database, world.tenantId, async ({ transaction }) => {
      const [row] = await transaction.select().from(applications).where(eq(applications.id, id));
      return row!;
    });
  const userNow = (id: number) =>
    withTenant(world.testApp.database, world.tenantId, async ({ transaction }) => {
      const [row] = await transaction.select().from(users).where(eq(users.id, id));
      return row!;
    });

  describe('the two attacks of the issue', () => {
    it('refuses approving a pending organisation of another centre, which stays pending', async () => {
      const response = await world.request(
        world.centerAdmin,
        'PUT',
        `/api/v1/organizations/${eastPending.id}/approve`,
        { status: 'approved' },
      );
      // Another centre's pending organisation does not exist for them, like for any outsider.
      expect(response.statusCode).toBe(404);
      expect((await organizationNow(eastPending.id)).status).toBe('pending');
    });

    it('refuses making a volunteer center_admin of another centre, who gets no role', async () => {
      const { user } = await createUser(world.testApp.database, world.tenantId, {
        user: { email: 'opklimmer@example.org' },
      });
      const response = await world.request(world.centerAdmin, 'PUT', `/api/v1/users/${user.id}/add_role`, {
        role: { name: 'center_admin', resource_type: 'VolunteerCenter', resource_id: String(eastCenter.id) },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0]).toMatchObject({
        code: 'forbidden',
        title: 'You can only grant or remove roles for your own volunteer centre and its organisations.',
      });
      expect(await rolesOf(user.id)).toEqual([]);
    });
  });

  describe('organisations of another centre', () => {
    it('refuses deny, archive, edit, delete, move and members on them, changing nothing', async () => {
      const admin = world.centerAdmin;
      const at = (organization: OrganizationRow, suffix = '') => `/api/v1/organizations/${organization.id}${suffix}`;
      const attempts = [
        await world.request(admin, 'PUT', at(eastPending, '/approve'), {
          status: 'denied',
          denial_reason: 'Graag een beschrijving',
        }),
        await world.request(admin, 'PUT', at(eastApproved, '/approve'), { status: 'archived' }),
        await world.request(admin, 'PUT', at(eastApproved), { organization: { name: 'Overgenomen' } }),
        await world.request(admin, 'PUT', at(eastApproved), { organization: { status: 'archived' } }),
        await world.request(admin, 'DELETE', at(eastApproved)),
        await world.request(admin, 'PUT', at(eastApproved, '/move'), { volunteer_center_id: world.center.id }),
        await world.request(admin, 'POST', at(eastApproved, '/members'), {
          user: { email: 'binnendringer@example.org', first_name: 'B', last_name: 'D' },
        }),
      ];
      expect(attempts.map((response) => response.statusCode)).toEqual([404, 403, 403, 403, 403, 403, 403]);
      expect(await organizationNow(eastPending.id)).toMatchObject({ status: 'pending', denialReason: null });
      expect(await organizationNow(eastApproved.id)).toMatchObject({
        name: 'Oost Buurtwerk',
        status: 'approved',
        volunteerCenterId: eastCenter.id,
      });
    });

    it('shows their approved organisations with every ability false, and their pending ones not at all', async () => {
      const approved = await world.request(world.centerAdmin, 'GET', `/api/v1/organizations/${eastApproved.id}`);
      expect(approved.statusCode).toBe(200);
      expect(Object.values(approved.json().data.meta.abilities)).not.toContain(true);
      const pending = await world.request(world.centerAdmin, 'GET', `/api/v1/organizations/${eastPending.id}`);
      expect(pending.statusCode).toBe(404);
      const own = await world.request(world.centerAdmin, 'GET', `/api/v1/organizations/${ownPending.id}`);
      expect(own.json().data.meta.abilities).toMatchObject({ approve: true, deny: true, update: true, delete: true });
    });

    it('lists every status of the own centre and only the approved organisations of the other', async () => {
      const response = await world.request(world.centerAdmin, 'GET', '/api/v1/organizations?page[size]=100');
      const names = response.json().data.map((item: { attributes: { name: string } }) => item.attributes.name);
      expect(names).toEqual(expect.arrayContaining(['Rivier Wacht', 'Oost Buurtwerk']));
      expect(names).not.toContain('Oost Wacht');
      const queue = await world.request(world.centerAdmin, 'GET', '/api/v1/organizations?filter[status]=pending');
      expect(queue.json().data.map((item: { id: string }) => item.id)).toEqual([String(ownPending.id)]);
      expect(queue.json().meta.status_counts.pending).toBe(1);
      const eastQueue = await world.request(eastAdmin, 'GET', '/api/v1/organizations?filter[status]=pending');
      expect(eastQueue.json().data.map((item: { id: string }) => item.id)).toEqual([String(eastPending.id)]);
    });

    it('keeps the public list as it was: approved organisations of every centre', async () => {
      const response = await world.request(null, 'GET', '/api/v1/organizations?page[size]=100');
      const names = response.json().data.map((item: { attributes: { name: string } }) => item.attributes.name);
      expect(names).toEqual(expect.arrayContaining(['Oost Buurtwerk', 'Buurthuis De Brug']));
      expect(names).not.toContain('Oost Wacht');
      expect(response.json().meta.status_counts).toBeUndefined();
    });

    it('lets the other centre’s own admin and a super admin decide', async () => {
      const { database } = world.testApp;
      const eastNew = await createOrganization(database, eastCenter, { name: 'Oost Nieuw', status: 'pending' });
      const ownNew = await createOrganization(database, world.center, { name: 'Rivier Nieuw', status: 'pending' });
      const byEast = await world.request(eastAdmin, 'PUT', `/api/v1/organizations/${eastNew.id}/approve`, {
        status: 'denied',
        denial_reason: 'Graag een beschrijving',
      });
      expect(byEast.statusCode).toBe(200);
      const bySuper = await world.request(world.superAdmin, 'PUT', `/api/v1/organizations/${ownNew.id}/approve`, {
        status: 'approved',
      });
      expect(bySuper.statusCode).toBe(200);
      expect((await organizationNow(eastNew.id)).status).toBe('denied');
      expect((await organizationNow(ownNew.id)).status).toBe('approved');
    });
  });

  describe('vacancies and applications of another centre', () => {
    it('refuses editing their vacancies and leaves them out of the back-office list', async () => {
      const update = await world.request(world.centerAdmin, 'PUT', `/api/v1/vacancies/${eastDraft.id}`, {
        vacancy: { title: 'Overgenomen' },
      });
      expect(update.statusCode).toBe(404);
      expect((await vacancyNow(eastDraft.id)).title).toBe('Oost concept');
      const list = await world.request(world.centerAdmin, 'GET', '/api/v1/vacancies?page[size]=100');
      const titles = list.json().data.map((item: { attributes: { title: string } }) => item.attributes.title);
      expect(titles).toContain('Rivier live');
      expect(titles).not.toContain('Oost live');
      expect(titles).not.toContain('Oost concept');
    });

    it('refuses handling their applications and leaves them out of the list', async () => {
      const move = await world.request(world.centerAdmin, 'PUT', `/api/v1/applications/${eastApplication.id}/status`, {
        status: 'accepted',
      });
      expect(move.statusCode).toBe(404);
      expect((await applicationNow(eastApplication.id)).status).toBe('new');
      const list = await world.request(world.centerAdmin, 'GET', '/api/v1/applications?page[size]=100');
      expect(list.json().data.map((item: { id: string }) => item.id)).toEqual([String(ownApplication.id)]);
    });
  });

  describe('roles', () => {
    it('grants and removes center_admin of the own centre and admin of its organisations', async () => {
      const { user } = await createUser(world.testApp.database, world.tenantId, {
        user: { email: 'nieuwe.beheerder@example.org' },
      });
      const url = `/api/v1/users/${user.id}/add_role`;
      const centre = { name: 'center_admin', resource_type: 'VolunteerCenter', resource_id: String(world.center.id) };
      expect((await world.request(world.centerAdmin, 'PUT', url, { role: centre })).statusCode).toBe(200);
      const own = { name: 'admin', resource_type: 'Organization', resource_id: String(world.organization.id) };
      expect((await world.request(world.centerAdmin, 'PUT', url, { role: own })).statusCode).toBe(200);
      const other = { name: 'admin', resource_type: 'Organization', resource_id: String(eastApproved.id) };
      expect((await world.request(world.centerAdmin, 'PUT', url, { role: other })).statusCode).toBe(403);
      const removed = await world.request(world.centerAdmin, 'DELETE', `/api/v1/users/${user.id}/remove_role`, {
        role: centre,
      });
      expect(removed.statusCode).toBe(200);
      expect((await rolesOf(user.id)).map((role) => role.resourceId)).toEqual([world.organization.id]);
    });

    it('refuses removing center_admin of the other centre from its admin', async () => {
      const response = await world.request(world.centerAdmin, 'DELETE', `/api/v1/users/${eastAdmin.id}/remove_role`, {
        role: { name: 'center_admin', resource_type: 'VolunteerCenter', resource_id: String(eastCenter.id) },
      });
      expect(response.statusCode).toBe(403);
      expect(await rolesOf(eastAdmin.id)).toHaveLength(1);
    });

    it('lets a super admin grant center_admin of any centre of the tenant', async () => {
      const response = await world.request(world.superAdmin, 'PUT', `/api/v1/users/${world.volunteer.id}/add_role`, {
        role: { name: 'center_admin', resource_type: 'VolunteerCenter', resource_id: String(eastCenter.id) },
      });
      expect(response.statusCode).toBe(200);
      await world.request(world.superAdmin, 'DELETE', `/api/v1/users/${world.volunteer.id}/remove_role`, {
        role: { name: 'center_admin', resource_type: 'VolunteerCenter', resource_id: String(eastCenter.id) },
      });
      expect(await rolesOf(world.volunteer.id)).toEqual([]);
    });
  });

  describe('what stays tenant-wide', () => {
    it('keeps listing, editing and inviting the tenant’s users, but not the other centre’s admin', async () => {
      const list = await world.request(world.centerAdmin, 'GET', '/api/v1/users?page[size]=100');
      expect(list.json().data.map((item: { id: string }) => item.id)).toContain(String(eastAdmin.id));
      const edit = await world.request(world.centerAdmin, 'PATCH', `/api/v1/users/${world.volunteer.id}`, {
        user: { first_name: 'Vera' },
      });
      expect(edit.statusCode).toBe(200);
      const invite = await world.request(world.centerAdmin, 'POST', '/api/v1/users', {
        user: { email: 'uitgenodigd@example.org', first_name: 'U', last_name: 'N' },
      });
      expect(invite.statusCode).toBe(201);
      const takeover = await world.request(world.centerAdmin, 'PATCH', `/api/v1/users/${eastAdmin.id}`, {
        user: { email: 'overgenomen@example.org' },
      });
      expect(takeover.statusCode).toBe(403);
      expect((await userNow(eastAdmin.id)).email).toBe('oost@example.org');
    });

    it('refuses signing in as or editing an admin of another centre’s organisation; that centre may', async () => {
      const { user: eastOrgAdmin } = await createUser(world.testApp.database, world.tenantId, {
        user: { email: 'oost.beheer@example.org' },
        roles: [{ name: 'admin', resourceId: eastApproved.id }],
      });
      const signInAs = (actor: UserRow) =>
        world.request(actor, 'POST', '/api/v1/sign_in_as_user', { user_id: eastOrgAdmin.id });
      expect((await signInAs(world.centerAdmin)).statusCode).toBe(403);
      const edit = await world.request(world.centerAdmin, 'PATCH', `/api/v1/users/${eastOrgAdmin.id}`, {
        user: { email: 'overgenomen2@example.org' },
      });
      expect(edit.statusCode).toBe(403);
      expect((await userNow(eastOrgAdmin.id)).email).toBe('oost.beheer@example.org');
      const shown = await world.request(world.centerAdmin, 'GET', `/api/v1/users/${eastOrgAdmin.id}`);
      expect(shown.statusCode).toBe(200);
      expect(shown.json().data.meta.abilities).toMatchObject({ update: false, sign_in_as: false, destroy: false });
      expect((await signInAs(eastAdmin)).statusCode).toBe(200);
    });

    it('keeps tags the tenant’s: a centre admin of either centre adds one', async () => {
      const response = await world.request(eastAdmin, 'POST', '/api/v1/tags', {
        tag: { name: 'Oostelijk', kind: 'skill' },
      });
      expect(response.statusCode).toBe(201);
    });
  });

  describe('the centre’s own profile and dashboard', () => {
    const profileUrl = '/api/v1/volunteer_centers/current/profile';

    it('refuses a centre admin changing the look of the other centre of the tenant', async () => {
      const response = await world.request(
        world.centerAdmin,
        'PATCH',
        profileUrl,
        { profile: { tertiary_color: 'violet' } },
        { 'volunteer-center-id': String(eastCenter.id) },
      );
      expect(response.statusCode).toBe(403);
      const own = await world.request(
        eastAdmin,
        'PATCH',
        profileUrl,
        { profile: { tertiary_color: 'violet' } },
        { 'volunteer-center-id': String(eastCenter.id) },
      );
      expect(own.statusCode).toBe(200);
    });

    it('counts and queues the own centre’s organisations on the dashboard', async () => {
      const response = await world.request(eastAdmin, 'GET', '/api/v1/dashboard');
      const { center } = response.json().data.attributes;
      // Centre Oost's own: Oost Wacht pending, Oost Buurtwerk approved (and Oost Nieuw, denied above).
      expect(center.status_counts).toMatchObject({ pending: 1, approved: 1, archived: 0 });
      expect(response.json().data.relationships.pending_organizations.data).toEqual([
        { type: 'organizations', id: String(eastPending.id) },
      ]);
      expect(center.vacancy_counts).toMatchObject({ draft: 1, published: 1 });
      expect(center.new_applications).toBe(1);
    });

    it('leaves the other centre’s organisation events out of the activity feed', async () => {
      const eastIds = await withTenant(world.testApp.database, world.tenantId, async ({ transaction }) =>
        (await transaction.select().from(organizations).where(eq(organizations.volunteerCenterId, eastCenter.id))).map(
          (organization) => organization.id,
        ),
      );
      const organizationsInFeed = async (user: UserRow) => {
        const response = await world.request(user, 'GET', '/api/v1/dashboard');
        const activity: { details: { organization_id?: number } }[] = response.json().data.attributes.center.activity;
        return activity.map((event) => event.details.organization_id).filter((id) => id !== undefined);
      };
      // The denial of 'Oost Nieuw' by centre Oost's admin (above) is in their feed, not in centre 1's.
      expect((await organizationsInFeed(eastAdmin)).some((id) => eastIds.includes(id))).toBe(true);
      expect((await organizationsInFeed(world.centerAdmin)).filter((id) => eastIds.includes(id))).toEqual([]);
    });
  });
});
