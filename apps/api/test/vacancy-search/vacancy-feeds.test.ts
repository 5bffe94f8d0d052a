import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVacancySearchWorld, type VacancySearchWorld } from './vacancy-search-world.ts';

describe('the vacancy feeds', () => {
  let world: VacancySearchWorld;
  beforeAll(async () => {
    world = await createVacancySearchWorld();
  });
  afterAll(async () => world.testApp.close());

  // Feed readers send nothing but the host.
  const fetchFeed = (format: 'atom' | 'rss', headers: Record<string, string>) =>
    world.testApp.app.inject({ method: 'GET', url: `/api/v1/vacancies/feed.${format}`, headers });

  it('writes Atom for a reader that only names the host: titles, links to the site, authors', async () => {
    const response = await fetchFeed('atom', { host: 'rivierstad.example' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml/);
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    expect(xml).toContain('Vrijwilligersvacatures van Vacaturebank Rivierstad');
    for (const vacancy of Object.values(world.visible)) {
      expect(xml).toContain(vacancy.title);
      expect(xml).toContain(`https://rivierstad.example/vacancies/${vacancy.id}`);
    }
    expect(xml).toContain('<name>Buurthuis De Brug</name>');
    expect(xml).not.toContain('Wandeling in concept');
    expect(xml).not.toContain('Heuvelland');
    // Newest first.
    expect(xml.indexOf('Wandeling met ouderen in het park')).toBeLessThan(xml.indexOf('Samen fietsen'));
  });

  it('writes RSS 2.0 with the same vacancies', async () => {
    const response = await fetchFeed('rss', { host: 'rivierstad.example' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const xml = response.body;
    expect(xml).toContain('<rss version="2.0"');
    expect(xml).toContain(`<link>https://rivierstad.example/vacancies/${world.visible.groningen.id}</link>`);
    expect(xml).toContain('Hulp bij boodschappen doen');
    expect(xml).toMatch(/<pubDate>[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} 2026/);
  });

  it("serves another tenant's feed on that tenant's host", async () => {
    const response = await fetchFeed('rss', { host: 'heuvelland.example' });
    expect(response.body).toContain('Wandeling in Heuvelland');
    expect(response.body).not.toContain('Wandeling met ouderen');
  });

  it("serves a centre's feed on the centre's own host: its vacancies and what other centres share", async () => {
    const response = await fetchFeed('rss', { host: 'noord.rivierstad.example' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('Wandeling alleen in Noord');
    expect(response.body).toContain('Wandeling gedeeld door Noord');
    expect(response.body).not.toContain('Wandeling met ouderen');
  });

  it('reads the host in its one spelling: a trailing dot and upper case name the same site, and links use it', async () => {
    const response = await fetchFeed('rss', { host: 'HEUVELLAND.example.' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Wandeling in Heuvelland');
    expect(response.body).toContain('<link>https://heuvelland.example/vacancies/');
    expect(response.body).not.toContain('heuvelland.example./');
  });

  it('also works with the tenant headers the web app sends', async () => {
    const response = await fetchFeed('atom', { 'x-tenant': world.tenantKey, 'app-context': 'main' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Samen fietsen op de duofiets');
  });

  it('refuses a host no tenant owns, without headers, as every API call', async () => {
    const response = await fetchFeed('atom', { host: 'unknown.example' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].code).toBe('tenant_missing');
  });
});
