import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partnerListDocumentSchema } from '@volunteerly/contracts/resources/partners';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createUser } from '../../src/factories/user-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { parseWithContract } from '../support/contract.ts';
import { signedInHeaders, signIn } from '../support/sessions.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';

type PartnerResource = {
  type: string;
  id: string;
  attributes: { name: string; logo_url: string | null; website_url: string | null; app_name: string; current: boolean };
};

describe('partners in the collaboration (GET /api/v1/partners)', () => {
  let testApp: TestApp;
  let volunteerEmail: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    const { database } = testApp;

    const rivierstad = await createTenant(database, {
      key: 'rivierstad',
      appName: 'Vacaturebank Rivierstad',
      hosts: ['rivierstad.example'],
    });
    // A centre with a lower id than the default one: the partner is still the default centre.
    await createCenter(database, rivierstad.id, {
      center: { name: 'Centrum Noord', hosts: ['noord.rivierstad.example'] },
      profile: { websiteLogoUrl: 'https://cdn.example/noord.svg' },
    });
    await createCenter(database, rivierstad.id, {
      center: { name: 'Centrum Rivierstad', isDefault: true, hosts: ['www.centrale-rivierstad.example', 'x.example'] },
      profile: { name: 'Vrijwilligerscentrale Rivierstad', websiteLogoUrl: 'https://cdn.example/rivierstad.svg' },
    });

    const heuvelrug = await createTenant(database, {
      key: 'heuvelrug',
      appName: 'Vrijwilligerspunt Heuvelrug',
      hosts: ['heuvelrug.example'],
    });
    await createCenter(database, heuvelrug.id, {
      center: { name: 'Vrijwilligerspunt Heuvelrug', isDefault: true },
      profile: { websiteLogoUrl: '/logos/heuvelrug.svg' },
    });
    volunteerEmail = (await createUser(database, heuvelrug.id)).user.email;

    const achterhoek = await createTenant(database, { key: 'achterhoek', appName: 'Achterhoek Doet Mee' });
    await createCenter(database, achterhoek.id, { center: { name: 'Achterhoek Doet Mee', isDefault: true } });

    await createTenant(database, { key: 'zuid', appName: 'Zorgzaam Zuid' });
  });
  afterAll(async () => testApp.close());

  const listPartners = async (headers: Record<string, string>) => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/v1/partners', headers });
    return { response, partners: (response.json() as { data: PartnerResource[] }).data };
  };

  it('answers with the partner list contract', async () => {
    const { response } = await listPartners(tenantHeaders('rivierstad'));
    expect(response.statusCode).toBe(200);
    expect(() => parseWithContract(partnerListDocumentSchema, response.json())).not.toThrow();
  });

  it('lists every tenant, signed out, as its default centre profile with logo and website, sorted by name', async () => {
    const { response, partners } = await listPartners(tenantHeaders('rivierstad'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/vnd.api+json');
    expect(response.json().meta).toEqual({ total: 4 });
    expect(partners).toEqual([
      {
        type: 'partners',
        id: 'achterhoek',
        attributes: {
          name: 'Achterhoek Doet Mee',
          logo_url: null,
          website_url: null,
          app_name: 'Achterhoek Doet Mee',
          current: false,
        },
      },
      {
        type: 'partners',
        id: 'rivierstad',
        attributes: {
          name: 'Vrijwilligerscentrale Rivierstad',
          logo_url: 'https://cdn.example/rivierstad.svg',
          website_url: 'https://www.centrale-rivierstad.example',
          app_name: 'Vacaturebank Rivierstad',
          current: true,
        },
      },
      {
        type: 'partners',
        id: 'heuvelrug',
        attributes: {
          name: 'Vrijwilligerspunt Heuvelrug',
          logo_url: '/logos/heuvelrug.svg',
          website_url: 'https://heuvelrug.example',
          app_name: 'Vrijwilligerspunt Heuvelrug',
          current: false,
        },
      },
      {
        type: 'partners',
        id: 'zuid',
        attributes: {
          name: 'Zorgzaam Zuid',
          logo_url: null,
          website_url: null,
          app_name: 'Zorgzaam Zuid',
          current: false,
        },
      },
    ]);
  });

  it("links to the tenant's own host when its default centre has none, and to nothing without any host", async () => {
    const { partners } = await listPartners(tenantHeaders('rivierstad'));
    const websiteOf = (key: string) => partners.find((partner) => partner.id === key)?.attributes.website_url;
    expect(websiteOf('heuvelrug')).toBe('https://heuvelrug.example');
    expect(websiteOf('achterhoek')).toBeNull();
  });

  it('names a tenant without any centre by its app name, without a logo', async () => {
    const { partners } = await listPartners(tenantHeaders('rivierstad'));
    expect(partners.find((partner) => partner.id === 'zuid')?.attributes).toMatchObject({
      name: 'Zorgzaam Zuid',
      logo_url: null,
    });
  });

  it('shows another tenant the same partners, with that tenant marked as the current one', async () => {
    const { response, partners } = await listPartners(tenantHeaders('heuvelrug'));
    expect(response.statusCode).toBe(200);
    expect(partners.map((partner) => partner.id)).toEqual(['achterhoek', 'rivierstad', 'heuvelrug', 'zuid']);
    expect(partners.filter((partner) => partner.attributes.current).map((partner) => partner.id)).toEqual([
      'heuvelrug',
    ]);
  });

  it('answers a signed-in user the same list', async () => {
    const session = await signIn(testApp, 'heuvelrug', volunteerEmail);
    const signedIn = await listPartners(signedInHeaders('heuvelrug', session));
    const signedOut = await listPartners(tenantHeaders('heuvelrug'));
    expect(signedIn.response.statusCode).toBe(200);
    expect(signedIn.partners).toEqual(signedOut.partners);
  });

  it('needs to know the tenant of the request, like every tenant-scoped call', async () => {
    const missing = await testApp.app.inject({ method: 'GET', url: '/api/v1/partners' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].code).toBe('tenant_missing');
    const unknown = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/partners',
      headers: tenantHeaders('bestaat-niet'),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses a tenant header that does not match the host's tenant", async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/partners',
      headers: { ...tenantHeaders('heuvelrug'), host: 'rivierstad.example' },
    });
    expect(response.statusCode).toBe(403);
  });
});
