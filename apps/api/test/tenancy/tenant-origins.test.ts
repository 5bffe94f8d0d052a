import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createUser } from '../../src/factories/user-factory.ts';
import { createVacancy } from '../../src/factories/vacancy-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import type { VacancyRow } from '../../src/modules/vacancies/vacancies.schema.ts';
import { lastMailTo } from '../support/mailbox.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';

// Issue 29, holes 6 and 7: every address the API writes (mail links, feeds, the sitemap, the
// page head) is the tenant's configured origin, whatever Host and port the request came with.

const builtIndex =
  '<!doctype html><html lang="nl"><head><title>Volunteerly</title></head><body><div id="root"></div></body></html>';
const browserAccept = 'text/html,application/xhtml+xml,*/*;q=0.8';

/** The head's link and meta tags and its JSON-LD: where a page names its own address. */
function selfDescriptionOf(html: string): string {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = head.match(/<(?:link|meta) [^>]*>/g) ?? [];
  const data = head.match(/<script type="application\/ld\+json">.*?<\/script>/gs) ?? [];
  return [...tags, ...data].join('\n');
}

/** Every absolute http(s) address in a text. */
function addressesIn(text: string): URL[] {
  return (text.match(/https?:\/\/[^\s"'<>)]+/g) ?? [])
    .filter((address) => !/sitemaps\.org|w3\.org|schema\.org|purl\.org|ogp\.me/.test(address))
    .map((address) => new URL(address.replace(/&amp;/g, '&')));
}

describe('addresses name the tenant, never the request', () => {
  let testApp: TestApp;
  let webDistDir: string;
  let vacancy: VacancyRow;
  let hostless: { id: number; key: string };
  let hosted: { id: number; key: string };

  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(tmpdir(), 'volunteerly-origins-'));
    writeFileSync(path.join(webDistDir, 'index.html'), builtIndex);
    testApp = await createTestApp({
      environment: { WEB_DIST_DIR: webDistDir, DEFAULT_TENANT: 'zeestad', PUBLIC_ORIGIN: 'https://platform.example' },
    });
    const { database } = testApp;
    const zeestad = await createTenant(database, {
      key: 'zeestad',
      appName: 'Zeestad helpt',
      hosts: ['zeestad.example'],
    });
    hosted = zeestad;
    const { center } = await createCenter(database, zeestad.id, { center: { isDefault: true } });
    const organization = await createOrganization(database, center, { status: 'approved' });
    vacancy = await createVacancy(database, organization, { status: 'published', title: 'Strandwacht' });
    await createUser(database, zeestad.id, { user: { email: 'wacht@zeestad.example' } });
    const nowhere = await createTenant(database, { key: 'nergensdorp', appName: 'Nergensdorp' });
    hostless = nowhere;
    await createCenter(database, nowhere.id, { center: { isDefault: true } });
    await createUser(database, nowhere.id, { user: { email: 'iemand@nergensdorp.example' } });
  });

  afterAll(async () => {
    await testApp.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  async function requestReset(tenant: { key: string }, email: string, host: string): Promise<void> {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/auth/password',
      headers: { ...tenantHeaders(tenant.key), host },
      payload: { email },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  it("links a hostless tenant's mail to the platform's origin, not to the Host it was asked on", async () => {
    await requestReset(hostless, 'iemand@nergensdorp.example', 'aanvaller.example:6666');
    const mail = await lastMailTo(testApp, hostless.id, 'iemand@nergensdorp.example');
    const addresses = addressesIn(`${mail.text}\n${mail.html}`);
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) expect(address.origin).toBe('https://platform.example');
  });

  it("keeps a tenant's mail links on its own host without the request's port", async () => {
    await requestReset(hosted, 'wacht@zeestad.example', 'zeestad.example:6666');
    const mail = await lastMailTo(testApp, hosted.id, 'wacht@zeestad.example');
    for (const address of addressesIn(`${mail.text}\n${mail.html}`)) {
      expect(address.origin).toBe('https://zeestad.example');
    }
  });

  it("writes feeds and the sitemap with the tenant's origin whatever port the request names", async () => {
    for (const url of ['/api/v1/vacancies/feed.atom', '/api/v1/vacancies/feed.rss', '/sitemap.xml', '/robots.txt']) {
      const response = await testApp.app.inject({ method: 'GET', url, headers: { host: 'zeestad.example:6666' } });
      expect(response.statusCode, url).toBe(200);
      const addresses = addressesIn(response.body);
      expect(addresses.length, url).toBeGreaterThan(0);
      for (const address of addresses) expect(address.origin, url).toBe('https://zeestad.example');
    }
  });

  it("describes a page on the tenant's origin: canonical, og:url, hreflang and JobPosting ignore the port", async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/vacancies/${vacancy.id}`,
      headers: { host: 'zeestad.example:6666', accept: browserAccept },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<link rel="canonical" href="https://zeestad.example/vacancies/${vacancy.id}" />`);
    const addresses = addressesIn(selfDescriptionOf(response.body));
    expect(addresses.map((address) => address.href)).toContain(
      `https://zeestad.example/vacancies/${vacancy.id}?lang=en`,
    );
    for (const address of addresses) expect(address.origin).toBe('https://zeestad.example');
  });

  it("serves an unconfigured host as the default tenant with that tenant's own canonical address", async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/vacancies/${vacancy.id}`,
      headers: { host: 'verkeerde-naam.example', accept: browserAccept },
    });
    expect(response.statusCode).toBe(200);
    const head = selfDescriptionOf(response.body);
    expect(response.body).not.toContain('verkeerde-naam.example');
    expect(head).toContain(`href="https://zeestad.example/vacancies/${vacancy.id}"`);
  });
});
