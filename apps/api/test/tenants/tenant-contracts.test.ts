import { tenantDocumentSchema } from '@volunteerly/contracts/resources/tenants';
import { appConfigSchema } from '@volunteerly/contracts/tenancy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { parseWithContract } from '../support/contract.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';

// The tenant endpoints answer in the shape of their contracts (decision 014).
describe('the tenant contracts', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ environment: { DEFAULT_TENANT: 'rivierstad' } });
    const tenant = await createTenant(testApp.database, {
      key: 'rivierstad',
      appName: 'Vacaturebank Rivierstad',
      hosts: ['rivierstad.example'],
      wildcardSuffixes: ['.rivierstad.example'],
    });
    await createCenter(testApp.database, tenant.id, {
      center: { name: 'Centrum Rivierstad', isDefault: true, hosts: ['centrum.rivierstad.example'] },
    });
  });
  afterAll(async () => testApp.close());

  it('answers GET /api/v1/tenants/current with the tenant contract, with and without its centre', async () => {
    for (const query of ['', '?include=volunteer_center', '?include=volunteer_center,volunteer_center.profile']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/tenants/current${query}`,
        headers: tenantHeaders('rivierstad'),
      });
      expect(response.statusCode).toBe(200);
      expect(() => parseWithContract(tenantDocumentSchema, response.json())).not.toThrow();
    }
  });

  it('serves /app-config.json as its camelCase contract declares it', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/app-config.json' });
    expect(response.statusCode).toBe(200);
    const parsed = appConfigSchema.safeParse(response.json());
    expect(parsed.error?.issues).toBeUndefined();
    expect(parsed.data?.domains).toMatchObject({ 'rivierstad.example': 'rivierstad' });
  });
});
