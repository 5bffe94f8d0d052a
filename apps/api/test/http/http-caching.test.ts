import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createUser } from '../../src/factories/user-factory.ts';
import { createVacancy } from '../../src/factories/vacancy-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { organizations, type OrganizationRow } from '../../src/modules/organizations/organizations.schema.ts';
import { tenants, type TenantRow } from '../../src/modules/tenants/tenants.schema.ts';
import { vacancies, type VacancyRow } from '../../src/modules/vacancies/vacancies.schema.ts';
import { signIn, type SessionHeaders } from '../support/sessions.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';

const tenantKey = 'cachestad';
const host = 'cachestad.example';

// Issue 12: public reads carry an ETag and answer 304 to a matching If-None-Match;
// configuration and feeds may sit in a shared cache briefly; signed-in answers never do.
describe('HTTP caching of public reads', () => {
  let testApp: TestApp;
  let tenant: TenantRow;
  let organization: OrganizationRow;
  let vacancy: VacancyRow;
  let session: SessionHeaders;

  beforeAll(async () => {
    testApp = await createTestApp();
    const { database } = testApp;
    tenant = await createTenant(database, { key: tenantKey, appName: 'Cachestad', hosts: [host] });
    const { center } = await createCenter(database, tenant.id, { center: { isDefault: true } });
    organization = await createOrganization(database, center, { name: 'Buurthuis Bewaard' });
    vacancy = await createVacancy(database, organization, { title: 'Bewaarde vacature' });
    const volunteer = await createUser(database, tenant.id, { user: { email: 'bewaard@example.org' } });
    session = await signIn(testApp, tenantKey, volunteer.user.email);
  });
  afterAll(() => testApp.close());

  /** The routes under test and the caching each declares. */
  const routes = () => [
    { url: `/api/v1/vacancies/${vacancy.id}`, policy: 'public-read' },
    { url: `/api/v1/organizations/${organization.id}`, policy: 'public-read' },
    { url: '/api/v1/vacancies/search', policy: 'public-read' },
    { url: '/api/v1/tenants/current', policy: 'public-configuration' },
    { url: '/app-config.json', policy: 'public-configuration' },
    { url: '/api/v1/vacancies/feed.atom', policy: 'public-configuration' },
    { url: '/api/v1/vacancies/feed.rss', policy: 'public-configuration' },
  ];
  const expectedCacheControl: Record<string, string> = {
    'public-read': 'public, no-cache',
    'public-configuration': 'public, max-age=60, stale-while-revalidate=300',
  };

  const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
    testApp.app.inject({ method, url, headers: tenantHeaders(tenantKey, { host, ...headers }) });
  const cachingHeaders = (response: LightMyRequestResponse) => ({
    etag: response.headers['etag'],
    'cache-control': response.headers['cache-control'],
    vary: response.headers['vary'],
  });

  it('answers a matching If-None-Match with 304 and no body, and the same ETag, Cache-Control and Vary', async () => {
    for (const { url } of routes()) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['etag'], url).toMatch(/^"[A-Za-z0-9_-]+"$/);
      const again = await get(url, { 'if-none-match': String(first.headers['etag']) });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers['content-length'], url).toBeUndefined();
      expect(cachingHeaders(again), url).toEqual(cachingHeaders(first));
      const weak = await get(url, { 'if-none-match': `"other", W/${String(first.headers['etag'])}` });
      expect(weak.statusCode, url).toBe(304);
      const stale = await get(url, { 'if-none-match': '"something-else"' });
      expect(stale.statusCode, url).toBe(200);
      expect(stale.body, url).toBe(first.body);
    }
  });

  it('gives HEAD the same ETag and caching headers as GET', async () => {
    const url = `/api/v1/vacancies/${vacancy.id}`;
    const head = await get(url, {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(cachingHeaders(head)).toEqual(cachingHeaders(await get(url)));
  });

  it('answers 200 with a new ETag once the resource has changed', async () => {
    const before = new Map<string, string>();
    for (const { url } of routes()) before.set(url, String((await get(url)).headers['etag']));
    const { builder } = testApp.database;
    await builder.update(vacancies).set({ title: 'Ververste vacature' }).where(eq(vacancies.id, vacancy.id));
    await builder
      .update(organizations)
      .set({ name: 'Buurthuis Ververst' })
      .where(eq(organizations.id, organization.id));
    await builder.update(tenants).set({ appName: 'Cachestad Ververst' }).where(eq(tenants.id, tenant.id));
    for (const { url } of routes()) {
      const response = await get(url, { 'if-none-match': before.get(url)! });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['etag'], url).not.toBe(before.get(url));
    }
  });

  it('lets shared caches keep configuration and feeds briefly and revalidate public reads, varying on what selects the answer', async () => {
    for (const { url, policy } of routes()) {
      const response = await get(url);
      expect(response.headers['cache-control'], url).toBe(expectedCacheControl[policy]);
      const vary = String(response.headers['vary'])
        .split(',')
        .map((name) => name.trim().toLowerCase());
      expect(vary, url).toEqual(
        expect.arrayContaining([
          'x-tenant',
          'app-context',
          'volunteer-center-id',
          'accept-language',
          'access-token',
          'client',
          'uid',
        ]),
      );
    }
  });

  it('never lets a shared cache keep an answer to a signed-in request', async () => {
    for (const { url } of routes()) {
      const response = await get(url, session);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
      const again = await get(url, { ...session, 'if-none-match': String(response.headers['etag']) });
      expect(again.headers['cache-control'], url).toBe('private, no-store');
    }
    // Any session header makes the answer private, even one that signs nobody in.
    const stray = await get(`/api/v1/vacancies/${vacancy.id}`, { 'access-token': 'not-a-session' });
    expect(stray.headers['cache-control']).toBe('private, no-store');
  });

  it('gives no public caching to errors', async () => {
    const missing = await get('/api/v1/vacancies/987654321');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    expect(missing.headers['etag']).toBeUndefined();
  });

  it('shows the 304 answer in the OpenAPI document', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    }>();
    for (const path of ['/api/v1/vacancies/{id}', '/api/v1/tenants/current', '/app-config.json']) {
      expect(Object.keys(document.paths[path]!['get']!.responses), path).toContain('304');
    }
  });
});
