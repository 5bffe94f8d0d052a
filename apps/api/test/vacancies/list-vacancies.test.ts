import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vacancyListDocumentSchema } from '@volunteerly/contracts/resources/vacancies';
import { createApplication } from '../../src/factories/application-factory.ts';
import { createUser } from '../../src/factories/user-factory.ts';
import type { VacancyRow } from '../../src/modules/vacancies/vacancies.schema.ts';
import { parseWithContract } from '../support/contract.ts';
import { unauthenticatedBody } from '../users/users-world.ts';
import { createVacanciesWorld, errorsOf, type VacanciesWorld } from './vacancies-world.ts';

type ListBody = {
  data: { id: string; attributes: Record<string, unknown>; meta: { abilities: Record<string, boolean> } }[];
  meta: { pagination: Record<string, number>; status_counts: Record<string, number> };
  links: Record<string, string | null>;
};

describe('GET /api/v1/vacancies', () => {
  let world: VacanciesWorld;
  let ours: Record<'draft' | 'published' | 'closed' | 'archived', VacancyRow>;
  let theirs: { published: VacancyRow; draft: VacancyRow };
  let foreign: VacancyRow;

  beforeAll(async () => {
    world = await createVacanciesWorld();
    ours = {
      draft: await world.vacancy({ title: 'Koffie schenken', status: 'draft', publishedAt: null }),
      published: await world.vacancy({ title: 'Tuinieren in de wijk' }),
      closed: await world.vacancy({ title: 'Voorlezen op school', status: 'closed', closedAt: new Date() }),
      archived: await world.vacancy({ title: 'Archiefwerk', status: 'archived' }),
    };
    theirs = {
      published: await world.vacancy({ title: 'Voedsel uitdelen' }, { organization: world.otherOrganization }),
      draft: await world.vacancy(
        { title: 'Kratten tillen', status: 'draft', publishedAt: null },
        { organization: world.otherOrganization },
      ),
    };
    foreign = await world.vacancy({ title: 'Heuvelland wandelen' }, { organization: world.foreignOrganization });
  });
  afterAll(async () => world.testApp.close());

  const list = async (actor: Parameters<VacanciesWorld['request']>[0], query = '', headers = {}) => {
    const response = await world.request(actor, 'GET', `/api/v1/vacancies${query}`, undefined, headers);
    return { response, body: response.json() as ListBody };
  };
  const titles = (body: ListBody) => body.data.map((item) => item.attributes['title']).sort();

  it('answers with the vacancy list contract: vacancies, pagination and counts per status', async () => {
    const calls = [
      [world.orgAdmin, ''],
      [world.centerAdmin, '?filter[status]=draft,published'],
      [world.volunteer, '?filter[favorite]=true'],
    ] as const;
    for (const [actor, query] of calls) {
      const { response } = await list(actor, query);
      expect(response.statusCode).toBe(200);
      expect(() => parseWithContract(vacancyListDocumentSchema, response.json())).not.toThrow();
    }
  });

  it('answers 401 when signed out', async () => {
    const { response } = await list(null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthenticatedBody);
  });

  it('refuses a volunteer without roles (403), unless they ask for their favourites', async () => {
    const { response } = await list(world.volunteer);
    expect(response.statusCode).toBe(403);
    expect(errorsOf(response)[0]!.code).toBe('forbidden');
  });

  it('lists a user’s saved vacancies that are published, whatever their role', async () => {
    for (const saved of [ours.published, theirs.published, ours.closed]) {
      await world.request(world.volunteer, 'POST', `/api/v1/vacancies/${saved.id}/favorite`);
    }
    // A closed vacancy cannot be saved (404); the favourites tests cover one closed after saving.
    expect(await world.isFavorite(ours.closed, world.volunteer)).toBe(false);
    const { response, body } = await list(world.volunteer, '?filter[favorite]=true');
    expect(response.statusCode).toBe(200);
    expect(titles(body)).toEqual(['Tuinieren in de wijk', 'Voedsel uitdelen']);
    expect(body.data.every((item) => item.attributes['is_favorite'] === true)).toBe(true);
    expect(body.meta.status_counts).toEqual({ draft: 0, published: 2, closed: 0, archived: 0 });
    const { body: adminFavorites } = await list(world.orgAdmin, '?filter[favorite]=true');
    expect(adminFavorites.data).toEqual([]);
  });

  it('shows an organisation admin every status of their own organisation only, with counts', async () => {
    const { response, body } = await list(world.orgAdmin);
    expect(response.statusCode).toBe(200);
    expect(titles(body)).toEqual(['Archiefwerk', 'Koffie schenken', 'Tuinieren in de wijk', 'Voorlezen op school']);
    expect(body.meta.status_counts).toEqual({ draft: 1, published: 1, closed: 1, archived: 1 });
    expect(body.meta.pagination).toMatchObject({ total: 4, page: 1, page_size: 25 });
    const [first] = body.data;
    expect(first!.attributes).not.toHaveProperty('description_html');
    expect(first!.attributes).toHaveProperty('view_count');
    expect(first!.meta.abilities['update']).toBe(true);
  });

  it('narrows an admin of two organisations to the one selected in Current-Organization-Id', async () => {
    const both = (
      await createUser(world.testApp.database, world.tenantId, {
        user: { email: 'beide@example.org' },
        roles: [
          { name: 'admin', resourceId: world.organization.id },
          { name: 'admin', resourceId: world.otherOrganization.id },
        ],
      })
    ).user;
    const { body: all } = await list(both);
    expect(all.meta.pagination['total']).toBe(6);
    const { body: selected } = await list(both, '', { 'current-organization-id': String(world.otherOrganization.id) });
    expect(titles(selected)).toEqual(['Kratten tillen', 'Voedsel uitdelen']);
    expect(selected.meta.status_counts).toMatchObject({ draft: 1, published: 1 });
  });

  it('refuses a selected organisation that is not the admin’s (403, the header check)', async () => {
    const { response } = await list(world.orgAdmin, '', {
      'current-organization-id': String(world.otherOrganization.id),
    });
    expect(response.statusCode).toBe(403);
  });

  it('shows the centre and super admins every vacancy of the tenant, and none of another', async () => {
    for (const actor of [world.centerAdmin, world.superAdmin]) {
      const { body } = await list(actor, '?page[size]=100');
      expect(body.meta.pagination['total']).toBe(6);
      expect(titles(body)).not.toContain('Heuvelland wandelen');
    }
    const { body: other } = await world
      .requestAsForeignCenterAdmin('GET', '/api/v1/vacancies')
      .then((response) => ({ body: response.json() as ListBody }));
    expect(titles(other)).toEqual(['Heuvelland wandelen']);
    expect(other.data[0]!.id).toBe(String(foreign.id));
  });

  it('filters by status list, organisation and title, and counts per status without the status filter', async () => {
    const { body: byStatus } = await list(world.centerAdmin, '?filter[status]=draft,closed');
    expect(titles(byStatus)).toEqual(['Koffie schenken', 'Kratten tillen', 'Voorlezen op school']);
    expect(byStatus.meta.status_counts).toEqual({ draft: 2, published: 2, closed: 1, archived: 1 });
    const { body: byOrganization } = await list(
      world.centerAdmin,
      `?filter[organization_id]=${world.otherOrganization.id}`,
    );
    expect(titles(byOrganization)).toEqual(['Kratten tillen', 'Voedsel uitdelen']);
    const { body: bySearch } = await list(world.centerAdmin, '?filter[search]=TUIN');
    expect(titles(bySearch)).toEqual(['Tuinieren in de wijk']);
    const { body: literal } = await list(world.centerAdmin, '?filter[search]=%25');
    expect(literal.data).toEqual([]);
  });

  it('sorts and pages, and the page links keep the filters', async () => {
    const { body: byTitle } = await list(world.centerAdmin, '?sort=title');
    expect(byTitle.data.map((item) => item.attributes['title'])).toEqual([
      'Archiefwerk',
      'Koffie schenken',
      'Kratten tillen',
      'Tuinieren in de wijk',
      'Voedsel uitdelen',
      'Voorlezen op school',
    ]);
    const { body: descending } = await list(world.centerAdmin, '?sort=-title&page[size]=1');
    expect(descending.data[0]!.attributes['title']).toBe('Voorlezen op school');
    const { body: paged } = await list(
      world.centerAdmin,
      '?filter[status]=draft,published&sort=-published_at&page[size]=2&page[number]=2',
    );
    expect(paged.meta.pagination).toMatchObject({ page: 2, page_size: 2, total: 4, total_pages: 2 });
    expect(paged.links['first']).toContain('filter%5Bstatus%5D=draft%2Cpublished');
    expect(paged.links['first']).toContain('sort=-published_at');
    expect(paged.links['next']).toBeNull();
    // Drafts have no publication date: they come last when sorting by it.
    expect(paged.data.map((item) => item.attributes['status'])).toEqual(['draft', 'draft']);
  });

  it('refuses an unknown status, sort or page size with 422 naming the parameter', async () => {
    for (const query of ['?filter[status]=gone', '?sort=views', '?page[size]=0', '?filter[organization_id]=abc']) {
      const { response } = await list(world.centerAdmin, query);
      expect(response.statusCode).toBe(422);
      expect(errorsOf(response)[0]!.source?.parameter).toBeTruthy();
    }
  });

  it('counts each managed vacancy’s confirmed applications and the new ones among them, beside its views', async () => {
    const busy = await world.vacancy({ title: 'Maaltijden rondbrengen' });
    const { database } = world.testApp;
    await createApplication(database, busy, { userId: world.volunteer.id, confirmedAt: new Date() });
    await createApplication(database, busy, { userId: world.orgAdmin.id, confirmedAt: new Date(), status: 'accepted' });
    // A guest who has not confirmed by mail yet is not an application the organisation sees.
    await createApplication(database, busy, { guestName: 'Gast', guestEmail: 'gast@example.org' });
    const { body } = await list(world.orgAdmin, '?filter[search]=Maaltijden');
    expect(body.data).toHaveLength(1);
    expect(body.data[0]!.attributes).toMatchObject({ application_count: 2, new_application_count: 1, view_count: 0 });
    const { body: quiet } = await list(world.centerAdmin, '?filter[search]=Koffie');
    expect(quiet.data[0]!.attributes).toMatchObject({ application_count: 0, new_application_count: 0 });
  });

  it('leaves the counts out of a volunteer’s saved vacancies', async () => {
    const { body } = await list(world.volunteer, '?filter[favorite]=true');
    expect(body.data.length).toBeGreaterThan(0);
    for (const item of body.data) expect(item.attributes).not.toHaveProperty('application_count');
  });
});
