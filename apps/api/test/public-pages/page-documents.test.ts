import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createVacancy } from '../../src/factories/vacancy-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import type { OrganizationRow } from '../../src/modules/organizations/organizations.schema.ts';
import type { VacancyRow } from '../../src/modules/vacancies/vacancies.schema.ts';
import { shadeKeys } from '@volunteerly/contracts/theme';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const browserAccept = 'text/html,application/xhtml+xml,*/*;q=0.8';
// What `vite build` writes, in short: the server fills in the language and the head.
const builtIndex =
  '<!doctype html><html lang="nl"><head><meta charset="UTF-8" /><title>Volunteerly</title>' +
  '<link rel="preload" href="/assets/inter-latin-wght-normal-x.woff2" as="font" type="font/woff2" crossorigin>' +
  '</head><body><div id="root"></div></body></html>';

/** The JSON-LD blocks of a page. */
function structuredDataOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}

/** The content of one meta tag. */
function metaOf(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return match?.[1];
}

describe('the server describes each public page in its HTML', () => {
  let testApp: TestApp;
  let webDistDir: string;
  let organization: OrganizationRow;
  let vacancy: VacancyRow;
  let remoteVacancy: VacancyRow;
  let draft: VacancyRow;
  let foreignVacancy: VacancyRow;

  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(tmpdir(), 'volunteerly-web-'));
    writeFileSync(path.join(webDistDir, 'index.html'), builtIndex);
    testApp = await createTestApp({ environment: { WEB_DIST_DIR: webDistDir, DEFAULT_TENANT: 'rivierstad' } });
    const { database } = testApp;
    const tenant = await createTenant(database, {
      key: 'rivierstad',
      appName: 'Vacaturebank Rivierstad',
      hosts: ['rivierstad.example'],
    });
    const { center } = await createCenter(database, tenant.id, {
      center: { isDefault: true, name: 'Vrijwilligerscentrale Rivierstad' },
      profile: {
        websiteLogoUrl: '/uploads/rivierstad-logo.png',
        // A river green of its own, every shade given.
        primaryColorShades: Object.fromEntries(
          shadeKeys.map((shade) => [shade, shade === '600' ? '#0a5c36' : '#e8f5ee']),
        ),
        themeConfig: {
          defaultShape: 'curved',
          fonts: { sans: 'Inter Variable', heading: 'Inter Variable' },
          cssVariables: {},
        },
      },
    });
    organization = await createOrganization(
      database,
      center,
      { name: 'Buurthuis De Brug' },
      { profile: { description: 'Het buurthuis van de wijk: koffie, taal en klussen.', logoUrl: '/uploads/brug.png' } },
    );
    vacancy = await createVacancy(database, organization, {
      title: 'Taalmaatje voor nieuwkomers',
      summary: 'Oefen een uur per week Nederlands met iemand die net in Rivierstad woont.',
      descriptionHtml: '<p>Je spreekt af in de bibliotheek.</p>',
      imageUrl: '/uploads/taalmaatje.jpg',
      street: 'Oudegracht',
      houseNumber: '12',
      postcode: '3511AB',
      city: 'Rivierstad',
      expiresOn: '2099-12-31',
    });
    remoteVacancy = await createVacancy(database, organization, {
      title: 'Online huiswerkbegeleider',
      locationKind: 'remote',
      street: null,
      houseNumber: null,
      postcode: null,
      city: null,
      latitude: null,
      longitude: null,
    });
    draft = await createVacancy(database, organization, {
      title: 'Geheim concept',
      status: 'draft',
      publishedAt: null,
    });
    const other = await createTenant(database, { key: 'heuvelland', hosts: ['heuvelland.example'] });
    const otherCenter = await createCenter(database, other.id, { center: { isDefault: true } });
    const otherOrganization = await createOrganization(database, otherCenter.center);
    foreignVacancy = await createVacancy(database, otherOrganization, { title: 'Gids in het heuvelland' });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  const open = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method: 'GET',
      url,
      headers: { host: 'rivierstad.example', accept: browserAccept, ...headers },
    });

  it('gives a vacancy page its title, description, preview image and JobPosting', async () => {
    const response = await open(`/vacancies/${vacancy.id}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Taalmaatje voor nieuwkomers - Vacaturebank Rivierstad</title>');
    expect(html).not.toContain('<title>Volunteerly</title>');
    expect(metaOf(html, 'description')).toBe(
      'Oefen een uur per week Nederlands met iemand die net in Rivierstad woont.',
    );
    expect(metaOf(html, 'og:image')).toBe('https://rivierstad.example/uploads/taalmaatje.jpg');
    expect(metaOf(html, 'og:title')).toBe('Taalmaatje voor nieuwkomers - Vacaturebank Rivierstad');
    expect(metaOf(html, 'og:type')).toBe('article');
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain(`<link rel="canonical" href="https://rivierstad.example/vacancies/${vacancy.id}" />`);
    expect(html).toContain(`hreflang="en" href="https://rivierstad.example/vacancies/${vacancy.id}?lang=en"`);
    expect(structuredDataOf(html)).toEqual([
      expect.objectContaining({
        '@type': 'JobPosting',
        title: 'Taalmaatje voor nieuwkomers',
        description: '<p>Je spreekt af in de bibliotheek.</p>',
        employmentType: 'VOLUNTEER',
        directApply: true,
        validThrough: '2099-12-31T23:59:59+01:00',
        hiringOrganization: { '@type': 'Organization', name: 'Buurthuis De Brug' },
        jobLocation: expect.objectContaining({
          address: expect.objectContaining({
            streetAddress: 'Oudegracht 12',
            postalCode: '3511AB',
            addressLocality: 'Rivierstad',
            addressCountry: 'NL',
          }),
        }),
      }),
    ]);
  });

  it('marks a remote vacancy as work from anywhere in the Netherlands', async () => {
    const [posting] = structuredDataOf((await open(`/vacancies/${remoteVacancy.id}`)).body);
    expect(posting).toMatchObject({ jobLocationType: 'TELECOMMUTE' });
    expect(posting).not.toHaveProperty('jobLocation');
  });

  it('answers 404 for a draft or another tenant’s vacancy, and tells nothing of it', async () => {
    for (const hidden of [draft, foreignVacancy]) {
      const response = await open(`/vacancies/${hidden.id}`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).not.toContain(hidden.title);
      expect(structuredDataOf(response.body)).toEqual([]);
      expect(metaOf(response.body, 'robots')).toBe('noindex');
    }
  });

  it('gives an organisation page its name, description and logo', async () => {
    const html = (await open(`/organizations/${organization.id}`)).body;
    expect(html).toContain('<title>Buurthuis De Brug - Vacaturebank Rivierstad</title>');
    expect(metaOf(html, 'description')).toBe('Het buurthuis van de wijk: koffie, taal en klussen.');
    expect(metaOf(html, 'og:image')).toBe('https://rivierstad.example/uploads/brug.png');
  });

  it('describes an organisation without a description of its own by what its page offers', async () => {
    const center = { tenantId: organization.tenantId, id: organization.volunteerCenterId };
    const quiet = await createOrganization(testApp.database, center, { name: 'Stille Stichting' });
    const html = (await open(`/organizations/${quiet.id}`)).body;
    expect(metaOf(html, 'description')).toBe(
      'Stille Stichting zoekt vrijwilligers via Vacaturebank Rivierstad: wie ze zijn, wat ze doen en hun openstaande vacatures.',
    );
  });

  it('names the search page in the visitor’s language, with the centre’s logo as preview', async () => {
    const dutch = (await open('/vacancies/search?q=taal')).body;
    expect(dutch).toContain('<html lang="nl"');
    expect(dutch).toContain('<title>Vrijwilligerswerk zoeken - Vacaturebank Rivierstad</title>');
    expect(dutch).toContain('<link rel="canonical" href="https://rivierstad.example/vacancies/search" />');
    expect(metaOf(dutch, 'og:image')).toBe('https://rivierstad.example/uploads/rivierstad-logo.png');
    const english = (await open('/vacancies/search', { 'accept-language': 'en-GB,en;q=0.9' })).body;
    expect(english).toContain('<html lang="en"');
    expect(metaOf(english, 'og:locale')).toBe('en_GB');
    const chosen = (await open('/vacancies/search?lang=en', { cookie: 'locale=nl' })).body;
    expect(chosen).toContain('<html lang="en"');
  });

  it('keeps a language the address chose in the locale cookie, and sets none otherwise', async () => {
    const chosen = await open('/vacancies/search?q=taal&lang=en', { cookie: 'locale=nl' });
    expect(chosen.headers['set-cookie']).toBe(`locale=en; Path=/; Max-Age=${365 * 24 * 60 * 60}; SameSite=Lax`);
    expect((await open('/vacancies/search?lang=xx')).headers['set-cookie']).toBeUndefined();
    expect((await open('/vacancies/search', { 'accept-language': 'en' })).headers['set-cookie']).toBeUndefined();
  });

  it("carries the tenant's own name on its own host", async () => {
    const html = (await open('/')).body;
    expect(html).toContain('- Vacaturebank Rivierstad</title>');
    expect(metaOf(html, 'og:site_name')).toBe('Vacaturebank Rivierstad');
    expect(metaOf(html, 'description')).toBe(
      'Vrijwilligerscentrale Rivierstad brengt vrijwilligers en organisaties bij elkaar.',
    );
  });

  it('writes what the app loads first into the page: the endpoints’ own answers for this tenant', async () => {
    const html = (await open('/vacancies/search')).body;
    const boot = /<script type="application\/json" id="boot-data">(.*?)<\/script>/s.exec(html)?.[1];
    const written = JSON.parse(boot ?? 'null') as { appConfig: unknown; currentTenant: unknown };
    const asked = (url: string) =>
      testApp.app.inject({
        method: 'GET',
        url,
        headers: { host: 'rivierstad.example', 'x-tenant': 'rivierstad', 'app-context': 'main' },
      });
    expect(written.appConfig).toEqual((await asked('/app-config.json')).json());
    expect(written.currentTenant).toEqual((await asked('/api/v1/tenants/current')).json());
    expect(written.currentTenant).toMatchObject({ data: { attributes: { key: 'rivierstad' } } });
  });

  it("paints the page in the centre's colours and shape before any script runs", async () => {
    const html = (await open('/vacancies/search')).body;
    const htmlElement = /<html [^>]*>/.exec(html)?.[0] ?? '';
    expect(htmlElement).toContain('--color-primary-600: #0a5c36');
    expect(htmlElement).toContain('--radius-ui: 0.5rem');
    expect(htmlElement).toContain('data-shape="curved"');
    expect(htmlElement).not.toContain('data-contrast');
  });

  it('preloads the default font only for a centre that sets its text in it', async () => {
    expect((await open('/')).body).toContain('rel="preload" href="/assets/inter-latin-wght-normal-x.woff2"');

    const tenant = await createTenant(testApp.database, { key: 'kustdorp', hosts: ['kustdorp.example'] });
    await createCenter(testApp.database, tenant.id, {
      center: { isDefault: true },
      profile: {
        themeConfig: { defaultShape: 'rounded', fonts: { sans: 'Georgia', heading: 'Georgia' }, cssVariables: {} },
      },
    });
    const html = (await open('/', { host: 'kustdorp.example' })).body;
    expect(html).toMatch(/--font-sans: (&quot;|")Georgia/);
    expect(html).not.toContain('as="font"');
  });

  it('keeps pages behind sign-in out of search engines, named by the app only', async () => {
    const html = (await open('/profiel')).body;
    expect(html).toContain('<title>Vacaturebank Rivierstad</title>');
    expect(metaOf(html, 'robots')).toBe('noindex');
  });

  it('escapes what organisations write, so it cannot add markup to the page', async () => {
    const { center } = await createCenter(
      testApp.database,
      (await createTenant(testApp.database, { key: 'escape', hosts: ['escape.example'] })).id,
      {
        center: { isDefault: true },
      },
    );
    const sneaky = await createOrganization(testApp.database, center, {
      name: 'Club "</title><script>alert(1)</script>',
    });
    const sneakyVacancy = await createVacancy(testApp.database, sneaky, {
      title: '</script><script>alert(2)</script>',
      summary: '<b>vet</b> & "quotes"',
    });
    const html = (
      await testApp.app.inject({
        method: 'GET',
        url: `/vacancies/${sneakyVacancy.id}`,
        headers: { host: 'escape.example', accept: browserAccept },
      })
    ).body;
    expect(html).not.toContain('<script>alert');
    expect(metaOf(html, 'description')).toBe('&lt;b&gt;vet&lt;/b&gt; &amp; &quot;quotes&quot;');
    expect(structuredDataOf(html)[0]).toMatchObject({
      title: '</script><script>alert(2)</script>',
      hiringOrganization: { name: 'Club "</title><script>alert(1)</script>' },
    });
  });
});

describe('what search engines read besides the pages', () => {
  let testApp: TestApp;
  let staging: TestApp;
  let vacancy: VacancyRow;
  let draft: VacancyRow;
  let organization: OrganizationRow;
  let pending: OrganizationRow;
  let foreignVacancy: VacancyRow;

  beforeAll(async () => {
    testApp = await createTestApp();
    staging = await createTestApp({ environment: { STAGING: 'true' } });
    for (const app of [testApp, staging]) {
      await createTenant(app.database, { key: 'rivierstad', hosts: ['rivierstad.example'] });
    }
    const { database } = testApp;
    const tenant = await createTenant(database, { key: 'kaartstad', hosts: ['kaartstad.example'] });
    const { center } = await createCenter(database, tenant.id, { center: { isDefault: true } });
    organization = await createOrganization(database, center, { name: 'Buurthuis De Brug' });
    pending = await createOrganization(database, center, { name: 'Nog niet goedgekeurd', status: 'pending' });
    vacancy = await createVacancy(database, organization, { title: 'Taalmaatje' });
    draft = await createVacancy(database, organization, { title: 'Concept', status: 'draft', publishedAt: null });
    const other = await createTenant(database, { key: 'heuvelland', hosts: ['heuvelland.example'] });
    const otherCenter = await createCenter(database, other.id, { center: { isDefault: true } });
    foreignVacancy = await createVacancy(database, await createOrganization(database, otherCenter.center));
  });
  afterAll(async () => {
    await staging.close();
    await testApp.close();
  });

  const fetchFrom = (app: TestApp, url: string, host: string) =>
    app.app.inject({ method: 'GET', url, headers: { host } });

  it('lists the public pages, published vacancies and approved organisations of the host’s tenant', async () => {
    const response = await fetchFrom(testApp, '/sitemap.xml', 'kaartstad.example');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<loc>https://kaartstad.example/</loc>');
    expect(xml).toContain('<loc>https://kaartstad.example/vacancies/search</loc>');
    expect(xml).toContain(`<loc>https://kaartstad.example/vacancies/${vacancy.id}</loc><lastmod>`);
    expect(xml).toContain(`<loc>https://kaartstad.example/organizations/${organization.id}</loc>`);
    expect(xml).not.toContain(`/vacancies/${draft.id}<`);
    expect(xml).not.toContain(`/vacancies/${foreignVacancy.id}<`);
    expect(xml).not.toContain(`/organizations/${pending.id}<`);
  });

  it('lets search engines in, except behind sign-in, and names the sitemap', async () => {
    const response = await fetchFrom(testApp, '/robots.txt', 'kaartstad.example');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toContain('Sitemap: https://kaartstad.example/sitemap.xml');
    expect(response.body).toContain('Disallow: /profiel');
    expect(response.body).not.toMatch(/^Disallow: \/$/m);
  });

  it('keeps search engines out of a staging site altogether', async () => {
    const response = await fetchFrom(staging, '/robots.txt', 'rivierstad.example');
    expect(response.body).toBe('User-agent: *\nDisallow: /\n');
  });
});
