import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VacancyStatus } from '@volunteerly/contracts/vacancies';
import { createVacanciesWorld, errorsOf, pointersOf, type VacanciesWorld } from './vacancies-world.ts';

describe('PUT /api/v1/vacancies/{id}/status', () => {
  let world: VacanciesWorld;
  beforeAll(async () => {
    world = await createVacanciesWorld();
  });
  afterAll(async () => world.testApp.close());

  const move = (actor: Parameters<VacanciesWorld['request']>[0], id: number, status: string, language = 'en') =>
    world.request(actor, 'PUT', `/api/v1/vacancies/${id}/status`, { status }, { 'accept-language': language });
  const draft = () => world.vacancy({ status: 'draft', publishedAt: null });

  it('walks the whole state machine: publish, close, reopen, archive, restore', async () => {
    const vacancy = await draft();
    const published = await move(world.orgAdmin, vacancy.id, 'published');
    expect(published.statusCode).toBe(200);
    const firstPublishedAt = published.json().data.attributes.published_at as string;
    expect(firstPublishedAt).not.toBeNull();
    expect(published.json().data.meta.abilities).toMatchObject({ close: true, publish: false, delete: false });

    const closed = await move(world.orgAdmin, vacancy.id, 'closed');
    expect(closed.json().data.attributes.status).toBe('closed');
    expect(closed.json().data.attributes.closed_at).not.toBeNull();

    const reopened = await move(world.centerAdmin, vacancy.id, 'published');
    expect(reopened.json().data.attributes).toMatchObject({ status: 'published', closed_at: null });
    // Publishing again stamps a new date, so 'newest' shows a reopened vacancy.
    expect(reopened.json().data.attributes.published_at > firstPublishedAt).toBe(true);

    expect((await move(world.orgAdmin, vacancy.id, 'archived')).json().data.attributes.status).toBe('archived');
    const restored = await move(world.orgAdmin, vacancy.id, 'draft');
    expect(restored.json().data.attributes.status).toBe('draft');

    const events = await world.auditEventsOf('vacancy_status_changed');
    expect(events.map((event) => event.details['to'])).toEqual([
      'published',
      'closed',
      'published',
      'archived',
      'draft',
    ]);
  });

  it('accepts the status the vacancy already has without a change', async () => {
    const vacancy = await world.vacancy();
    const response = await move(world.orgAdmin, vacancy.id, 'published');
    expect(response.statusCode).toBe(200);
    expect((await world.stored(vacancy))!.publishedAt).toEqual(vacancy.publishedAt);
  });

  it.each([
    ['draft', 'closed', 'A draft can only be published or archived (asked for: closed).'],
    ['published', 'draft', 'A published vacancy can only be closed or archived (asked for: draft).'],
    ['closed', 'draft', 'A closed vacancy can only be published again or archived (asked for: draft).'],
    ['archived', 'published', 'An archived vacancy can only be taken back as a draft (asked for: published).'],
  ] as const)('refuses %s → %s with 422 on /status naming the allowed moves', async (from, to, detail) => {
    const vacancy = await world.vacancy({ status: from as VacancyStatus });
    const response = await move(world.orgAdmin, vacancy.id, to);
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([
      expect.objectContaining({ code: 'status_transition_invalid', detail, source: { pointer: '/status' } }),
    ]);
    expect((await world.stored(vacancy))!.status).toBe(from);
  });

  it('names the allowed moves in Dutch too', async () => {
    const vacancy = await draft();
    const response = await move(world.orgAdmin, vacancy.id, 'closed', 'nl');
    expect(errorsOf(response)[0]!.detail).toBe(
      'Een concept kan alleen worden gepubliceerd of gearchiveerd (gevraagd: closed).',
    );
  });

  it('refuses an unknown status with 422', async () => {
    const vacancy = await draft();
    const response = await move(world.orgAdmin, vacancy.id, 'deleted');
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)[0]!.source?.pointer).toBe('/status');
  });

  it('refuses to publish an incomplete draft: one 422 per missing field', async () => {
    const vacancy = await world.vacancy({
      status: 'draft',
      publishedAt: null,
      summary: '',
      descriptionHtml: '',
      city: null,
      commitmentKind: 'recurring',
      hoursPerWeek: null,
    });
    const response = await move(world.orgAdmin, vacancy.id, 'published');
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response).every((error) => error.code === 'required_to_publish')).toBe(true);
    expect(pointersOf(response)).toEqual([
      '/vacancy/city',
      '/vacancy/description_html',
      '/vacancy/hours_per_week',
      '/vacancy/summary',
    ]);
    expect((await world.stored(vacancy))!.status).toBe('draft');
  });

  it('needs no place for remote work and the dates a commitment asks for', async () => {
    const oneOff = await world.vacancy({
      status: 'draft',
      publishedAt: null,
      locationKind: 'remote',
      city: null,
      commitmentKind: 'one_off',
      startsOn: null,
    });
    expect(pointersOf(await move(world.orgAdmin, oneOff.id, 'published'))).toEqual(['/vacancy/starts_on']);
  });

  it('refuses to publish a vacancy whose expiry date has passed', async () => {
    const vacancy = await world.vacancy({ status: 'closed', expiresOn: '2001-01-01' });
    const response = await move(world.orgAdmin, vacancy.id, 'published');
    expect(errorsOf(response)).toEqual([
      expect.objectContaining({ code: 'expired', source: { pointer: '/vacancy/expires_on' } }),
    ]);
  });

  it('refuses to publish for an organisation that is not approved (422 on /status)', async () => {
    const pending = await world.organizationOfA({ status: 'pending' });
    const vacancy = await world.vacancy({ status: 'draft', publishedAt: null }, { organization: pending });
    const response = await move(world.centerAdmin, vacancy.id, 'published');
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)).toEqual([
      expect.objectContaining({ code: 'organization_not_approved', source: { pointer: '/status' } }),
    ]);
    expect((await move(world.centerAdmin, vacancy.id, 'archived')).statusCode).toBe(200);
  });

  it('answers 404 to outsiders for a draft, 403 for a published vacancy, 404 across tenants', async () => {
    const hidden = await draft();
    const visible = await world.vacancy();
    expect((await move(world.volunteer, hidden.id, 'published')).statusCode).toBe(404);
    expect((await move(world.otherOrgAdmin, hidden.id, 'published')).statusCode).toBe(404);
    expect((await move(world.volunteer, visible.id, 'closed')).statusCode).toBe(403);
    expect((await move(world.otherOrgAdmin, visible.id, 'closed')).statusCode).toBe(403);
    expect((await move(null, visible.id, 'closed')).statusCode).toBe(401);
    const foreign = await world.vacancy({}, { organization: world.foreignOrganization });
    expect((await move(world.superAdmin, foreign.id, 'closed')).statusCode).toBe(404);
    expect((await world.stored(visible))!.status).toBe('published');
  });
});

