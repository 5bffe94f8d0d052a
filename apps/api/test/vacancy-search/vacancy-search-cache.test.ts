import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { organizations } from '../../src/modules/organizations/organizations.schema.ts';
import { tags, type TagRow } from '../../src/modules/tags/tags.schema.ts';
import { vacancies, type VacancyRow } from '../../src/modules/vacancies/vacancies.schema.ts';
import { openDatabase, type Database } from '../../src/platform/database/connection.ts';
import type { AppInstance } from '../../src/platform/http/app-instance.ts';
import { statementsDuring } from '../support/statements.ts';
import { tenantHeaders, testConfig } from '../support/test-app.ts';
import { tenantKey } from '../users/users-world.ts';
import { createVacanciesWorld, type VacanciesWorld } from '../vacancies/vacancies-world.ts';

type SearchDocument = {
  data: { id: string; attributes: { title: string; organization_name: string; categories: { name: string }[] } }[];
  meta: { pagination: { total: number } };
};

describe('the public search keeps its answers until the catalogue changes', () => {
  let world: VacanciesWorld;
  // A second app on the same database: another API process, with its own memory.
  let otherProcess: AppInstance;
  let otherDatabase: Database;
  let vacancy: VacancyRow;
  let category: TagRow;

  beforeAll(async () => {
    world = await createVacanciesWorld();
    const { testApp } = world;
    otherDatabase = testApp.url ? await openDatabase({ url: testApp.url }) : testApp.database;
    otherProcess = await buildApp({ config: testConfig(), database: otherDatabase, logger: false });
    category = await world.tag('category', 'Taal');
    vacancy = await world.vacancy({ title: 'Taalmaatje voor nieuwkomers' }, { tags: [category] });
  });
  afterAll(async () => {
    await otherProcess.close();
    if (otherDatabase !== world.testApp.database) await otherDatabase.close();
    await world.testApp.close();
  });

  const search = async (app: AppInstance, words: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/vacancies/search?q=${encodeURIComponent(words)}`,
      headers: tenantHeaders(tenantKey),
    });
    expect(response.statusCode, response.body).toBe(200);
    const document: SearchDocument = response.json();
    return document;
  };
  const titlesFound = async (app: AppInstance, words: string) =>
    (await search(app, words)).data.map((result) => result.attributes.title).sort();

  const statementsOf = (work: () => Promise<unknown>) => statementsDuring(world.testApp.database, work);

  it('answers a search asked before from memory, without a statement', async () => {
    expect(await titlesFound(world.testApp.app, 'taalmaatje')).toEqual(['Taalmaatje voor nieuwkomers']);
    const statements = await statementsOf(() => titlesFound(world.testApp.app, 'taalmaatje'));
    expect(statements).toEqual([]);
  });

  it('finds a vacancy published after the search was kept, on the next request of this process', async () => {
    expect(await titlesFound(world.testApp.app, 'taalmaatje')).toEqual(['Taalmaatje voor nieuwkomers']);
    await world.vacancy({ title: 'Taalmaatje op zaterdag' });
    expect(await titlesFound(world.testApp.app, 'taalmaatje')).toEqual([
      'Taalmaatje op zaterdag',
      'Taalmaatje voor nieuwkomers',
    ]);
  });

  it('shows an organisation’s new name and a tag’s new name at once', async () => {
    await search(world.testApp.app, 'nieuwkomers');
    await world.testApp.database.builder
      .update(organizations)
      .set({ name: 'Stichting Nieuwe Naam' })
      .where(eq(organizations.id, vacancy.organizationId));
    await world.testApp.database.builder.update(tags).set({ name: 'Taal en lezen' }).where(eq(tags.id, category.id));
    const [result] = (await search(world.testApp.app, 'nieuwkomers')).data;
    expect(result?.attributes.organization_name).toBe('Stichting Nieuwe Naam');
    expect(result?.attributes.categories.map((category) => category.name)).toEqual(['Taal en lezen']);
  });

  it('no longer shows a vacancy that was closed', async () => {
    const closing = await world.vacancy({ title: 'Voorlezer in de bibliotheek' });
    expect(await titlesFound(world.testApp.app, 'voorlezer')).toEqual(['Voorlezer in de bibliotheek']);
    await world.testApp.database.builder
      .update(vacancies)
      .set({ status: 'closed' })
      .where(eq(vacancies.id, closing.id));
    expect((await search(world.testApp.app, 'voorlezer')).meta.pagination.total).toBe(0);
  });

  it('keeps its answers when counted views are stored: views change nothing a search shows', async () => {
    await titlesFound(world.testApp.app, 'taalmaatje');
    const view = await world.testApp.app.inject({
      method: 'GET',
      url: `/api/v1/vacancies/${vacancy.id}`,
      headers: tenantHeaders(tenantKey),
    });
    expect(view.statusCode).toBe(200);
    await world.testApp.app.vacancyViews.flush();
    expect((await world.stored(vacancy))?.viewCount).toBeGreaterThan(0);
    const statements = await statementsOf(() => titlesFound(world.testApp.app, 'taalmaatje'));
    expect(statements).toEqual([]);
  });

  it('serves a change made through one process to every process', async () => {
    expect(await titlesFound(otherProcess, 'fietsmaatje')).toEqual([]);
    await world.vacancy({ title: 'Fietsmaatje voor ouderen' });
    expect(await titlesFound(world.testApp.app, 'fietsmaatje')).toEqual(['Fietsmaatje voor ouderen']);
    // The other process hears of the change when PostgreSQL delivers the announcement (at once on
    // PGlite, within milliseconds on a server).
    await expect.poll(() => titlesFound(otherProcess, 'fietsmaatje')).toEqual(['Fietsmaatje voor ouderen']);
  });

  it('lists a newly published vacancy in the feeds at once', async () => {
    const feed = () =>
      world.testApp.app.inject({
        method: 'GET',
        url: '/api/v1/vacancies/feed.atom',
        headers: tenantHeaders(tenantKey),
      });
    expect((await feed()).body).not.toContain('Klusjesman in de buurttuin');
    await world.vacancy({ title: 'Klusjesman in de buurttuin' });
    expect((await feed()).body).toContain('Klusjesman in de buurttuin');
  });
});
