import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createUser, factoryPassword } from '../../src/factories/user-factory.ts';
import { createVacancy } from '../../src/factories/vacancy-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import type { OrganizationRow } from '../../src/modules/organizations/organizations.schema.ts';
import type { VacancyRow } from '../../src/modules/vacancies/vacancies.schema.ts';
import { createVacancyViewCounter } from '../../src/modules/vacancies/vacancy-view-counter.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { findVacancyById } from '../../src/modules/vacancies/vacancies.repository.ts';
import type { AppInstance } from '../../src/platform/http/app-instance.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { tenantHeaders, testConfig } from '../support/test-app.ts';

const tenantKey = 'kijkstad';

// Issue 12: a GET of a vacancy only reads; views are counted in the process and stored later.
describe('counting vacancy views off the request path', () => {
  let testDatabase: TestDatabase;
  let app: AppInstance;
  let organization: OrganizationRow;
  let adminSession: Record<string, string>;

  /** An app on the shared database whose counter stores views only when told (no timer). */
  const openApp = () => buildApp({ config: testConfig(), database: testDatabase.database, logger: false });

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    app = await openApp();
    const { database } = testDatabase;
    const tenant = await createTenant(database, { key: tenantKey });
    const { center } = await createCenter(database, tenant.id, { center: { isDefault: true } });
    organization = await createOrganization(database, center, { name: 'Kijkhuis' });
    const admin = await createUser(database, tenant.id, {
      user: { email: 'kijkhuis@example.org' },
      roles: [{ name: 'admin', resourceId: organization.id }],
    });
    const signIn = await app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      headers: tenantHeaders(tenantKey),
      payload: { email: admin.user.email, password: factoryPassword },
    });
    expect(signIn.statusCode).toBe(200);
    adminSession = {
      'access-token': String(signIn.headers['access-token']),
      client: String(signIn.headers['client']),
      uid: String(signIn.headers['uid']),
    };
  });
  afterAll(async () => {
    await app.close();
    await testDatabase.destroy();
  });

  const view = (on: AppInstance, vacancy: VacancyRow, session: Record<string, string> = {}) =>
    on.inject({ method: 'GET', url: `/api/v1/vacancies/${vacancy.id}`, headers: tenantHeaders(tenantKey, session) });
  const storedViews = async (vacancy: VacancyRow) =>
    (await withTenant(testDatabase.database, vacancy.tenantId, (scope) =>
      findVacancyById(scope, vacancy.id, '2030-01-01'),
    ))!.viewCount;

  it('answers a view without writing or locking anything: the stored count stays until the counter flushes', async () => {
    const vacancy = await createVacancy(testDatabase.database, organization);
    const statements: string[] = [];
    const stopObserving = testDatabase.database.observeStatements((statement) => statements.push(statement));
    const response = await view(app, vacancy);
    stopObserving();
    expect(response.statusCode).toBe(200);
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((statement) => /\bupdate\b/i.test(statement))).toEqual([]);
    expect(await storedViews(vacancy)).toBe(0);
  });

  it('counts a view once the counter flushes, and only once', async () => {
    const vacancy = await createVacancy(testDatabase.database, organization);
    await view(app, vacancy);
    await app.vacancyViews.flush();
    expect(await storedViews(vacancy)).toBe(1);
    await app.vacancyViews.flush();
    expect(await storedViews(vacancy)).toBe(1);
  });

  it('counts every one of many views of one vacancy sent at once, with flushes in between', async () => {
    const vacancy = await createVacancy(testDatabase.database, organization);
    const views = Array.from({ length: 40 }, () => view(app, vacancy));
    const flushes = Array.from({ length: 4 }, () => app.vacancyViews.flush());
    const responses = await Promise.all(views);
    await Promise.all(flushes);
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));
    await app.vacancyViews.flush();
    expect(await storedViews(vacancy)).toBe(40);
  });

  it('shows the organisation the views not stored yet, and does not count its own', async () => {
    const vacancy = await createVacancy(testDatabase.database, organization);
    await view(app, vacancy);
    await view(app, vacancy);
    const byAdmin = await view(app, vacancy, adminSession);
    expect(byAdmin.json().data.attributes.view_count).toBe(2);
    await app.vacancyViews.flush();
    expect(await storedViews(vacancy)).toBe(2);
    expect((await view(app, vacancy, adminSession)).json().data.attributes.view_count).toBe(2);
  });

  it('stores the pending views when the app closes', async () => {
    const vacancy = await createVacancy(testDatabase.database, organization);
    const closing = await openApp();
    for (let count = 0; count < 3; count += 1) await view(closing, vacancy);
    expect(await storedViews(vacancy)).toBe(0);
    await closing.close();
    expect(await storedViews(vacancy)).toBe(3);
  });

  it('adds up the views that several processes count', async () => {
    const vacancy = await createVacancy(testDatabase.database, organization);
    const second = await openApp();
    try {
      await Promise.all([view(app, vacancy), view(second, vacancy), view(second, vacancy)]);
      await Promise.all([app.vacancyViews.flush(), second.vacancyViews.flush()]);
      expect(await storedViews(vacancy)).toBe(3);
    } finally {
      await second.close();
    }
  });

  it('stores counted views on its own every interval, and stops its timer when closed', async () => {
    // Only intervals are faked: a timeout another part of the process sets meanwhile is not the counter's.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const written: number[] = [];
      const counter = createVacancyViewCounter(testDatabase.database, {
        intervalMs: 5000,
        logger: { error: () => undefined },
        async writeViews(_tenantId, increments) {
          written.push(...increments.map((increment) => increment.views));
        },
      });
      counter.countView(1, 10);
      await vi.advanceTimersByTimeAsync(4999);
      expect(written).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(written).toEqual([1]);
      await counter.close();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps the views of a failed flush for the next one, and logs the failure', async () => {
    const errors: unknown[] = [];
    const written: { tenantId: number; increments: { vacancyId: number; views: number }[] }[] = [];
    let failNext = true;
    const counter = createVacancyViewCounter(testDatabase.database, {
      intervalMs: 0,
      logger: { error: (details: unknown) => void errors.push(details) },
      async writeViews(tenantId, increments) {
        if (failNext) {
          failNext = false;
          throw new Error('database away');
        }
        written.push({ tenantId, increments });
      },
    });
    counter.countView(1, 10);
    counter.countView(1, 10);
    await counter.flush();
    expect(errors).toHaveLength(1);
    expect(written).toEqual([]);
    expect(counter.pendingViews(1, 10)).toBe(2);
    counter.countView(1, 10);
    counter.countView(2, 20);
    await counter.close();
    expect(written).toEqual([
      { tenantId: 1, increments: [{ vacancyId: 10, views: 3 }] },
      { tenantId: 2, increments: [{ vacancyId: 20, views: 1 }] },
    ]);
    expect(counter.pendingViews(1, 10)).toBe(0);
  });
});
