import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { createTestApp, tenantHeaders, testConfig, type TestApp } from '../support/test-app.ts';

const browserAccept = 'text/html,application/xhtml+xml,*/*;q=0.8';
const landingHost = 'geldersehanden.example';

// Issue 32 §6 (spec §2): on one host, named in the configuration, every page other than the
// allowed ones redirects to /gelderse-handen.
describe('the Gelderse Handen host', () => {
  let testApp: TestApp;
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(tmpdir(), 'volunteerly-web-'));
    writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Volunteerly app</title>');
    testApp = await createTestApp({
      environment: {
        WEB_DIST_DIR: webDistDir,
        GELDERSE_HANDEN_HOST: 'GelderseHanden.example',
        GELDERSE_HANDEN_PATHS: '/partners,/privacy',
      },
    });
    const tenant = await createTenant(testApp.database, { key: 'gelderland', hosts: [landingHost, 'arnhem.example'] });
    await createCenter(testApp.database, tenant.id, { center: { isDefault: true } });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  const open = (host: string, url: string, method: 'GET' | 'HEAD' = 'GET') =>
    testApp.app.inject({ method, url, headers: { host, accept: browserAccept } });

  it('redirects every other page of the host to /gelderse-handen, whatever it asks', async () => {
    for (const url of ['/', '/vacancies/search?q=tuin', '/organizations/3', '/dashboard', '/bestaat-niet']) {
      const response = await open(`${landingHost}:4310`, url);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe('/gelderse-handen');
    }
    expect((await open(landingHost, '/vacancies/search', 'HEAD')).statusCode).toBe(302);
  });

  it('serves the landing page, signing in and the configured pages there', async () => {
    for (const url of ['/gelderse-handen', '/inloggen', '/auth/login-1', '/partners', '/privacy']) {
      const response = await open(landingHost, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
    }
  });

  it("leaves the API, the app's configuration and every other host alone", async () => {
    const api = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/partners',
      headers: { host: landingHost, ...tenantHeaders('gelderland') },
    });
    expect(api.statusCode).toBe(200);
    const config = await testApp.app.inject({ method: 'GET', url: '/app-config.json', headers: { host: landingHost } });
    expect(config.json().landingHost).toEqual({ host: landingHost, allowedPaths: ['/partners', '/privacy'] });
    expect((await open('arnhem.example', '/vacancies/search')).statusCode).toBe(200);
  });

  it('refuses a configured host with a scheme or port, and paths without a slash', () => {
    expect(() => testConfig({ GELDERSE_HANDEN_HOST: 'https://geldersehanden.example' })).toThrow(
      /GELDERSE_HANDEN_HOST/,
    );
    expect(() => testConfig({ GELDERSE_HANDEN_HOST: 'geldersehanden.example:443' })).toThrow(/GELDERSE_HANDEN_HOST/);
    expect(() => testConfig({ GELDERSE_HANDEN_PATHS: 'partners' })).toThrow(/GELDERSE_HANDEN_PATHS/);
    expect(testConfig().landingHost).toBeNull();
  });
});
