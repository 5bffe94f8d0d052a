import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { similarVacanciesDocumentSchema } from '@volunteerly/contracts/resources/vacancies';
import type { TagRow } from '../../src/modules/tags/tags.schema.ts';
import type { VacancyRow } from '../../src/modules/vacancies/vacancies.schema.ts';
import { parseWithContract } from '../support/contract.ts';
import { createVacanciesWorld, type VacanciesWorld } from './vacancies-world.ts';

const utrecht = { latitude: 52.0907, longitude: 5.1214 };
const amersfoort = { latitude: 52.1561, longitude: 5.3878 };
const groningen = { latitude: 53.2194, longitude: 6.5665 };
const maastricht = { latitude: 50.8514, longitude: 5.691 };
const nowhere = { latitude: null, longitude: null, locationKind: 'remote' as const };
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('GET /api/v1/vacancies/{id}/similar', () => {
  let world: VacanciesWorld;
  let care: TagRow;
  let garden: TagRow;
  let base: VacancyRow;
  const named: Record<string, VacancyRow> = {};

  beforeAll(async () => {
    world = await createVacanciesWorld();
    care = await world.tag('category', 'Zorg');
    garden = await world.tag('skill', 'Tuinieren');
    const other = await world.tag('category', 'Sport');
    base = await world.vacancy({ title: 'Basis', ...utrecht, publishedAt: daysAgo(0.5) }, { tags: [care, garden] });
    const make = async (title: string, overrides: Parameters<VacanciesWorld['vacancy']>[0], tags: TagRow[]) => {
      named[title] = await world.vacancy({ title, ...overrides }, { tags });
    };
    await make('Twee gedeeld, ver', { ...groningen }, [care, garden]);
    await make('Een gedeeld, dichtbij', { ...amersfoort }, [care]);
    await make('Een gedeeld, ver', { ...maastricht }, [care]);
    await make('Een gedeeld, zonder plek, nieuw', { ...nowhere, publishedAt: daysAgo(1) }, [garden]);
    await make('Een gedeeld, zonder plek, oud', { ...nowhere, publishedAt: daysAgo(30) }, [care]);
    await make('Niets gedeeld', { ...utrecht }, [other]);
    await make('Concept', { ...utrecht, status: 'draft', publishedAt: null }, [care, garden]);
    await make('Verlopen', { ...utrecht, expiresOn: '2001-01-01' }, [care, garden]);
    await make('Gesloten', { ...utrecht, status: 'closed' }, [care, garden]);
  });
  afterAll(async () => world.testApp.close());

  const similar = (actor: Parameters<VacanciesWorld['request']>[0], id: number) =>
    world.request(actor, 'GET', `/api/v1/vacancies/${id}/similar`);
  const titles = (body: { data: { attributes: { title: string } }[] }) =>
    body.data.map((item) => item.attributes.title);

  it('lists up to 4 published vacancies: most shared tags first, then nearest, then newest', async () => {
    const response = await similar(null, base.id);
    expect(response.statusCode).toBe(200);
    expect(titles(response.json())).toEqual([
      'Twee gedeeld, ver',
      'Een gedeeld, dichtbij',
      'Een gedeeld, ver',
      'Een gedeeld, zonder plek, nieuw',
    ]);
    expect(response.json().data[0].attributes).not.toHaveProperty('description_html');
    expect(() => parseWithContract(similarVacanciesDocumentSchema, response.json())).not.toThrow();
  });

  it('ranks by recency when the vacancy itself has no position', async () => {
    const remote = await world.vacancy({ title: 'Op afstand', ...nowhere }, { tags: [garden] });
    const response = await similar(null, remote.id);
    // One tag in common with each: published now, half a day ago, a day ago.
    expect(titles(response.json())).toEqual(['Twee gedeeld, ver', 'Basis', 'Een gedeeld, zonder plek, nieuw']);
  });

  it('answers an empty list for a vacancy without tags', async () => {
    const lonely = await world.vacancy({ title: 'Zonder tags' });
    expect((await similar(null, lonely.id)).json()).toEqual({ data: [] });
  });

  it('answers 404 for a draft to outsiders (but not to its organisation), an unknown id and another tenant', async () => {
    const draft = named['Concept']!;
    expect((await similar(null, draft.id)).statusCode).toBe(404);
    expect((await similar(world.volunteer, draft.id)).statusCode).toBe(404);
    expect((await similar(world.orgAdmin, draft.id)).statusCode).toBe(200);
    expect((await similar(null, 987654321)).statusCode).toBe(404);
    const foreign = await world.vacancy({}, { organization: world.foreignOrganization });
    expect((await similar(world.superAdmin, foreign.id)).statusCode).toBe(404);
  });
});
