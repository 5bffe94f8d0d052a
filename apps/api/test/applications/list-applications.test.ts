import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationListDocumentSchema } from '@volunteerly/contracts/resources/applications';
import { createUser } from '../../src/factories/user-factory.ts';
import type { ApplicationRow } from '../../src/modules/applications/applications.schema.ts';
import { parseWithContract } from '../support/contract.ts';
import { createApplicationsWorld, type ApplicationsWorld } from './applications-world.ts';

interface ListedApplication {
  id: string;
  attributes: { status: string; vacancy_title: string };
}

describe('GET /api/v1/applications', () => {
  let world: ApplicationsWorld;
  let mine: ApplicationRow;
  let colleagues: ApplicationRow;
  let foodBank: ApplicationRow;
  let unconfirmedGuest: ApplicationRow;
  const ids = (body: { data: ListedApplication[] }) => body.data.map((entry) => Number(entry.id)).sort((a, b) => a - b);

  beforeAll(async () => {
    world = await createApplicationsWorld();
    mine = await world.existingApplication(world.vacancy, { userId: world.volunteer.id });
    colleagues = await world.existingApplication(world.vacancy, {
      userId: world.secondVolunteer.id,
      status: 'in_progress',
    });
    foodBank = await world.existingApplication(world.otherVacancy, { userId: world.volunteer.id, status: 'accepted' });
    unconfirmedGuest = await world.existingApplication(world.vacancy, {
      guestName: 'Gerda Gast',
      guestEmail: 'gerda@gast.example',
      confirmedAt: null,
    });
    // An organisation admin who applied elsewhere as a volunteer.
    await world.existingApplication(world.otherVacancy, { userId: world.orgAdmin.id });
  });
  afterAll(async () => world.testApp.close());

  it('needs a signed-in user', async () => {
    const response = await world.request(null, 'GET', '/api/v1/applications');
    expect(response.statusCode).toBe(401);
  });

  it('answers with the application list contract: applications, pagination and counts per status', async () => {
    for (const actor of [world.volunteer, world.orgAdmin, world.centerAdmin]) {
      const response = await world.request(actor, 'GET', '/api/v1/applications');
      expect(response.statusCode).toBe(200);
      expect(() => parseWithContract(applicationListDocumentSchema, response.json())).not.toThrow();
    }
  });

  it('shows a volunteer their own applications', async () => {
    const response = await world.request(world.volunteer, 'GET', '/api/v1/applications');
    expect(response.statusCode).toBe(200);
    expect(ids(response.json())).toEqual([mine.id, foodBank.id]);
    expect(response.json().data[0].attributes).not.toHaveProperty('history');
  });

  it('shows an organisation admin the confirmed applications to its vacancies, and its own with scope=mine', async () => {
    const response = await world.request(world.orgAdmin, 'GET', '/api/v1/applications');
    expect(ids(response.json())).toEqual([mine.id, colleagues.id]);
    expect(ids(response.json())).not.toContain(unconfirmedGuest.id);
    const own = await world.request(world.orgAdmin, 'GET', '/api/v1/applications?filter[scope]=mine');
    expect(own.json().data).toEqual([
      expect.objectContaining({ attributes: expect.objectContaining({ vacancy_title: 'Voedselpakketten inpakken' }) }),
    ]);
  });

  it('shows a centre admin every confirmed application of the tenant, narrowed by the filters', async () => {
    const all = await world.request(world.centerAdmin, 'GET', '/api/v1/applications');
    expect(all.json().meta.pagination.total).toBe(4);
    // Counts per value travel as [{ value, count }], so in_progress never becomes a key (decision 014).
    expect(all.json().meta.status_counts).toEqual([
      { value: 'accepted', count: 1 },
      { value: 'in_progress', count: 1 },
      { value: 'new', count: 2 },
      { value: 'no_show', count: 0 },
      { value: 'rejected', count: 0 },
      { value: 'started', count: 0 },
      { value: 'stopped', count: 0 },
      { value: 'waitlisted', count: 0 },
      { value: 'withdrawn', count: 0 },
    ]);
    const byOrganization = await world.request(
      world.centerAdmin,
      'GET',
      `/api/v1/applications?filter[organization_id]=${world.otherOrganization.id}&filter[status]=accepted,new`,
    );
    expect(byOrganization.json().data).toHaveLength(2);
    const bySearch = await world.request(world.centerAdmin, 'GET', '/api/v1/applications?filter[search]=tweede');
    expect(ids(bySearch.json())).toEqual([colleagues.id]);
    const byTitle = await world.request(world.centerAdmin, 'GET', '/api/v1/applications?filter[search]=GASTVROUW');
    expect(ids(byTitle.json())).toEqual([mine.id, colleagues.id]);
    const byVacancy = await world.request(
      world.centerAdmin,
      'GET',
      `/api/v1/applications?filter[vacancy_id]=${world.vacancy.id}&filter[status]=in_progress`,
    );
    expect(ids(byVacancy.json())).toEqual([colleagues.id]);
  });

  it('keeps the filters in the pagination links and sorts newest first by default', async () => {
    const response = await world.request(
      world.centerAdmin,
      'GET',
      '/api/v1/applications?filter[status]=new,in_progress&page[size]=1',
    );
    const body = response.json();
    expect(body.meta.pagination).toMatchObject({ total: 3, total_pages: 3 });
    expect(body.links.next).toContain('filter%5Bstatus%5D=new%2Cin_progress');
    expect(Number(body.data[0].id)).toBeGreaterThan(colleagues.id);
    const oldest = await world.request(world.centerAdmin, 'GET', '/api/v1/applications?sort=created_at&page[size]=1');
    expect(Number(oldest.json().data[0].id)).toBe(mine.id);
  });

  it('narrows an organisation admin’s list to the organisation named in Current-Organization-Id', async () => {
    const { user: twoHats } = await createUser(world.testApp.database, world.tenantId, {
      user: { email: 'twee-petten@example.org' },
      roles: [
        { name: 'admin', resourceId: world.organization.id },
        { name: 'admin', resourceId: world.otherOrganization.id },
      ],
    });
    const both = await world.request(twoHats, 'GET', '/api/v1/applications');
    expect(both.json().meta.pagination.total).toBe(4);
    const selected = await world.request(twoHats, 'GET', '/api/v1/applications', undefined, {
      'current-organization-id': String(world.otherOrganization.id),
    });
    expect(selected.json().data.map((entry: ListedApplication) => entry.attributes.vacancy_title)).toEqual([
      'Voedselpakketten inpakken',
      'Voedselpakketten inpakken',
    ]);
    const refused = await world.request(world.orgAdmin, 'GET', '/api/v1/applications', undefined, {
      'current-organization-id': String(world.otherOrganization.id),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('shows one application to the applicant and the organisation side only; others and other tenants get 404', async () => {
    const url = `/api/v1/applications/${mine.id}`;
    for (const user of [world.volunteer, world.orgAdmin, world.colleagueAdmin, world.centerAdmin, world.superAdmin]) {
      expect((await world.request(user, 'GET', url)).statusCode, user.email).toBe(200);
    }
    for (const user of [world.secondVolunteer, world.otherOrgAdmin]) {
      expect((await world.request(user, 'GET', url)).statusCode, user.email).toBe(404);
    }
    expect((await world.requestAsForeigner('GET', url)).statusCode).toBe(404);
    expect((await world.request(world.volunteer, 'GET', '/api/v1/applications/999999')).statusCode).toBe(404);
  });
});
