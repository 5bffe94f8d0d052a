import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVacancySearchWorld, type VacancySearchWorld } from './vacancy-search-world.ts';

type ErrorObject = { status: string; code: string; title: string; detail?: string; source?: { parameter?: string } };

describe('GET /api/v1/vacancies/search with parameters it cannot use', () => {
  let world: VacancySearchWorld;
  beforeAll(async () => {
    world = await createVacancySearchWorld();
  });
  afterAll(async () => world.testApp.close());

  const errorsOf = async (query: string, headers?: Record<string, string>): Promise<ErrorObject[]> => {
    const response = await world.get(`/api/v1/vacancies/search${query}`, headers);
    expect(response.statusCode, response.body).toBe(422);
    return response.json().errors;
  };

  it.each([
    ['page[size]=101', 'page[size]'],
    ['page[number]=0', 'page[number]'],
    ['distance=0', 'distance'],
    ['latitude=52&longitude=5&distance=301', 'distance'],
    ['latitude=91&longitude=5', 'latitude'],
    ['latitude=52&longitude=181', 'longitude'],
    ['filter[category]=abc', 'filter[category]'],
    ['filter[organization_id]=1,,2', 'filter[organization_id]'],
    ['filter[commitment]=weekly', 'filter[commitment]'],
    ['filter[location_kind]=moon', 'filter[location_kind]'],
    ['filter[suitable_for]=everyone', 'filter[suitable_for]'],
    ['filter[remote]=yes', 'filter[remote]'],
    ['filter[vog_required]=1', 'filter[vog_required]'],
    ['filter[date]=2026-13-01', 'filter[date]'],
    ['postcode=12345', 'postcode'],
    ['sort=title', 'sort'],
  ])('refuses %s on that parameter', async (query, parameter) => {
    const errors = await errorsOf(`?${query}`);
    expect(errors[0]).toMatchObject({ status: '422', code: 'validation_failed', source: { parameter } });
  });

  it('wants both latitude and longitude, or neither, translated', async () => {
    const [english] = await errorsOf('?latitude=52.09');
    expect(english).toMatchObject({
      source: { parameter: 'longitude' },
      detail: 'Send both latitude and longitude, or neither.',
    });
    const [dutch] = await errorsOf('?longitude=5.12', { 'accept-language': 'nl' });
    expect(dutch).toMatchObject({
      source: { parameter: 'latitude' },
      title: 'Ongeldige waarde',
      detail: 'Stuur zowel latitude als longitude mee, of geen van beide.',
    });
  });

  it('cannot sort by distance without a place to measure from', async () => {
    const [error] = await errorsOf('?sort=distance&q=wandeling');
    expect(error).toMatchObject({
      source: { parameter: 'sort' },
      detail: 'Sorting by distance needs a postcode or a position to measure from.',
    });
  });

  it('answers in Dutch by default', async () => {
    const response = await world.testApp.app.inject({
      method: 'GET',
      url: '/api/v1/vacancies/search?page[size]=500',
      headers: { 'x-tenant': world.tenantKey, 'app-context': 'main' },
    });
    expect(response.json().errors[0].title).toBe('Ongeldige waarde');
  });

  it('needs a tenant, as every API call', async () => {
    const response = await world.testApp.app.inject({ method: 'GET', url: '/api/v1/vacancies/search' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('tenant_missing');
  });
});
