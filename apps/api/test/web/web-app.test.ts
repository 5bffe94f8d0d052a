import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const browserAccept = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
// What `vite build` writes, in short: the server fills in the language and the head.
const builtIndex =
  '<!doctype html><html lang="nl"><head><title>Volunteerly</title></head><body><div id="root" data-app="volunteerly"></div></body></html>';

// A built script, long enough to be worth compressing.
const builtScript = `export const words = ${JSON.stringify('vrijwilliger '.repeat(400))};`;

describe('serving the web app from the same origin', () => {
  let testApp: TestApp;
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = mkdtempSync(path.join(tmpdir(), 'volunteerly-web-'));
    writeFileSync(path.join(webDistDir, 'index.html'), builtIndex);
    mkdirSync(path.join(webDistDir, 'assets'));
    writeFileSync(path.join(webDistDir, 'assets', 'app-1a2b3c.js'), builtScript);
    writeFileSync(path.join(webDistDir, 'assets', 'app-1a2b3c.js.br'), brotliCompressSync(builtScript));
    testApp = await createTestApp({ environment: { WEB_DIST_DIR: webDistDir } });
  });
  afterAll(async () => {
    await testApp.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  const get = (url: string, accept = browserAccept) => testApp.app.inject({ method: 'GET', url, headers: { accept } });

  it('sends a page compressed to a browser that accepts it, and as it is to one that does not', async () => {
    const page = (acceptEncoding?: string) =>
      testApp.app.inject({
        method: 'GET',
        url: '/profiel',
        headers: { accept: browserAccept, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const brotli = await page('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('data-app="volunteerly"');
    const gzip = await page('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('data-app="volunteerly"');
    const plain = await page();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('data-app="volunteerly"');
  });

  it("serves a built file's compressed copy from the build to a browser that accepts it", async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(builtScript);
  });

  it('answers a page route with the app', async () => {
    const response = await get('/profiel');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('data-app="volunteerly"');
  });

  it.each([
    '/auth/login-1',
    '/auth/reset?reset_password_token=abc',
    '/auth/recover',
    '/auth/token',
    '/auth/no-organization',
  ])('answers a browser opening the page %s with the app, although /auth is also the API', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('data-app="volunteerly"');
  });

  it('keeps the JSON 404 for API clients under /auth and for every unknown /api path', async () => {
    const apiClient = await get('/auth/login-1', 'application/json');
    expect(apiClient.statusCode).toBe(404);
    expect(apiClient.json().errors[0].code).toBe('route_not_found');
    const unknownApi = await get('/api/v1/bestaat-niet');
    expect(unknownApi.statusCode).toBe(404);
    expect(unknownApi.json().errors[0].code).toBe('route_not_found');
  });

  it('answers a missing asset with 404, not with the app', async () => {
    const response = await get('/assets/index-oud.js', '*/*');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('data-app="volunteerly"');
  });
});
