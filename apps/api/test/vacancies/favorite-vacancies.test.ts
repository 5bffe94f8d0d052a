import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { favoriteDocumentSchema } from '@volunteerly/contracts/resources/vacancies';
import { parseWithContract } from '../support/contract.ts';
import { unauthenticatedBody } from '../users/users-world.ts';
import { createVacanciesWorld, type VacanciesWorld } from './vacancies-world.ts';

describe('POST and DELETE /api/v1/vacancies/{id}/favorite', () => {
  let world: VacanciesWorld;
  beforeAll(async () => {
    world = await createVacanciesWorld();
  });
  afterAll(async () => world.testApp.close());

  const favorite = (actor: Parameters<VacanciesWorld['request']>[0], method: 'POST' | 'DELETE', id: number) =>
    world.request(actor, method, `/api/v1/vacancies/${id}/favorite`);

  it('saves a published vacancy once, however often asked, and forgets it the same way', async () => {
    const vacancy = await world.vacancy();
    for (let attempt = 0; attempt < 2; attempt++) {
      const saved = await favorite(world.volunteer, 'POST', vacancy.id);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toEqual({ data: null, meta: { favorite: true } });
      expect(() => parseWithContract(favoriteDocumentSchema, saved.json())).not.toThrow();
    }
    expect(await world.isFavorite(vacancy, world.volunteer)).toBe(true);
    const shown = await world.request(world.volunteer, 'GET', `/api/v1/vacancies/${vacancy.id}`);
    expect(shown.json().data.attributes.is_favorite).toBe(true);
    for (let attempt = 0; attempt < 2; attempt++) {
      const forgotten = await favorite(world.volunteer, 'DELETE', vacancy.id);
      expect(forgotten.statusCode).toBe(204);
      expect(forgotten.body).toBe('');
    }
    expect(await world.isFavorite(vacancy, world.volunteer)).toBe(false);
  });

  it('lets every signed-in role save, each for themselves', async () => {
    const vacancy = await world.vacancy();
    for (const actor of [world.orgAdmin, world.centerAdmin, world.otherOrgAdmin]) {
      expect((await favorite(actor, 'POST', vacancy.id)).statusCode).toBe(200);
    }
    expect(await world.isFavorite(vacancy, world.volunteer)).toBe(false);
    expect(await world.isFavorite(vacancy, world.otherOrgAdmin)).toBe(true);
  });

  it('answers 404 for vacancies that are not published, unknown, or of another tenant', async () => {
    const draft = await world.vacancy({ status: 'draft', publishedAt: null });
    const closed = await world.vacancy({ status: 'closed' });
    const foreign = await world.vacancy({}, { organization: world.foreignOrganization });
    for (const id of [draft.id, closed.id, foreign.id, 987654321]) {
      expect((await favorite(world.volunteer, 'POST', id)).statusCode).toBe(404);
      expect((await favorite(world.volunteer, 'DELETE', id)).statusCode).toBe(404);
    }
    // Even the organisation cannot save its own draft.
    expect((await favorite(world.orgAdmin, 'POST', draft.id)).statusCode).toBe(404);
  });

  it('keeps a saved vacancy that closes, out of the favourites list until it is published again', async () => {
    const vacancy = await world.vacancy({ title: 'Even dicht' });
    await favorite(world.volunteer, 'POST', vacancy.id);
    await world.request(world.orgAdmin, 'PUT', `/api/v1/vacancies/${vacancy.id}/status`, { status: 'closed' });
    const listTitles = async () =>
      (await world.request(world.volunteer, 'GET', '/api/v1/vacancies?filter[favorite]=true'))
        .json()
        .data.map((item: { attributes: { title: string } }) => item.attributes.title);
    expect(await listTitles()).not.toContain('Even dicht');
    await world.request(world.orgAdmin, 'PUT', `/api/v1/vacancies/${vacancy.id}/status`, { status: 'published' });
    expect(await listTitles()).toContain('Even dicht');
  });

  it('answers 401 when signed out', async () => {
    const vacancy = await world.vacancy();
    for (const method of ['POST', 'DELETE'] as const) {
      const response = await favorite(null, method, vacancy.id);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(unauthenticatedBody);
    }
  });
});
