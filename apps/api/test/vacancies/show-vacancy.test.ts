import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vacancyDocumentSchema } from '@volunteerly/contracts/resources/vacancies';
import { createUser } from '../../src/factories/user-factory.ts';
import { parseWithContract } from '../support/contract.ts';
import type { VacancyRow } from '../../src/modules/vacancies/vacancies.schema.ts';
import { createVacanciesWorld, errorsOf, type VacanciesWorld } from './vacancies-world.ts';

type ShowBody = {
  data: {
    id: string;
    attributes: Record<string, unknown>;
    relationships: Record<string, { data: unknown }>;
    meta: { abilities: Record<string, boolean> };
  };
  included?: { type: string; id: string; attributes: Record<string, unknown> }[];
};

describe('GET /api/v1/vacancies/{id}', () => {
  let world: VacanciesWorld;
  let published: VacancyRow;
  let draft: VacancyRow;
  let closed: VacancyRow;

  beforeAll(async () => {
    world = await createVacanciesWorld();
    const category = await world.tag('category', 'Natuur');
    const skill = await world.tag('skill', 'Tuinieren');
    published = await world.vacancy({ title: 'Tuinieren in de wijk', places: 2 }, { tags: [category, skill] });
    draft = await world.vacancy({ title: 'Nog geheim', status: 'draft', publishedAt: null });
    closed = await world.vacancy({ title: 'Al gesloten', status: 'closed', closedAt: new Date() });
  });
  afterAll(async () => world.testApp.close());

  const show = (actor: Parameters<VacanciesWorld['request']>[0], id: number | string, query = '') =>
    world.request(actor, 'GET', `/api/v1/vacancies/${id}${query}`);
  const viewCount = async (vacancy: VacancyRow) => (await world.stored(vacancy))!.viewCount;

  it('answers with the vacancy contract, with and without its organisation and tags', async () => {
    for (const query of ['', '?include=organization,tags']) {
      const response = await show(null, published.id, query);
      expect(response.statusCode).toBe(200);
      expect(() => parseWithContract(vacancyDocumentSchema, response.json())).not.toThrow();
    }
  });

  it('shows a published vacancy to visitors, without the organisation’s own figures', async () => {
    const response = await show(null, published.id);
    expect(response.statusCode).toBe(200);
    const { data }: ShowBody = response.json();
    expect(data.attributes).toMatchObject({
      title: 'Tuinieren in de wijk',
      status: 'published',
      description_html: '<p>Wij zoeken een enthousiaste vrijwilliger.</p>',
      postcode: '3511 AB',
      organization_name: 'Buurthuis De Brug',
      categories: [{ name: 'Natuur' }],
      skills: [{ name: 'Tuinieren' }],
      target_groups: [],
      places: 2,
      places_taken: 0,
      is_full: false,
    });
    expect(data.attributes).not.toHaveProperty('view_count');
    expect(data.attributes).not.toHaveProperty('is_favorite');
    expect(data.attributes).not.toHaveProperty('has_applied');
    expect(data.meta.abilities).toMatchObject({ apply: true, update: false, delete: false, view_applications: false });
  });

  it('counts views by outsiders only', async () => {
    await world.testApp.app.vacancyViews.flush();
    const before = await viewCount(published);
    await show(null, published.id);
    await show(world.volunteer, published.id);
    await show(world.otherOrgAdmin, published.id);
    const byOwner = await show(world.orgAdmin, published.id);
    await show(world.centerAdmin, published.id);
    await world.testApp.app.vacancyViews.flush();
    expect(await viewCount(published)).toBe(before + 3);
    expect(byOwner.json().data.attributes.view_count).toBe(before + 3);
  });

  it('hides drafts and closed vacancies from everyone but the organisation and the centre (404)', async () => {
    for (const actor of [null, world.volunteer, world.otherOrgAdmin]) {
      for (const hidden of [draft, closed]) {
        const response = await show(actor, hidden.id);
        expect(response.statusCode).toBe(404);
        expect(errorsOf(response)[0]!.code).toBe('vacancy_not_found');
      }
    }
    for (const actor of [world.orgAdmin, world.colleagueAdmin, world.centerAdmin, world.superAdmin]) {
      const response = await show(actor, draft.id);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.meta.abilities).toMatchObject({ publish: true, delete: true, apply: false });
    }
    await world.testApp.app.vacancyViews.flush();
    expect(await viewCount(draft)).toBe(0);
  });

  it('answers 404 for a vacancy of another tenant, even to its admins', async () => {
    const foreign = await world.vacancy({ title: 'Heuvelland' }, { organization: world.foreignOrganization });
    for (const actor of [null, world.superAdmin, world.centerAdmin]) {
      expect((await show(actor, foreign.id)).statusCode).toBe(404);
    }
    expect((await world.requestAsForeignCenterAdmin('GET', `/api/v1/vacancies/${draft.id}`)).statusCode).toBe(404);
    expect((await world.requestAsForeignCenterAdmin('GET', `/api/v1/vacancies/${foreign.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 422 for one that is not a number', async () => {
    expect((await show(null, 987654321)).statusCode).toBe(404);
    const response = await show(null, 'abc');
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)[0]!.source?.parameter).toBe('id');
  });

  it('includes the organisation and the tags when asked, and refuses other includes', async () => {
    const response = await show(null, published.id, '?include=organization,tags');
    const body: ShowBody = response.json();
    expect(body.data.relationships['organization']!.data).toEqual({
      type: 'organizations',
      id: String(world.organization.id),
    });
    expect(body.included!.map((item) => `${item.type}:${item.attributes['name']}`).sort()).toEqual([
      'organizations:Buurthuis De Brug',
      'tags:Natuur',
      'tags:Tuinieren',
    ]);
    const invalid = await show(null, published.id, '?include=applications');
    expect(invalid.statusCode).toBe(400);
    expect(errorsOf(invalid)[0]).toMatchObject({ code: 'include_invalid', source: { parameter: 'include' } });
  });

  it('tells a signed-in volunteer whether they saved it and applied, and counts accepted places', async () => {
    const applicant = (await createUser(world.testApp.database, world.tenantId)).user;
    const other = (await createUser(world.testApp.database, world.tenantId)).user;
    const target = await world.vacancy({ places: 1 });
    await world.application(target, other, 'accepted');
    await world.application(target, applicant, 'new');
    await world.request(applicant, 'POST', `/api/v1/vacancies/${target.id}/favorite`);
    const response = await show(applicant, target.id);
    expect(response.json().data.attributes).toMatchObject({
      places_taken: 1,
      is_full: true,
      is_favorite: true,
      has_applied: true,
    });
    expect(response.json().data.meta.abilities.apply).toBe(false);
    const stranger = await show(world.volunteer, target.id);
    expect(stranger.json().data.attributes).toMatchObject({ is_favorite: false, has_applied: false });
    expect(stranger.json().data.meta.abilities.apply).toBe(true);
  });

  it('does not count a withdrawn application as applied', async () => {
    const target = await world.vacancy();
    const withdrawn = (await createUser(world.testApp.database, world.tenantId)).user;
    await world.application(target, withdrawn, 'withdrawn');
    const response = await show(withdrawn, target.id);
    expect(response.json().data.attributes.has_applied).toBe(false);
  });
});