describe('DELETE /api/v1/vacancies/{id}', () => {
  let world: VacanciesWorld;
  beforeAll(async () => {
    world = await createVacanciesWorld();
  });
  afterAll(async () => world.testApp.close());

  const remove = (actor: Parameters<VacanciesWorld['request']>[0], id: number) =>
    world.request(actor, 'DELETE', `/api/v1/vacancies/${id}`);

  it('deletes a draft with its tags and records it', async () => {
    const tag = await world.tag('category');
    const vacancy = await world.vacancy({ status: 'draft', publishedAt: null }, { tags: [tag] });
    const response = await remove(world.orgAdmin, vacancy.id);
    expect(response.statusCode).toBe(204);
    expect(await world.stored(vacancy)).toBeUndefined();
    expect(await world.tagIdsOf(vacancy)).toEqual([]);
    expect((await remove(world.orgAdmin, vacancy.id)).statusCode).toBe(404);
    const [event] = await world.auditEventsOf('vacancy_deleted');
    expect(event!.details).toMatchObject({ vacancyId: vacancy.id, title: vacancy.title });
  });

  it.each(['published', 'closed', 'archived'] as const)(
    'refuses a %s vacancy with 409 and says to archive it',
    async (status) => {
      const vacancy = await world.vacancy({ status });
      const response = await remove(world.centerAdmin, vacancy.id);
      expect(response.statusCode).toBe(409);
      expect(errorsOf(response)[0]).toMatchObject({
        code: 'vacancy_not_draft',
        title: 'Only a draft can be deleted.',
        detail: 'This vacancy is no longer a draft: archive it instead.',
      });
      expect(await world.stored(vacancy)).toBeDefined();
    },
  );

  it('says it in Dutch too', async () => {
    const vacancy = await world.vacancy();
    const response = await world.request(world.orgAdmin, 'DELETE', `/api/v1/vacancies/${vacancy.id}`, undefined, {
      'accept-language': 'nl',
    });
    expect(errorsOf(response)[0]!.detail).toBe('Deze vacature is geen concept meer: archiveer haar in plaats daarvan.');
  });

  it('keeps a draft that has applications (it was published once) with 409', async () => {
    const vacancy = await world.vacancy({ status: 'draft' });
    await world.application(vacancy, world.volunteer, 'rejected');
    const response = await remove(world.orgAdmin, vacancy.id);
    expect(response.statusCode).toBe(409);
    expect(errorsOf(response)[0]!.code).toBe('vacancy_has_applications');
  });

  it('answers 404 to outsiders and across tenants, 403 to who sees but may not delete', async () => {
    const vacancy = await world.vacancy({ status: 'draft', publishedAt: null });
    expect((await remove(world.volunteer, vacancy.id)).statusCode).toBe(404);
    expect((await remove(world.otherOrgAdmin, vacancy.id)).statusCode).toBe(404);
    expect((await remove(null, vacancy.id)).statusCode).toBe(401);
    const published = await world.vacancy();
    expect((await remove(world.volunteer, published.id)).statusCode).toBe(403);
    const foreign = await world.vacancy({ status: 'draft' }, { organization: world.foreignOrganization });
    expect((await remove(world.superAdmin, foreign.id)).statusCode).toBe(404);
    expect(await world.stored(vacancy)).toBeDefined();
    expect(await world.stored(foreign)).toBeDefined();
  });
});
