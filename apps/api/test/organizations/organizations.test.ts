import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationListDocumentSchema } from '@volunteerly/contracts/resources/organization-list';
import { organizationDocumentSchema } from '@volunteerly/contracts/resources/organizations';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createUser } from '../../src/factories/user-factory.ts';
import { createVacancy } from '../../src/factories/vacancy-factory.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { findAuditEventsAboutUser } from '../../src/modules/audit/audit.repository.ts';
import { parseWithContract } from '../support/contract.ts';
import { lastMailTo, linkIn } from '../support/mailbox.ts';
import { createUsersWorld, unauthenticatedBody, type UsersWorld } from '../users/users-world.ts';

type Body = {
  data: { id: string; attributes: Record<string, unknown>; meta?: { abilities: Record<string, boolean> } };
  included?: { type: string; attributes: Record<string, unknown> }[];
  errors?: { status: string; code: string; title: string; detail?: string; source?: { pointer?: string } }[];
};

const fullOrganization = {
  name: 'Stichting Groen Dichtbij',
  type: 'Foundation',
  profile: {
    description: 'Wij onderhouden buurttuinen.',
    website_url: 'https://groendichtbij.example',
    email: 'info@groendichtbij.example',
    phone: '030 123 4567',
    kvk_number: '1234 5678',
    volunteer_count: 40,
    social_links: { instagram: 'https://instagram.com/groendichtbij' },
    contact_name: 'Fatima Bakker',
    contact_email: 'fatima@groendichtbij.example',
  },
  address: { street: 'Oudegracht', house_number: '12a', postcode: '3511 ab', city: 'Utrecht' },
};

