import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

describe('platform endpoints and headers', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
  });
  afterAll(async () => testApp.close());

  it('reports health with the database reachable', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves an OpenAPI 3.1 document generated from the route schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/tenants/current',
        '/api/v1/volunteer_centers',
        '/api/v1/volunteer_centers/current',
      ]),
    );
    const parameters = document.paths['/api/v1/volunteer_centers'].get.parameters.map(
      (parameter: { name: string }) => parameter.name,
    );
    expect(parameters).toEqual(expect.arrayContaining(['page[number]', 'page[size]', 'include']));
  });

  it('serves a readable documentation page', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    const page =
      response.statusCode === 302
        ? await testApp.app.inject({ method: 'GET', url: response.headers.location as string })
        : response;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('sends security headers and a request id on every response', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: 'localhost:3000' },
    });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // Issue 29: no inline <style> element; style attributes (theme colours, map positions) only.
    const styles = String(response.headers['content-security-policy'])
      .split('; ')
      .filter((directive) => directive.startsWith('style-src'));
    expect(styles).toEqual(["style-src 'self'", "style-src-elem 'self'", "style-src-attr 'unsafe-inline'"]);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends HSTS outside localhost', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: 'vacatures.example.nl' },
    });
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });

  it('keeps a well-formed incoming request id and replaces a malformed one', async () => {
    const kept = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    expect(kept.headers['x-request-id']).toBe('trace-12345678');
    const replaced = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'bad id\n' },
    });
    // A fresh UUID in place of the malformed id (a random UUID may itself contain the letters 'bad').
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});
