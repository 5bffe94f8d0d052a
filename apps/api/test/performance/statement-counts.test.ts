import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VacancyRow } from '../../src/modules/vacancies/vacancies.schema.ts';
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
  'GET /api/v1/organizations/{id}': { postgres: 1, pglite: 3 },
  'GET /api/v1/vacancies/{id}': { postgres: 1, pglite: 3 },
  // The test's words match no stem, so the search asks a second time for typos.
  'GET /api/v1/vacancies/search?q=': { postgres: 3, pglite: 3 },
  'GET /api/v1/current_user?include=roles (signed in)': { postgres: 2, pglite: 4 },
};

describe('SQL round trips per request of the main endpoints', () => {
  let world: VacanciesWorld;
  let vacancy: VacancyRow;

  beforeAll(async () => {
    world = await createVacanciesWorld();
    vacancy = await world.vacancy({ title: 'Taalmaatje voor nieuwkomers' });
  });
  afterAll(async () => world.testApp.close());

  /** The statements of the second of two identical requests: the first fills the caches. */
  async function statementsOf(send: () => Promise<{ statusCode: number }>): Promise<string[]> {
    expect((await send()).statusCode).toBe(200);
    const statements: string[] = [];
    const stopObserving = world.testApp.database.observeStatements((statement) => statements.push(statement));
    try {
      expect((await send()).statusCode).toBe(200);
    } finally {
      stopObserving();
    }
    return statements;
  }

  const anonymous = (url: string) => () =>
    world.testApp.app.inject({ method: 'GET', url, headers: tenantHeaders(tenantKey) });

  const requests: Record<keyof typeof budgets, () => () => Promise<{ statusCode: number }>> = {
    'GET /app-config.json': () => anonymous('/app-config.json'),
    'GET /api/v1/tenants/current': () => anonymous('/api/v1/tenants/current'),
    'GET /api/v1/organizations/{id}': () => anonymous(`/api/v1/organizations/${world.organization.id}`),
    'GET /api/v1/vacancies/{id}': () => anonymous(`/api/v1/vacancies/${vacancy.id}`),
    'GET /api/v1/vacancies/search?q=': () => anonymous('/api/v1/vacancies/search?q=taal'),
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
