import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unauthenticatedBody } from '../users/users-world.ts';
import {
  completeVacancyFields,
  createVacanciesWorld,
  errorsOf,
  pointersOf,
  type VacanciesWorld,
} from './vacancies-world.ts';

describe('POST /api/v1/vacancies', () => {
  let world: VacanciesWorld;
  beforeAll(async () => {
    world = await createVacanciesWorld();
  });
  afterAll(async () => world.testApp.close());

  const create = (
    actor: Parameters<VacanciesWorld['request']>[0],
    vacancy: Record<string, unknown>,
    headers: Record<string, string> = {},
  ) => world.request(actor, 'POST', '/api/v1/vacancies', { vacancy }, headers);

  it('lets an organisation admin add a complete draft for their organisation, with every field', async () => {
    const category = await world.tag('category', 'Zorg');
    const skill = await world.tag('skill', 'Luisteren');
    const group = await world.tag('target_group', 'Ouderen');
    const response = await create(world.orgAdmin, {
      ...completeVacancyFields({
        category_ids: [category.id],
        skill_ids: [String(skill.id)],
        target_group_ids: [group.id],
        expires_on: '2099-12-31',
      }),
      organization_id: world.organization.id,
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.type).toBe('vacancies');
    expect(data.attributes).toMatchObject({
      title: 'Maatje voor een oudere buurtbewoner',
      status: 'draft',
      published_at: null,
      postcode: '3511 AB',
      house_number: '12a',
      city: 'Utrecht',
      commitment_kind: 'recurring',
      hours_per_week: 2,
      day_parts: { monday: ['morning'], thursday: ['afternoon', 'evening'] },
      minimum_age: 18,
      vog_required: true,
      suitable_for: ['students', 'seniors'],
      languages: ['nl', 'en'],
      places: 3,
      places_taken: 0,
      is_full: false,
      questions: ['Wanneer kun je beginnen?'],
      contact_email: 'fatima@brug.example',
      expires_on: '2099-12-31',
      organization_id: String(world.organization.id),
      organization_name: 'Buurthuis De Brug',
      categories: [{ id: String(category.id), name: 'Zorg' }],
      skills: [{ id: String(skill.id), name: 'Luisteren' }],
      target_groups: [{ id: String(group.id), name: 'Ouderen' }],
      view_count: 0,
      is_favorite: false,
      has_applied: false,
    });
    // The local geocoder places Utrecht postcodes near the city centre.
    expect(data.attributes.latitude).toBeCloseTo(52.09, 1);
    expect(data.meta.abilities).toMatchObject({ update: true, publish: true, delete: true, apply: false });
    expect(data.relationships.organization.data).toEqual({ type: 'organizations', id: String(world.organization.id) });
    expect(data.relationships.tags.data).toHaveLength(3);
    const events = await world.auditEventsOf('vacancy_created');
    const event = events.find((candidate) => candidate.details['vacancyId'] === Number(data.id));
    expect(event).toMatchObject({ actorUserId: world.orgAdmin.id, details: { vacancyId: Number(data.id) } });
  });

  it('takes the organisation from Current-Organization-Id when the body does not name one', async () => {
    const response = await create(
      world.orgAdmin,
      { title: 'Alleen een titel voor nu' },
      {
        'current-organization-id': String(world.organization.id),
      },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().data.attributes).toMatchObject({
      organization_id: String(world.organization.id),
      status: 'draft',
      summary: '',
      latitude: null,
    });
  });

  it('asks for the organisation when neither the body nor the header names one', async () => {
    const response = await create(world.orgAdmin, { title: 'Zonder organisatie' });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)[0]).toMatchObject({
      code: 'required',
      source: { pointer: '/vacancy/organization_id' },
    });
  });

  it('lets the centre add a vacancy for any organisation of the tenant, and publish it at once', async () => {
    const response = await create(world.centerAdmin, {
      ...completeVacancyFields(),
      organization_id: world.otherOrganization.id,
      status: 'published',
    });
    expect(response.statusCode).toBe(201);
    const { attributes } = response.json().data;
    expect(attributes.status).toBe('published');
    expect(new Date(attributes.published_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses an organisation admin for another organisation (403) and a volunteer (403)', async () => {
    const forOther = await create(world.orgAdmin, {
      ...completeVacancyFields(),
      organization_id: world.otherOrganization.id,
    });
    expect(forOther.statusCode).toBe(403);
    const byVolunteer = await create(world.volunteer, {
      ...completeVacancyFields(),
      organization_id: world.organization.id,
    });
    expect(byVolunteer.statusCode).toBe(403);
  });

  it('answers 401 when signed out', async () => {
    const response = await create(null, { ...completeVacancyFields(), organization_id: world.organization.id });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthenticatedBody);
  });

  it('treats an organisation of another tenant as unknown (422)', async () => {
    const response = await create(world.centerAdmin, {
      ...completeVacancyFields(),
      organization_id: world.foreignOrganization.id,
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)[0]).toMatchObject({
      code: 'organization_unknown',
      source: { pointer: '/vacancy/organization_id' },
    });
  });

  it('sanitises the description: scripts, event handlers, images and targets go; links get rel', async () => {
    const response = await create(world.orgAdmin, {
      title: 'Vacature met opmaak',
      organization_id: world.organization.id,
      description_html:
        '<h1>Welkom</h1><p onclick="steal()">Kom <b>helpen</b><script>alert(1)</script></p>' +
        '<img src="x" onerror="alert(1)"><a href="https://brug.example" target="_blank">site</a>' +
        '<a href="javascript:alert(1)">kwaad</a><ul><li>Een</li></ul>',
    });
    expect(response.statusCode).toBe(201);
    const html: string = response.json().data.attributes.description_html;
    expect(html).toBe(
      '<h2>Welkom</h2><p>Kom <strong>helpen</strong></p>' +
        '<a href="https://brug.example" rel="noopener noreferrer">site</a>' +
        '<a rel="noopener noreferrer">kwaad</a><ul><li>Een</li></ul>',
    );
    expect(html).not.toContain('script');
    expect(html).not.toContain('onclick');
  });

  it('validates every field with a pointer of its own', async () => {
    const response = await create(world.orgAdmin, {
      organization_id: world.organization.id,
      title: 'Kort',
      summary: 'x'.repeat(301),
      places: 0,
      minimum_age: 100,
      hours_per_week: 61,
      languages: ['nl', 'xx'],
      suitable_for: ['everyone'],
      questions: Array.from({ length: 11 }, (_, index) => `Vraag ${index}?`),
      postcode: '12345',
      starts_on: '2026-02-30',
      location_kind: 'moon',
    });
    expect(response.statusCode).toBe(422);
    const pointers = pointersOf(response);
    for (const field of [
      'title',
      'summary',
      'places',
      'minimum_age',
      'hours_per_week',
      'postcode',
      'starts_on',
      'location_kind',
      'questions',
    ]) {
      expect(pointers).toContain(`/vacancy/${field}`);
    }
    expect(pointers).toContain('/vacancy/languages/1');
    expect(pointers).toContain('/vacancy/suitable_for/0');
  });

  it('refuses an unknown field', async () => {
    const response = await create(world.orgAdmin, {
      title: 'Met een onbekend veld',
      organization_id: world.organization.id,
      view_count: 1000,
    });
    expect(response.statusCode).toBe(422);
  });

  it('checks the dates: the end not before the start, the expiry not in the past', async () => {
    const response = await create(world.orgAdmin, {
      title: 'Periode met fouten',
      organization_id: world.organization.id,
      commitment_kind: 'period',
      starts_on: '2099-06-10',
      ends_on: '2099-06-01',
      expires_on: '2000-01-01',
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response).map((error) => [error.code, error.source?.pointer])).toEqual([
      ['ends_before_start', '/vacancy/ends_on'],
      ['expires_in_past', '/vacancy/expires_on'],
    ]);
  });

  it('accepts only tags of the tenant of the right kind, on the field that names them', async () => {
    const skill = await world.tag('skill');
    const foreignCategory = await world.tag('category', 'Buitenland', world.otherTenantId);
    const response = await create(world.orgAdmin, {
      title: 'Vacature met verkeerde tags',
      organization_id: world.organization.id,
      category_ids: [skill.id],
      skill_ids: [foreignCategory.id],
      target_group_ids: [987654],
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response).map((error) => [error.code, error.source?.pointer])).toEqual([
      ['tag_unknown', '/vacancy/category_ids'],
      ['tag_unknown', '/vacancy/skill_ids'],
      ['tag_unknown', '/vacancy/target_group_ids'],
    ]);
    expect(errorsOf(response)[0]!.detail).toBe('One of these categories does not exist.');
  });

  it('refuses to publish an incomplete vacancy, one error per missing field', async () => {
    const response = await create(world.orgAdmin, {
      title: 'Bijna klaar',
      organization_id: world.organization.id,
      commitment_kind: 'period',
      status: 'published',
    });
    expect(response.statusCode).toBe(422);
    const errors = errorsOf(response);
    expect(errors.every((error) => error.code === 'required_to_publish')).toBe(true);
    expect(pointersOf(response)).toEqual([
      '/vacancy/city',
      '/vacancy/description_html',
      '/vacancy/ends_on',
      '/vacancy/starts_on',
      '/vacancy/summary',
    ]);
  });

  it('refuses to publish for an organisation that is not approved', async () => {
    const pending = await world.organizationOfA({ status: 'pending' });
    const response = await create(world.centerAdmin, {
      ...completeVacancyFields(),
      organization_id: pending.id,
      status: 'published',
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([
      expect.objectContaining({ code: 'organization_not_approved', source: { pointer: '/vacancy/status' } }),
    ]);
    const asDraft = await create(world.centerAdmin, { ...completeVacancyFields(), organization_id: pending.id });
    expect(asDraft.statusCode).toBe(201);
  });

  it('answers in Dutch by default', async () => {
    const response = await world.testApp.app.inject({
      method: 'POST',
      url: '/api/v1/vacancies',
      headers: {
        'x-tenant': 'rivierstad',
        'app-context': 'main',
        ...(await world.sessionOf(world.orgAdmin)),
      },
      payload: { vacancy: { title: 'Zonder organisatie' } },
    });
    expect(errorsOf(response)[0]!.detail).toBe('Kies de organisatie waarvoor de vacature is.');
  });
});
