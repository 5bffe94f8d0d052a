import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { volunteerCenterProfiles } from '../../src/modules/volunteer-centers/volunteer-centers.schema.ts';
import { tenants } from '../../src/modules/tenants/tenants.schema.ts';
import { openDatabase, type Database } from '../../src/platform/database/connection.ts';
import type { AppInstance } from '../../src/platform/http/app-instance.ts';
import { statementsDuring } from '../support/statements.ts';
import { createTestApp, tenantHeaders, testConfig, type TestApp } from '../support/test-app.ts';

type TenantDocument = {
  data: { attributes: { app_name: string } };
  included: { type: string; attributes: Record<string, unknown> }[];
};

describe('the tenant configuration in memory', () => {
  let testApp: TestApp;
  // A second app on the same database: another API process, with its own memory (and, on a
  // server, its own connections; PGlite has one in-process database that both share).
  let otherProcess: AppInstance;
  let otherDatabase: Database;
  let tenantId: number;

  beforeAll(async () => {
    testApp = await createTestApp();
    otherDatabase = testApp.url ? await openDatabase({ url: testApp.url }) : testApp.database;
    otherProcess = await buildApp({ config: testConfig(), database: otherDatabase, logger: false });
    tenantId = (await createTenant(testApp.database, { key: 'geheugenstad', appName: 'Geheugenstad' })).id;
    await createCenter(testApp.database, tenantId, {
      center: { isDefault: true },
      profile: { primaryColor: '#112233' },
    });
  });
  afterAll(async () => {
    await otherProcess.close();
    if (otherDatabase !== testApp.database) await otherDatabase.close();
    await testApp.close();
  });

  const currentTenant = async (app: AppInstance) => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/tenants/current',
      headers: tenantHeaders('geheugenstad'),
    });
    expect(response.statusCode).toBe(200);
    const document: TenantDocument = response.json();
    const profile = document.included.find((resource) => resource.type === 'volunteer_center_profiles');
    return { appName: document.data.attributes.app_name, primaryColor: profile?.attributes['primary_color'] };
  };

  it('serves the tenant and its centre from memory once read', async () => {
    await currentTenant(testApp.app);
    const statements = await statementsDuring(testApp.database, async () =>
      expect(await currentTenant(testApp.app)).toEqual({ appName: 'Geheugenstad', primaryColor: '#112233' }),
    );
    expect(statements).toEqual([]);
  });

  it("serves a change of the tenant's name and colours on this process's next request", async () => {
    await currentTenant(testApp.app);
    await testApp.database.builder
      .update(tenants)
      .set({ appName: 'Geheugenstad Nieuw' })
      .where(eq(tenants.id, tenantId));
    await testApp.database.builder
      .update(volunteerCenterProfiles)
      .set({ primaryColor: '#445566' })
      .where(eq(volunteerCenterProfiles.tenantId, tenantId));
    expect(await currentTenant(testApp.app)).toEqual({ appName: 'Geheugenstad Nieuw', primaryColor: '#445566' });
  });

  it('serves a change made by another process to every process', async () => {
    await currentTenant(otherProcess);
    await testApp.database.builder
      .update(tenants)
      .set({ appName: 'Geheugenstad Elders' })
      .where(eq(tenants.id, tenantId));
    expect(await currentTenant(testApp.app)).toMatchObject({ appName: 'Geheugenstad Elders' });
    // Another process hears of the change when PostgreSQL delivers the announcement (at once on
    // PGlite, within milliseconds on a server): its next request after that serves the change.
    await expect.poll(async () => (await currentTenant(otherProcess)).appName).toBe('Geheugenstad Elders');
  });

  it('knows a tenant created after the configuration was read', async () => {
    await currentTenant(testApp.app);
    await createTenant(testApp.database, { key: 'nieuwstad', appName: 'Nieuwstad' });
    const response = await testApp.app.inject({ method: 'GET', url: '/app-config.json' });
    const config: { tenants: { key: string }[] } = response.json();
    expect(config.tenants.map((tenant) => tenant.key)).toContain('nieuwstad');
  });
});
