import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unauthenticatedBody } from '../users/users-world.ts';
import { createVacanciesWorld, errorsOf, pointersOf, type VacanciesWorld } from './vacancies-world.ts';

describe('PATCH and PUT /api/v1/vacancies/{id}', () => {
  let world: VacanciesWorld;
  beforeAll(async () => {
    world = await createVacanciesWorld();
  });
  afterAll(async () => world.testApp.close());

  const patch = (
    actor: Parameters<VacanciesWorld['request']>[0],
    id: number,
    vacancy: Record<string, unknown>,
    method: 'PATCH' | 'PUT' = 'PATCH',
  ) => world.request(actor, method, `/api/v1/vacancies/${id}`, { vacancy });

  it('changes only the fields sent (PATCH and PUT alike) and records it', async () => {
    const vacancy = await world.vacancy({ title: 'Oude titel', minimumAge: 16 });
    const response = await patch(world.orgAdmin, vacancy.id, {
      title: 'Nieuwe titel',
      summary: 'Een nieuwe samenvatting.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({
      title: 'Nieuwe titel',
      summary: 'Een nieuwe samenvatting.',
      minimum_age: 16,
      status: 'published',
    });
    const viaPut = await patch(world.centerAdmin, vacancy.id, { minimum_age: null, places: 5 }, 'PUT');
    expect(viaPut.statusCode).toBe(200);
    expect(viaPut.json().data.attributes).toMatchObject({ title: 'Nieuwe titel', minimum_age: null, places: 5 });
    const stored = await world.stored(vacancy);
    expect(stored!.updatedAt.getTime()).toBeGreaterThan(vacancy.updatedAt.getTime());
    const events = (await world.auditEventsOf('vacancy_updated')).filter(
      (event) => event.details['vacancyId'] === vacancy.id,
    );
    expect(events.map((event) => event.actorUserId)).toEqual([world.orgAdmin.id, world.centerAdmin.id]);
  });

  it('places the vacancy again when its address changes, and takes the position away for remote work', async () => {
    const vacancy = await world.vacancy({ status: 'draft', publishedAt: null });
    const moved = await patch(world.orgAdmin, vacancy.id, { postcode: '1011 AB', city: 'Amsterdam' });
    expect(moved.json().data.attributes.latitude).toBeCloseTo(52.37, 1);
    const remote = await patch(world.orgAdmin, vacancy.id, { location_kind: 'remote' });
    expect(remote.json().data.attributes).toMatchObject({ location_kind: 'remote', latitude: null, city: 'Amsterdam' });
    const back = await patch(world.orgAdmin, vacancy.id, { location_kind: 'address' });
    expect(back.json().data.attributes.latitude).toBeCloseTo(52.37, 1);
    const untouched = await patch(world.orgAdmin, vacancy.id, { title: 'Zonder adreswijziging' });
    expect(untouched.json().data.attributes.latitude).toBe(back.json().data.attributes.latitude);
  });

  it('replaces the tags of the kinds sent and keeps the others', async () => {
    const [oldCategory, newCategory, skill] = [
      await world.tag('category'),
      await world.tag('category'),
      await world.tag('skill'),
    ];
    const vacancy = await world.vacancy({}, { tags: [oldCategory, skill] });
    const response = await patch(world.orgAdmin, vacancy.id, { category_ids: [newCategory.id] });
    expect(response.statusCode).toBe(200);
    expect(await world.tagIdsOf(vacancy)).toEqual([newCategory.id, skill.id].sort((a, b) => a - b));
    await patch(world.orgAdmin, vacancy.id, { skill_ids: [] });
    expect(await world.tagIdsOf(vacancy)).toEqual([newCategory.id]);
  });

  it('sanitises an edited description', async () => {
    const vacancy = await world.vacancy({ status: 'draft', publishedAt: null });
    const response = await patch(world.orgAdmin, vacancy.id, {
      description_html: '<p style="color:red" onmouseover="x()">Hallo</p><iframe src="https://evil.example"></iframe>',
    });
    expect(response.json().data.attributes.description_html).toBe('<p>Hallo</p>');
  });

  it('keeps a published vacancy complete: clearing what publishing needs is a 422 and nothing changes', async () => {
    const vacancy = await world.vacancy({ title: 'Blijft compleet' });
    const response = await patch(world.orgAdmin, vacancy.id, {
      title: 'Zou niet mogen opslaan',
      summary: '',
      description_html: '<p>   </p>',
      commitment_kind: 'one_off',
    });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response).every((error) => error.code === 'required_to_publish')).toBe(true);
    expect(pointersOf(response)).toEqual(['/vacancy/description_html', '/vacancy/starts_on', '/vacancy/summary']);
    expect((await world.stored(vacancy))!.title).toBe('Blijft compleet');
  });

  it('lets a draft be incomplete', async () => {
    const vacancy = await world.vacancy({ status: 'draft', publishedAt: null });
    const response = await patch(world.orgAdmin, vacancy.id, { summary: null, city: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({ summary: '', city: null });
  });

  it('checks the dates against what the vacancy already has', async () => {
    const vacancy = await world.vacancy({ commitmentKind: 'period', startsOn: '2099-05-01', endsOn: '2099-06-01' });
    const response = await patch(world.orgAdmin, vacancy.id, { ends_on: '2099-04-01' });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)[0]).toMatchObject({ code: 'ends_before_start', source: { pointer: '/vacancy/ends_on' } });
  });

  it('is all or nothing: a wrong tag leaves the other fields as they were', async () => {
    const vacancy = await world.vacancy({ title: 'Ongewijzigd' });
    const foreignTag = await world.tag('category', undefined, world.otherTenantId);
    const response = await patch(world.orgAdmin, vacancy.id, { title: 'Gewijzigd', category_ids: [foreignTag.id] });
    expect(response.statusCode).toBe(422);
    expect(errorsOf(response)[0]!.source?.pointer).toBe('/vacancy/category_ids');
    expect((await world.stored(vacancy))!.title).toBe('Ongewijzigd');
  });

  it('moves the status along the state machine, and refuses a move outside it on /vacancy/status', async () => {
    const vacancy = await world.vacancy({ status: 'draft', publishedAt: null });
    const published = await patch(world.orgAdmin, vacancy.id, { status: 'published', title: 'Meteen live' });
    expect(published.statusCode).toBe(200);
    expect(published.json().data.attributes).toMatchObject({ status: 'published', title: 'Meteen live' });
    const back = await patch(world.orgAdmin, vacancy.id, { status: 'draft' });
    expect(back.statusCode).toBe(422);
    expect(errorsOf(back)[0]).toMatchObject({
      code: 'status_transition_invalid',
      source: { pointer: '/vacancy/status' },
      detail: 'A published vacancy can only be closed or archived (asked for: draft).',
    });
  });

  it('answers 404 to who may not see the vacancy, 403 to who may see but not edit it, 401 signed out', async () => {
    const draft = await world.vacancy({ status: 'draft', publishedAt: null });
    const published = await world.vacancy();
    expect((await patch(world.volunteer, draft.id, { title: 'Overgenomen' })).statusCode).toBe(404);
    expect((await patch(world.otherOrgAdmin, draft.id, { title: 'Overgenomen' })).statusCode).toBe(404);
    expect((await patch(world.volunteer, published.id, { title: 'Overgenomen' })).statusCode).toBe(403);
    expect((await patch(world.otherOrgAdmin, published.id, { title: 'Overgenomen' })).statusCode).toBe(403);
    // The address path reads the vacancy before the transaction: the same answers.
    expect((await patch(world.otherOrgAdmin, draft.id, { city: 'Elders' })).statusCode).toBe(404);
    expect((await patch(world.otherOrgAdmin, published.id, { city: 'Elders' })).statusCode).toBe(403);
    const signedOut = await patch(null, published.id, { title: 'Overgenomen' });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual(unauthenticatedBody);
    expect((await world.stored(published))!.title).not.toBe('Overgenomen');
  });

  it('answers 404 for a vacancy of another tenant', async () => {
    const foreign = await world.vacancy({ title: 'Van Heuvelland' }, { organization: world.foreignOrganization });
    expect((await patch(world.superAdmin, foreign.id, { title: 'Overgenomen' })).statusCode).toBe(404);
    expect((await world.stored(foreign))!.title).toBe('Van Heuvelland');
  });

  it('refuses bad input with pointers', async () => {
    const vacancy = await world.vacancy();
    const response = await patch(world.orgAdmin, vacancy.id, {
      places: -1,
      contact_email: 'geen-adres',
      day_parts: { funday: ['morning'] },
      image_url: 'ftp://plaatje.example/x.png',
    });
    expect(response.statusCode).toBe(422);
    expect(pointersOf(response)).toEqual(
      expect.arrayContaining(['/vacancy/places', '/vacancy/contact_email', '/vacancy/image_url']),
    );
    expect(pointersOf(response).some((pointer) => pointer.startsWith('/vacancy/day_parts'))).toBe(true);
  });
});