describe('organisations API', () => {
  let world: UsersWorld;
  beforeAll(async () => {
    world = await createUsersWorld();
  });
  afterAll(async () => world.testApp.close());

  const pendingOrganization = (name: string) =>
    createOrganization(world.testApp.database, world.center, { name, status: 'pending' });

  describe('GET /api/v1/organizations', () => {
    it('shows visitors the approved organisations of this tenant only, by name', async () => {
      await pendingOrganization('Aanmelding In Afwachting');
      const response = await world.request(null, 'GET', '/api/v1/organizations');
      expect(response.statusCode).toBe(200);
      const names = response.json().data.map((item: Body['data']) => item.attributes['name']);
      expect(names).toContain('Buurthuis De Brug');
      expect(names).not.toContain('Aanmelding In Afwachting');
      expect(names).not.toContain('Heuvelland Hulp');
      expect(response.json().meta.status_counts).toBeUndefined();
    });

    it('lets a centre admin filter by status and tells the counts per status', async () => {
      const response = await world.request(world.centerAdmin, 'GET', '/api/v1/organizations?filter[status]=pending');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.data.every((item: Body['data']) => item.attributes['status'] === 'pending')).toBe(true);
      expect(body.meta.status_counts.pending).toBeGreaterThanOrEqual(1);
      expect(body.meta.status_counts.approved).toBeGreaterThanOrEqual(2);
      expect(body.links.self).toContain('filter%5Bstatus%5D=pending');
    });

    it('ignores a status filter from someone who may only see approved organisations', async () => {
      const response = await world.request(world.volunteer, 'GET', '/api/v1/organizations?filter[status]=pending');
      expect(response.json().data.every((item: Body['data']) => item.attributes['status'] === 'approved')).toBe(true);
    });

    it('searches by name and city, filters by type and pages', async () => {
      await world.request(world.centerAdmin, 'POST', '/api/v1/organizations', {
        organization: { ...fullOrganization, name: 'Zoekbare Schoolvereniging', type: 'School' },
      });
      const byName = await world.request(null, 'GET', '/api/v1/organizations?filter[search]=zoekbare');
      expect(byName.json().data.map((item: Body['data']) => item.attributes['name'])).toEqual([
        'Zoekbare Schoolvereniging',
      ]);
      const byCity = await world.request(null, 'GET', '/api/v1/organizations?filter[search]=utrecht');
      expect(byCity.json().data.length).toBeGreaterThanOrEqual(1);
      const byType = await world.request(null, 'GET', '/api/v1/organizations?filter[type]=School');
      expect(byType.json().data.every((item: Body['data']) => item.attributes['type'] === 'School')).toBe(true);
      const paged = await world.request(null, 'GET', '/api/v1/organizations?page[size]=1&page[number]=2');
      expect(paged.json().data).toHaveLength(1);
      expect(paged.json().meta.pagination).toMatchObject({ page: 2, page_size: 1 });
    });

    it('refuses an unknown status, type or sort with 422', async () => {
      expect((await world.request(null, 'GET', '/api/v1/organizations?filter[status]=gone')).statusCode).toBe(422);
      expect((await world.request(null, 'GET', '/api/v1/organizations?filter[type]=Club')).statusCode).toBe(422);
      expect((await world.request(null, 'GET', '/api/v1/organizations?sort=size')).statusCode).toBe(422);
    });

    it('answers with the organisation list contract, for visitors and the centre, with everything included', async () => {
      const url = '/api/v1/organizations?include=profile,address,vacancies';
      for (const actor of [null, world.centerAdmin]) {
        const response = await world.request(actor, 'GET', url);
        expect(response.statusCode).toBe(200);
        expect(() => parseWithContract(organizationListDocumentSchema, response.json())).not.toThrow();
      }
    });

    it('includes the published vacancies of each organisation, and drafts only for who manages it', async () => {
      const { database } = world.testApp;
      const published = await createVacancy(database, world.organization, { title: 'Gastvrouw in het buurthuis' });
      const draft = await createVacancy(database, world.organization, { status: 'draft', publishedAt: null });
      const url = `/api/v1/organizations?include=vacancies&filter[search]=${encodeURIComponent('De Brug')}`;

      const visitor = (await world.request(null, 'GET', url)).json();
      expect(visitor.data[0].relationships.vacancies.data).toEqual([{ type: 'vacancies', id: String(published.id) }]);
      expect(visitor.included).toContainEqual(
        expect.objectContaining({
          type: 'vacancies',
          id: String(published.id),
          attributes: expect.objectContaining({ title: 'Gastvrouw in het buurthuis' }),
        }),
      );
      const admin = (await world.request(world.orgAdmin, 'GET', url)).json();
      expect(admin.data[0].relationships.vacancies.data.map((item: { id: string }) => item.id).sort()).toEqual(
        [String(published.id), String(draft.id)].sort(),
      );
    });
  });

  describe('POST /api/v1/organizations', () => {
    it('lets a centre admin add an approved organisation with profile and a geocoded address', async () => {
      const response = await world.request(world.centerAdmin, 'POST', '/api/v1/organizations', {
        organization: fullOrganization,
      });
      expect(response.statusCode).toBe(201);
      const body: Body = response.json();
      expect(body.data.attributes).toMatchObject({ name: 'Stichting Groen Dichtbij', status: 'approved' });
      const profile = body.included!.find((item) => item.type === 'organization_profiles')!;
      expect(profile.attributes).toMatchObject({ kvk_number: '12345678', volunteer_count: 40 });
      const address = body.included!.find((item) => item.type === 'addresses')!;
      expect(address.attributes).toMatchObject({ postcode: '3511 AB', house_number: '12a', has_position: true });
      expect(address.attributes['latitude']).toBeCloseTo(52.09, 1);
    });

    it('saves an address geocoding cannot place, and says the map position is missing', async () => {
      const response = await world.request(world.centerAdmin, 'POST', '/api/v1/organizations', {
        organization: {
          ...fullOrganization,
          name: 'Ergens Onvindbaar',
          address: { street: 'Dorpsstraat', house_number: '1', postcode: '9999 ZZ', city: 'Nergens' },
        },
      });
      expect(response.statusCode).toBe(201);
      const address = (response.json() as Body).included!.find((item) => item.type === 'addresses')!;
      expect(address.attributes).toMatchObject({ city: 'Nergens', latitude: null, has_position: false });
    });

    it('refuses a malformed KvK number, postcode and website with 422 and adds nothing', async () => {
      const before = await world.request(world.centerAdmin, 'GET', '/api/v1/organizations?page[size]=1');
      const response = await world.request(world.centerAdmin, 'POST', '/api/v1/organizations', {
        organization: {
          ...fullOrganization,
          name: 'Foute Gegevens',
          profile: { kvk_number: '1234', website_url: 'javascript:alert(1)' },
          address: { postcode: '0123 AB' },
        },
      });
      expect(response.statusCode).toBe(422);
      const pointers = (response.json() as Body).errors!.map((error) => error.source?.pointer);
      expect(pointers).toEqual(
        expect.arrayContaining([
          '/organization/profile/kvk_number',
          '/organization/profile/website_url',
          '/organization/address/postcode',
        ]),
      );
      const after = await world.request(world.centerAdmin, 'GET', '/api/v1/organizations?page[size]=1');
      expect(after.json().meta.pagination.total).toBe(before.json().meta.pagination.total);
    });

    it('refuses an unknown target group and rolls the organisation back', async () => {
      const response = await world.request(world.centerAdmin, 'POST', '/api/v1/organizations', {
        organization: { name: 'Met Onbekende Doelgroep', type: 'Other', profile: { target_group_ids: ['999999'] } },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].source.pointer).toBe('/organization/profile/target_group_ids');
      const search = await world.request(world.centerAdmin, 'GET', '/api/v1/organizations?filter[search]=Onbekende');
      expect(search.json().data).toEqual([]);
    });

    it('is only for centre and super admins', async () => {
      for (const actor of [world.orgAdmin, world.volunteer]) {
        const response = await world.request(actor, 'POST', '/api/v1/organizations', {
          organization: { name: 'Niet Toegestaan', type: 'Other' },
        });
        expect(response.statusCode).toBe(403);
      }
      const signedOut = await world.request(null, 'POST', '/api/v1/organizations', {
        organization: { name: 'Niet Toegestaan', type: 'Other' },
      });
      expect(signedOut.statusCode).toBe(401);
      expect(signedOut.json()).toEqual(unauthenticatedBody);
    });
  });

  describe('GET /api/v1/organizations/{id}', () => {
    it('shows an approved organisation to anyone, without the contact person', async () => {
      const created = await world.request(world.centerAdmin, 'POST', '/api/v1/organizations', {
        organization: { ...fullOrganization, name: 'Openbaar Profiel' },
      });
      const id = created.json().data.id;
      const response = await world.request(null, 'GET', `/api/v1/organizations/${id}?include=profile,address`);
      expect(response.statusCode).toBe(200);
      const profile = (response.json() as Body).included!.find((item) => item.type === 'organization_profiles')!;
      expect(profile.attributes['description']).toBe('Wij onderhouden buurttuinen.');
      expect(profile.attributes['contact_name']).toBeUndefined();
      expect(response.json().data.meta.abilities.update).toBe(false);
    });

    it('answers with the organisation contract, with and without profile and address', async () => {
      const id = world.organization.id;
      for (const [actor, query] of [
        [null, ''],
        [null, '?include=profile,address'],
        [world.orgAdmin, '?include=profile,address'],
      ] as const) {
        const response = await world.request(actor, 'GET', `/api/v1/organizations/${id}${query}`);
        expect(response.statusCode).toBe(200);
        expect(() => parseWithContract(organizationDocumentSchema, response.json())).not.toThrow();
      }
    });

    it('hides a pending organisation from others (404) but shows it to its admin and the centre', async () => {
      const pending = await pendingOrganization('Verborgen Aanmelding');
      const { user: admin } = await createUser(world.testApp.database, world.tenantId, {
        user: { email: 'verborgen@example.org' },
        roles: [{ name: 'admin', resourceId: pending.id }],
      });
      expect((await world.request(null, 'GET', `/api/v1/organizations/${pending.id}`)).statusCode).toBe(404);
      expect((await world.request(world.volunteer, 'GET', `/api/v1/organizations/${pending.id}`)).statusCode).toBe(404);
      expect((await world.request(admin, 'GET', `/api/v1/organizations/${pending.id}`)).statusCode).toBe(200);
      const asCenter = await world.request(world.centerAdmin, 'GET', `/api/v1/organizations/${pending.id}`);
      expect(asCenter.json().data.meta.abilities).toMatchObject({ approve: true, deny: true, archive: false });
    });

    it('answers 404 for another tenant’s organisation and 422 for a malformed id', async () => {
      const foreign = await world.request(
        world.superAdmin,
        'GET',
        `/api/v1/organizations/${world.foreignOrganization.id}`,
      );
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().errors[0].title).toBe('Organisation not found.');
      expect((await world.request(null, 'GET', '/api/v1/organizations/abc')).statusCode).toBe(422);
    });
  });

  describe('status changes', () => {
    it('approves a pending sign-up and mails its admins in their own language', async () => {
      const pending = await pendingOrganization('Wacht Op Goedkeuring');
      await createUser(world.testApp.database, world.tenantId, {
        user: { email: 'wachter@example.org', locale: 'en', firstName: 'Wim' },
        roles: [{ name: 'admin', resourceId: pending.id }],
      });
      const response = await world.request(world.centerAdmin, 'PUT', `/api/v1/organizations/${pending.id}/approve`, {
        status: 'approved',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.attributes.status).toBe('approved');
      const mail = await lastMailTo(world.testApp, world.tenantId, 'wachter@example.org');
      expect(mail.subject).toBe('Wacht Op Goedkeuring has been approved on Vacaturebank Rivierstad');
      expect(linkIn(mail, `/organizations/${pending.id}`).host).toBe('rivierstad.example');
    });

    it('denies with a reason, mails the reason, and lets the organisation send itself in again', async () => {
      const pending = await pendingOrganization('Onvolledige Aanmelding');
      const { user: admin } = await createUser(world.testApp.database, world.tenantId, {
        user: { email: 'onvolledig@example.org' },
        roles: [{ name: 'admin', resourceId: pending.id }],
      });
      const withoutReason = await world.request(
        world.centerAdmin,
        'PUT',
        `/api/v1/organizations/${pending.id}/approve`,
        { status: 'denied' },
      );
      expect(withoutReason.statusCode).toBe(422);
      expect(withoutReason.json().errors[0].source.pointer).toBe('/denial_reason');

      const denied = await world.request(world.centerAdmin, 'PUT', `/api/v1/organizations/${pending.id}/approve`, {
        status: 'denied',
        denial_reason: 'Vul eerst je KvK-nummer in.',
      });
      expect(denied.statusCode).toBe(200);
      const mail = await lastMailTo(world.testApp, world.tenantId, 'onvolledig@example.org');
      expect(mail.subject).toBe('De registratie van Onvolledige Aanmelding op Vacaturebank Rivierstad is afgewezen');
      expect(mail.text).toContain('Vul eerst je KvK-nummer in.');

      const asAdmin = await world.request(admin, 'GET', `/api/v1/organizations/${pending.id}`);
      expect(asAdmin.json().data.attributes.denial_reason).toBe('Vul eerst je KvK-nummer in.');
      const resubmitted = await world.request(admin, 'PUT', `/api/v1/organizations/${pending.id}`, {
        organization: { profile: { kvk_number: '87654321' }, status: 'pending' },
      });
      expect(resubmitted.statusCode).toBe(200);
      expect(resubmitted.json().data.attributes).toMatchObject({ status: 'pending', denial_reason: null });
    });

    it('refuses a move outside the state machine with 422 naming the allowed moves, and changes nothing', async () => {
      const pending = await pendingOrganization('Niet Te Archiveren');
      const response = await world.request(world.centerAdmin, 'PUT', `/api/v1/organizations/${pending.id}`, {
        organization: { name: 'Nieuwe Naam', status: 'archived' },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0]).toMatchObject({
        code: 'status_transition_invalid',
        detail: 'A pending organisation can only be approved or denied (asked for: archived).',
        source: { pointer: '/organization/status' },
      });
      const after = await world.request(world.centerAdmin, 'GET', `/api/v1/organizations/${pending.id}`);
      expect(after.json().data.attributes).toMatchObject({ name: 'Niet Te Archiveren', status: 'pending' });
    });

    it('says the allowed moves in Dutch too', async () => {
      const response = await world.request(
        world.centerAdmin,
        'PUT',
        `/api/v1/organizations/${world.organization.id}/approve`,
        { status: 'pending' },
        { 'accept-language': 'nl' },
      );
      expect(response.statusCode).toBe(422);
      expect(response.json().errors[0].detail).toBe(
        'Een goedgekeurde organisatie kan alleen worden gearchiveerd (gevraagd: pending).',
      );
    });

    it('archives and restores, and never lets an organisation admin approve itself', async () => {
      const organization = await createOrganization(world.testApp.database, world.center, { name: 'Archiefkast' });
      const { user: admin } = await createUser(world.testApp.database, world.tenantId, {
        user: { email: 'archief@example.org' },
        roles: [{ name: 'admin', resourceId: organization.id }],
      });
      const byAdmin = await world.request(admin, 'PUT', `/api/v1/organizations/${organization.id}/approve`, {
        status: 'archived',
      });
      expect(byAdmin.statusCode).toBe(403);
      for (const status of ['archived', 'approved']) {
        const response = await world.request(world.superAdmin, 'PUT', `/api/v1/organizations/${organization.id}`, {
          organization: { status },
        });
        expect(response.json().data.attributes.status).toBe(status);
      }
    });
  });

  describe('PUT /api/v1/organizations/{id}', () => {
    it('takes a status change in the spec’s shape, at the top level, as well as inside organization', async () => {
      const organization = await createOrganization(world.testApp.database, world.center, { name: 'Statuswissel' });
      const put = (body: object) =>
        world.request(world.superAdmin, 'PUT', `/api/v1/organizations/${organization.id}`, body);
      const archived = await put({ status: 'archived' });
      expect(archived.statusCode).toBe(200);
      expect(archived.json().data.attributes.status).toBe('archived');
      const restored = await put({ organization: { status: 'approved' } });
      expect(restored.json().data.attributes.status).toBe('approved');
    });

    it('refuses a top-level status that is not one, and a body with neither shape, with 422', async () => {
      const put = (body: object) =>
        world.request(world.superAdmin, 'PUT', `/api/v1/organizations/${world.organization.id}`, body);
      const unknown = await put({ status: 'gone' });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors[0].source.pointer).toMatch(/status$/);
      expect((await put({})).statusCode).toBe(422);
      expect((await put({ name: 'Zonder omhulsel' })).statusCode).toBe(422);
    });

    it('lets an organisation admin edit its own profile, and nobody else’s', async () => {
      const own = await world.request(world.orgAdmin, 'PUT', `/api/v1/organizations/${world.organization.id}`, {
        organization: { profile: { description: 'Het buurthuis van de wijk.', contact_name: 'Bram' } },
      });
      expect(own.statusCode).toBe(200);
      const profile = (own.json() as Body).included!.find((item) => item.type === 'organization_profiles')!;
      expect(profile.attributes).toMatchObject({ description: 'Het buurthuis van de wijk.', contact_name: 'Bram' });
      const other = await world.request(world.orgAdmin, 'PUT', `/api/v1/organizations/${world.otherOrganization.id}`, {
        organization: { name: 'Overgenomen' },
      });
      expect(other.statusCode).toBe(403);
      const volunteer = await world.request(world.volunteer, 'PUT', `/api/v1/organizations/${world.organization.id}`, {
        organization: { name: 'Overgenomen' },
      });
      expect(volunteer.statusCode).toBe(403);
    });

    it('refuses unknown fields with 422', async () => {
      const response = await world.request(world.centerAdmin, 'PUT', `/api/v1/organizations/${world.organization.id}`, {
        organization: { tenant_id: 2 },
      });
      expect(response.statusCode).toBe(422);
    });
  });

  describe('DELETE /api/v1/organizations/{id}', () => {
    it('lets a centre admin delete an organisation; its admins keep their accounts but lose the role', async () => {
      const organization = await createOrganization(world.testApp.database, world.center, { name: 'Opgeheven' });
      const { user: admin } = await createUser(world.testApp.database, world.tenantId, {
        user: { email: 'opgeheven@example.org' },
        roles: [{ name: 'admin', resourceId: organization.id }],
      });
      expect(
        (await world.request(world.orgAdmin, 'DELETE', `/api/v1/organizations/${organization.id}`)).statusCode,
      ).toBe(403);
      const response = await world.request(world.centerAdmin, 'DELETE', `/api/v1/organizations/${organization.id}`);
      expect(response.statusCode).toBe(204);
      expect(
        (await world.request(world.centerAdmin, 'GET', `/api/v1/organizations/${organization.id}`)).statusCode,
      ).toBe(404);
      const me = await world.request(admin, 'GET', '/api/v1/current_user?include=roles');
      expect(me.statusCode).toBe(200);
      expect(me.json().included ?? []).toEqual([]);
    });

    it('cannot delete another tenant’s organisation', async () => {
      const response = await world.request(
        world.superAdmin,
        'DELETE',
        `/api/v1/organizations/${world.foreignOrganization.id}`,
      );
      expect(response.statusCode).toBe(404);
    });
  });

  describe('Current-Organization-Id', () => {
    it('is refused with 403 on any call when it names an organisation that is not the user’s', async () => {
      const response = await world.request(world.orgAdmin, 'GET', '/api/v1/users', undefined, {
        'current-organization-id': String(world.otherOrganization.id),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().errors[0].code).toBe('current_organization_forbidden');
    });

    it('is accepted for the user’s own organisation, and for any of the tenant for a centre admin', async () => {
      const own = await world.request(world.orgAdmin, 'GET', '/api/v1/current_user', undefined, {
        'current-organization-id': String(world.organization.id),
      });
      expect(own.statusCode).toBe(200);
      const center = await world.request(world.centerAdmin, 'GET', '/api/v1/users', undefined, {
        'current-organization-id': String(world.otherOrganization.id),
      });
      expect(center.statusCode).toBe(200);
    });

    it('does not block the calls a client needs to recover from a stale selection', async () => {
      for (const url of ['/api/v1/current_user', '/api/v1/current_organizations']) {
        const response = await world.request(world.volunteer, 'GET', url, undefined, {
          'current-organization-id': String(world.organization.id),
        });
        expect(response.statusCode).toBe(200);
      }
    });
  });

  it('records status changes in the audit log', async () => {
    const pending = await pendingOrganization('Gecontroleerd');
    await world.request(world.centerAdmin, 'PUT', `/api/v1/organizations/${pending.id}/approve`, {
      status: 'approved',
    });
    const events = await withTenant(world.testApp.database, world.tenantId, (scope) =>
      findAuditEventsAboutUser(scope, world.centerAdmin.id),
    );
    expect(events.some((event) => event.action === 'organization_status_changed')).toBe(true);
  });
});
