import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';

describe('tenancy headers on tenant-scoped endpoints', () => {
  let testApp: TestApp;
  let otherTenantCenterId: number;

  beforeAll(async () => {
    testApp = await createTestApp();
    const { database } = testApp;
    const rivierstad = await createTenant(database, { key: 'rivierstad', hosts: ['rivierstad.example'] });
    await createCenter(database, rivierstad.id, { center: { isDefault: true } });
    const heuvelrug = await createTenant(database, { key: 'heuvelrug', wildcardSuffixes: ['.heuvelrug.example'] });
    otherTenantCenterId = (await createCenter(database, heuvelrug.id, { center: { isDefault: true } })).center.id;
  });
  afterAll(async () => testApp.close());

  const current = (headers: Record<string, string>) =>
    testApp.app.inject({ method: 'GET', url: '/api/v1/tenants/current', headers });

  it('answers 400 with a JSON:API error when X-Tenant is missing', async () => {
    const response = await current({ 'app-context': 'main', 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    expect(response.json()).toEqual({
      errors: [
        {
          status: '400',
          code: 'tenant_missing',
          title: 'Tenant missing',
          detail: 'Every request must name its tenant in the X-Tenant header.',
          source: { header: 'X-Tenant' },
        },
      ],
    });
  });

  it('answers 404 for an unknown tenant, in Dutch by default', async () => {
    const response = await current(tenantHeaders('onbekend'));
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0]).toMatchObject({
      code: 'tenant_unknown',
      title: 'Onbekende tenant',
      detail: 'Er bestaat geen tenant "onbekend".',
    });
  });

  it('rejects a missing or invalid App-Context', async () => {
    for (const appContext of [undefined, 'other']) {
      const headers: Record<string, string> = { 'x-tenant': 'rivierstad' };
      if (appContext) headers['app-context'] = appContext;
      const response = await current(headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].code).toBe('app_context_invalid');
    }
  });

  it('accepts both app contexts', async () => {
    for (const appContext of ['main', 'meedoen']) {
      const response = await current({ 'x-tenant': 'rivierstad', 'app-context': appContext });
      expect(response.statusCode).toBe(200);
    }
  });

  it('rejects a Volunteer-Center-Id of another tenant', async () => {
    const response = await current(tenantHeaders('rivierstad', { 'volunteer-center-id': String(otherTenantCenterId) }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      code: 'volunteer_center_invalid',
      source: { header: 'Volunteer-Center-Id' },
    });
  });

  it('rejects a Volunteer-Center-Id that is not a number', async () => {
    const response = await current(tenantHeaders('rivierstad', { 'volunteer-center-id': '1 or 1=1' }));
    expect(response.statusCode).toBe(400);
  });

  it('treats the tenant header as a selector: a host configured for another tenant refuses it', async () => {
    const exact = await current({ ...tenantHeaders('heuvelrug'), host: 'rivierstad.example' });
    expect(exact.statusCode).toBe(403);
    expect(exact.json().errors[0].code).toBe('tenant_host_mismatch');
    const wildcard = await current({ ...tenantHeaders('rivierstad'), host: 'www.heuvelrug.example' });
    expect(wildcard.statusCode).toBe(403);
    const matching = await current({ ...tenantHeaders('heuvelrug'), host: 'www.heuvelrug.example' });
    expect(matching.statusCode).toBe(200);
  });

  it.each([
    ['a trailing dot', 'rivierstad.example.'],
    ['two trailing dots', 'rivierstad.example..'],
    ['a trailing dot and a port', 'rivierstad.example.:3000'],
    ['upper case', 'RivierStad.EXAMPLE'],
    ['a port', 'rivierstad.example:8443'],
    ['a wildcard subdomain with a trailing dot', 'x.heuvelrug.example.'],
  ])('refuses another tenant on a host spelled with %s', async (_spelling, host) => {
    const otherTenant = host.includes('heuvelrug') ? 'rivierstad' : 'heuvelrug';
    const response = await current({ ...tenantHeaders(otherTenant), host });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].code).toBe('tenant_host_mismatch');
  });

  it('serves the tenant itself on every spelling of its host', async () => {
    for (const host of ['rivierstad.example.', 'RIVIERSTAD.example:443', 'rivierstad.example.:3000']) {
      const response = await current({ ...tenantHeaders('rivierstad'), host });
      expect(response.statusCode).toBe(200);
    }
  });

  it.each([
    ['a path', 'rivierstad.example/evil'],
    ['an empty label', 'rivierstad..example'],
    ['a port that is not a number', 'rivierstad.example:abc'],
    ['user info', 'heuvelrug@rivierstad.example'],
  ])('answers 400 to a malformed host with %s', async (_problem, host) => {
    const response = await current({ ...tenantHeaders('heuvelrug'), host, 'accept-language': 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      code: 'host_invalid',
      title: 'Invalid host',
      source: { header: 'Host' },
    });
  });

  it('lets any known tenant through on a host that is not configured (tenant cookie, /switch)', async () => {
    const response = await current({ ...tenantHeaders('heuvelrug'), host: 'localhost:3000' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.id).toBe('heuvelrug');
  });
});
