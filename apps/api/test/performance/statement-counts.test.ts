import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationRow } from '../../src/modules/organizations/organizations.schema.ts';
import type { VacancyRow } from '../../src/modules/vacancies/vacancies.schema.ts';
import { statementsDuring } from '../support/statements.ts';
import { tenantHeaders } from '../support/test-app.ts';
import { createVacanciesWorld, type VacanciesWorld } from '../vacancies/vacancies-world.ts';
import { tenantKey } from '../users/users-world.ts';

/**
 * The most round trips to the database each main endpoint may make in the steady state (its
 * caches warm), counted through the database's statement hook. A change that needs more fails
 * here: lower a figure when a change needs fewer. On PostgreSQL a single-resource read runs outside
 * a transaction on a connection that keeps its tenant's settings: only its own queries count. On
 * PGlite, whose one connection every request shares, it is a transaction: BEGIN with the tenant's
 * settings is one round trip, COMMIT another.
 */
const budgets = {
  'GET /app-config.json': { postgres: 0, pglite: 0 },
  'GET /api/v1/tenants/current': { postgres: 0, pglite: 0 },
  // An organisation read before is kept until it changes (decision 019).
  'GET /api/v1/organizations/{id}': { postgres: 0, pglite: 0 },
  'GET /api/v1/organizations/{id} (not read before)': { postgres: 1, pglite: 3 },
  // A published vacancy read before is kept for anonymous readers until it changes (decision 019).
  'GET /api/v1/vacancies/{id}': { postgres: 0, pglite: 0 },
  'GET /api/v1/vacancies/{id} (not read before)': { postgres: 1, pglite: 3 },
  'GET /api/v1/vacancies/{id} (signed in)': { postgres: 1, pglite: 3 },
  // A search not asked before (the cache is warm with another): the test's words match no stem,
  // so the search asks a second time for typos, then loads the page.
  'GET /api/v1/vacancies/search?q= (new words)': { postgres: 3, pglite: 3 },
  // The same search again: its answer is kept until the catalogue changes (decision 019).
  'GET /api/v1/vacancies/search?q= (asked before)': { postgres: 0, pglite: 0 },
  'GET /api/v1/current_user?include=roles (signed in)': { postgres: 2, pglite: 4 },
};

describe('SQL round trips per request of the main endpoints', () => {
  let world: VacanciesWorld;
  let vacancy: VacancyRow;
  let otherVacancy: VacancyRow;
  let otherOrganization: OrganizationRow;

  beforeAll(async () => {
    world = await createVacanciesWorld();
    vacancy = await world.vacancy({ title: 'Taalmaatje voor nieuwkomers' });
    otherVacancy = await world.vacancy({ title: 'Kok in de buurtkeuken' });
    otherOrganization = await world.organizationOfA();
  });
  afterAll(async () => world.testApp.close());

  /** The statements of the second of two requests (`attempt` 1): the first (0) fills the caches. */
  async function statementsOf(send: (attempt: number) => Promise<{ statusCode: number }>): Promise<string[]> {
    expect((await send(0)).statusCode).toBe(200);
    return statementsDuring(world.testApp.database, async () => expect((await send(1)).statusCode).toBe(200));
  }

  const anonymous = (url: string) => () =>
    world.testApp.app.inject({ method: 'GET', url, headers: tenantHeaders(tenantKey) });

  const requests: Record<keyof typeof budgets, () => (attempt: number) => Promise<{ statusCode: number }>> = {
    'GET /app-config.json': () => anonymous('/app-config.json'),
    'GET /api/v1/tenants/current': () => anonymous('/api/v1/tenants/current'),
    'GET /api/v1/organizations/{id}': () => anonymous(`/api/v1/organizations/${world.organization.id}`),
    'GET /api/v1/organizations/{id} (not read before)': () => (attempt) =>
      anonymous(`/api/v1/organizations/${[world.organization.id, otherOrganization.id][attempt]}`)(),
    'GET /api/v1/vacancies/{id}': () => anonymous(`/api/v1/vacancies/${vacancy.id}`),
    'GET /api/v1/vacancies/{id} (not read before)': () => (attempt) =>
      anonymous(`/api/v1/vacancies/${[vacancy.id, otherVacancy.id][attempt]}`)(),
    'GET /api/v1/vacancies/{id} (signed in)': () => () =>
      world.request(world.volunteer, 'GET', `/api/v1/vacancies/${vacancy.id}`),
    'GET /api/v1/vacancies/search?q= (new words)': () => (attempt) =>
      anonymous(`/api/v1/vacancies/search?q=${['taal', 'talmaatje'][attempt]}`)(),
    'GET /api/v1/vacancies/search?q= (asked before)': () => anonymous('/api/v1/vacancies/search?q=taal'),
    'GET /api/v1/current_user?include=roles (signed in)': () => () =>
      world.request(world.volunteer, 'GET', '/api/v1/current_user?include=roles'),
  };

  for (const [endpoint, budgetOf] of Object.entries(budgets)) {
    it(`${endpoint} makes at most ${budgetOf.postgres} (PostgreSQL) or ${budgetOf.pglite} (PGlite)`, async () => {
      const budget = budgetOf[world.testApp.database.kind];
      const statements = await statementsOf(requests[endpoint as keyof typeof budgets]());
      expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(budget);
    });
  }
});
