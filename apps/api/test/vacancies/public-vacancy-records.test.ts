import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications } from '../../src/modules/applications/applications.schema.ts';
import { organizations } from '../../src/modules/organizations/organizations.schema.ts';
import { vacancies } from '../../src/modules/vacancies/vacancies.schema.ts';
import { statementsDuring } from '../support/statements.ts';
import { tenantHeaders } from '../support/test-app.ts';
import { tenantKey } from '../users/users-world.ts';
import { createVacanciesWorld, type VacanciesWorld } from './vacancies-world.ts';

type VacancyDocument = {
  data: {
    attributes: { title: string; organization_name?: string; places_taken: number; is_favorite?: boolean };
  };
};

describe('a published vacancy is read once for every anonymous visitor, until it changes', () => {
  let world: VacanciesWorld;

  beforeAll(async () => {
    world = await createVacanciesWorld();
  });
  afterAll(async () => world.testApp.close());

  const showAnonymously = (vacancyId: number) =>
    world.testApp.app.inject({
      method: 'GET',
      url: `/api/v1/vacancies/${vacancyId}`,
      headers: tenantHeaders(tenantKey),
    });
  const shown = async (vacancyId: number) => {
    const response = await showAnonymously(vacancyId);
    expect(response.statusCode, response.body).toBe(200);
    const document: VacancyDocument = response.json();
    return document.data.attributes;
  };

  const statementsOf = (work: () => Promise<unknown>) => statementsDuring(world.testApp.database, work);

  it('answers a vacancy read before from memory, without a statement', async () => {
    const vacancy = await world.vacancy({ title: 'Gastvrouw in het museum' });
    expect((await shown(vacancy.id)).title).toBe('Gastvrouw in het museum');
    expect(await statementsOf(() => shown(vacancy.id))).toEqual([]);
  });

  it('still counts every view served from memory', async () => {
    const vacancy = await world.vacancy({ title: 'Chauffeur voor de buurtbus' });
    await world.testApp.app.vacancyViews.flush();
    for (let view = 0; view < 3; view += 1) await shown(vacancy.id);
    await world.testApp.app.vacancyViews.flush();
    expect((await world.stored(vacancy))?.viewCount).toBe(3);
  });

  it('shows a place taken as soon as an application is accepted', async () => {
    const vacancy = await world.vacancy({ title: 'Voorlezer op school', places: 2 });
    await world.application(vacancy, world.volunteer, 'new');
    expect((await shown(vacancy.id)).places_taken).toBe(0);
    await world.testApp.database.builder
      .update(applications)
      .set({ status: 'accepted' })
      .where(eq(applications.vacancyId, vacancy.id));
    expect((await shown(vacancy.id)).places_taken).toBe(1);
  });

  it('answers 404 once the vacancy is closed, and shows its organisation’s new name', async () => {
    const vacancy = await world.vacancy({ title: 'Tuinier in de pluktuin' });
    const organization = await world.organizationOfA({ name: 'Stichting Pluk' });
    const other = await world.vacancy({ title: 'Kok in de buurtkeuken' }, { organization });
    await shown(vacancy.id);
    await shown(other.id);
    await world.testApp.database.builder
      .update(vacancies)
      .set({ status: 'closed' })
      .where(eq(vacancies.id, vacancy.id));
    expect((await showAnonymously(vacancy.id)).statusCode).toBe(404);
    await world.testApp.database.builder
      .update(organizations)
      .set({ name: 'Stichting Pluk en Kook' })
      .where(eq(organizations.id, organization.id));
    expect((await shown(other.id)).organization_name).toBe('Stichting Pluk en Kook');
  });

  it('gives a signed-in volunteer their own state, never the anonymous record', async () => {
    const vacancy = await world.vacancy({ title: 'Fietsmaatje op woensdag' });
    expect((await shown(vacancy.id)).is_favorite).toBeUndefined();
    const favorite = await world.request(world.volunteer, 'POST', `/api/v1/vacancies/${vacancy.id}/favorite`);
    expect(favorite.statusCode, favorite.body).toBeLessThan(300);
    const own = await world.request(world.volunteer, 'GET', `/api/v1/vacancies/${vacancy.id}`);
    expect(own.statusCode).toBe(200);
    const document: VacancyDocument = own.json();
    expect(document.data.attributes.is_favorite).toBe(true);
    expect((await shown(vacancy.id)).is_favorite).toBeUndefined();
  });
});
