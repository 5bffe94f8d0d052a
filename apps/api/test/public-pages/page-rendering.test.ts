import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const browserAccept = 'text/html,application/xhtml+xml,*/*;q=0.8';
const builtIndex =
  '<!doctype html><html lang="nl"><head><title>Volunteerly</title></head><body><div id="root"></div></body></html>';

/**
 * A stand-in for the web app's server entry (the real one is built by `vite build --ssr` and
 * checked in the browser suite): each address asks the API something and writes what it got.
 */
const serverEntry = `
export async function renderPage(input) {
  const url = new URL(input.url);
  const headers = { accept: 'application/vnd.api+json', 'app-context': 'main', 'current-organization-id': '' };
  if (url.pathname === '/fails') throw new Error('a component broke');
  if (url.pathname === '/redirects') return undefined;
  let html = '<p>rendered</p>';
  if (url.pathname === '/tenant') {
    const tenantKey = url.searchParams.get('as');
    const answer = await input.callApi({
      method: 'GET',
      url: '/api/v1/tenants/current',
      headers: tenantKey ? { ...headers, 'x-tenant': tenantKey } : headers,
    });
    html = '<p data-status="' + answer.statusCode + '">' + JSON.parse(answer.body).data.attributes.key + '</p>';
  }
  if (url.pathname === '/writes') {
    const answer = await input.callApi({ method: 'POST', url: '/api/v1/favorites', headers, body: '{}' });
    html = '<p data-status="' + answer.statusCode + '">wrote</p>';
  }
  const statusCode = url.pathname === '/missing' ? 404 : 200;
  return {
    html,
    rendered: 'page',
    statusCode,
    bootData: { rendered: 'page', language: input.language, catalogue: { common: {} }, queryState: { queries: [] }, routerState: {} },
  };
}
`;

function rootOf(html: string): string {
  return /<div id="root">(.*?)<\/div><\/body>/s.exec(html)?.[1] ?? '';
}

function bootDataOf(html: string): Record<string, unknown> {
  const json = /<script type="application\/json" id="boot-data">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null';
  return JSON.parse(json) as Record<string, unknown>;
}

describe('the server renders pages with the web app (decision 021)', () => {
  let testApp: TestApp;
  let directory: string;

  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), 'volunteerly-render-'));
    writeFileSync(path.join(directory, 'index.html'), builtIndex);
    writeFileSync(path.join(directory, 'entry-server.mjs'), serverEntry);
    testApp = await createTestApp({
      environment: {
        WEB_DIST_DIR: directory,
        WEB_SERVER_ENTRY: path.join(directory, 'entry-server.mjs'),
        DEFAULT_TENANT: 'rivierstad',
      },
    });
    const rivierstad = await createTenant(testApp.database, { key: 'rivierstad', hosts: ['rivierstad.example'] });
    await createCenter(testApp.database, rivierstad.id, { center: { isDefault: true } });
    const heuvelland = await createTenant(testApp.database, { key: 'heuvelland', hosts: ['heuvelland.example'] });
    await createCenter(testApp.database, heuvelland.id, { center: { isDefault: true } });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(directory, { recursive: true, force: true });
  });

  const open = (url: string, host = 'rivierstad.example', headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers: { host, accept: browserAccept, ...headers } });

  it('puts the rendered page into #root, and what the app takes it over with beside the start answers', async () => {
    const response = await open('/', 'rivierstad.example', { 'accept-language': 'en-GB,en;q=0.9' });
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe('<p>rendered</p>');
    const boot = bootDataOf(response.body);
    expect(boot).toMatchObject({ rendered: 'page', language: 'en', catalogue: { common: {} } });
    expect(boot['appConfig']).toMatchObject({ defaultTenant: 'rivierstad' });
    expect(boot['currentTenant']).toMatchObject({ data: { attributes: { key: 'rivierstad' } } });
  });

  it.each([
    ['rivierstad.example', 'rivierstad'],
    ['heuvelland.example', 'heuvelland'],
  ])('answers the render of a page on %s as its own tenant, %s', async (host, key) => {
    const response = await open('/tenant', host);
    expect(rootOf(response.body)).toBe(`<p data-status="200">${key}</p>`);
  });

  it("never answers a render as another tenant than its host's, whatever tenant it names", async () => {
    // The host decides (decision 003); a render that named another tenant gets the host's, as a browser would.
    const response = await open('/tenant?as=heuvelland', 'rivierstad.example');
    expect(rootOf(response.body)).not.toContain('heuvelland');
  });

  it('refuses anything but reading to a render', async () => {
    const response = await open('/writes');
    expect(rootOf(response.body)).toBe('<p data-status="405">wrote</p>');
  });

  it('serves the page unrendered, with its start answers, when the render fails', async () => {
    const response = await open('/fails');
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe('');
    const boot = bootDataOf(response.body);
    expect(boot['rendered']).toBeUndefined();
    expect(boot['currentTenant']).toMatchObject({ data: { attributes: { key: 'rivierstad' } } });
  });

  it('leaves an address the app redirects to the app', async () => {
    const response = await open('/redirects');
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe('');
  });

  it('answers 404 for an address the app has no page for', async () => {
    const response = await open('/missing');
    expect(response.statusCode).toBe(404);
    expect(rootOf(response.body)).toBe('<p>rendered</p>');
  });

  it('sends the page as one that no cache may serve without asking', async () => {
    // The HTML never holds who is signed in (the session lives in the browser), so one copy fits every visitor.
    const response = await open('/');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['vary']).toContain('Accept-Language');
  });
});
