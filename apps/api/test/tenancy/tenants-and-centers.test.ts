import { toCamelCaseKeys } from '@volunteerly/contracts/casing';
import { deserialize, type Document } from '@volunteerly/contracts/jsonapi';
import { tenantDocumentSchema } from '@volunteerly/contracts/resources/tenants';
import { appConfigSchema } from '@volunteerly/contracts/tenancy';
import { parseWithContract } from '../support/contract.ts';
import { centerProfileSchema } from '@volunteerly/contracts/theme-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';

describe('current tenant, volunteer centres and the app configuration', () => {
  let testApp: TestApp;
  let defaultCenterId: number;
  let northCenterId: number;

  beforeAll(async () => {
    testApp = await createTestApp({ environment: { DEFAULT_TENANT: 'rivierstad', STAGING: 'true' } });
    const { database } = testApp;
    const rivierstad = await createTenant(database, {
      key: 'rivierstad',
      appName: 'Vacaturebank Rivierstad',
      hosts: ['rivierstad.example'],
      wildcardSuffixes: ['.rivierstad.example'],
      isPublic: true,
      activitiesEnabled: true,
    });
    const defaultCenter = await createCenter(database, rivierstad.id, {
      center: { name: 'Centrum Rivierstad', isDefault: true },
      profile: {
        primaryColor: 'sky',
        gtagId: 'G-TEST123',
        themeConfig: {
          defaultShape: 'full',
          fonts: { sans: 'Inter Variable', heading: 'Inter Variable' },
          cssVariables: { '--header-height': '4rem' },
        },
      },
    });
    defaultCenterId = defaultCenter.center.id;
    for (const name of ['Zuid', 'Oost', 'West'])
      await createCenter(database, rivierstad.id, { center: { name: `Centrum ${name}` } });
    northCenterId = (
      await createCenter(database, rivierstad.id, {
        center: { name: 'Centrum Noord', hosts: ['noord.rivierstad.example'] },
      })
    ).center.id;
    const other = await createTenant(database, { key: 'heuvelrug', appName: 'Vrijwilligerspunt Heuvelrug' });
    await createCenter(database, other.id, { center: { name: 'Centrum Heuvelrug', isDefault: true } });
  });
  afterAll(async () => testApp.close());

  const get = (url: string, headers: Record<string, string> = tenantHeaders('rivierstad')) =>
    testApp.app.inject({ method: 'GET', url, headers });

  it('loads the tenant with its default centre and profile for app start, in snake_case', async () => {
    const response = await get('/api/v1/tenants/current');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.data).toMatchObject({
      type: 'tenants',
      id: 'rivierstad',
      attributes: {
        app_name: 'Vacaturebank Rivierstad',
        app_context: 'main',
        public: true,
        high_contrast: false,
        organizations_moving: false,
        features: {
          activities: true,
          volunteer_profiles: false,
          person_to_person_help: false,
          center_sharing: false,
          translation: false,
        },
      },
      relationships: { volunteer_center: { data: { type: 'volunteer_centers', id: String(defaultCenterId) } } },
    });
    const profile = document.included.find((item: { type: string }) => item.type === 'volunteer_center_profiles');
    expect(profile.attributes).toMatchObject({
      name: 'Centrum Rivierstad',
      primary_color: 'sky',
      gtag_id: 'G-TEST123',
      theme_config: { default_shape: 'full', css_variables: { '--header-height': '4rem' } },
    });
  });

  it('picks the centre configured for the host', async () => {
    const response = await get('/api/v1/volunteer_centers/current?include=profile', {
      ...tenantHeaders('rivierstad'),
      host: 'noord.rivierstad.example',
    });
    expect(response.json().data).toMatchObject({ id: String(northCenterId), attributes: { name: 'Centrum Noord' } });
    expect(response.json().included[0].type).toBe('volunteer_center_profiles');
  });

  it('picks the centre for every spelling of its host', async () => {
    const response = await get('/api/v1/volunteer_centers/current', {
      ...tenantHeaders('rivierstad'),
      host: 'Noord.Rivierstad.Example.:3000',
    });
    expect(response.json().data).toMatchObject({ id: String(northCenterId) });
  });

  it('picks the centre named in Volunteer-Center-Id over the host', async () => {
    const response = await get('/api/v1/volunteer_centers/current', {
      ...tenantHeaders('rivierstad', { 'volunteer-center-id': String(defaultCenterId) }),
      host: 'noord.rivierstad.example',
    });
    expect(response.json().data.id).toBe(String(defaultCenterId));
    expect(response.json().included).toBeUndefined();
  });

  it("lists only the tenant's centres, default first, paginated with totals and links", async () => {
    const response = await get('/api/v1/volunteer_centers?page[size]=2&page[number]=2');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.meta.pagination).toEqual({ page: 2, page_size: 2, total: 5, total_pages: 3 });
    expect(document.links.next).toContain('page%5Bnumber%5D=3');
    expect(document.links.prev).toContain('page%5Bnumber%5D=1');
    const first = (await get('/api/v1/volunteer_centers?page[size]=10')).json();
    expect(first.data.map((item: { attributes: { name: string } }) => item.attributes.name)).toEqual([
      'Centrum Rivierstad',
      'Centrum Noord',
      'Centrum Oost',
      'Centrum West',
      'Centrum Zuid',
    ]);
  });

  it('includes profiles when asked and rejects includes it does not know', async () => {
    const included = (await get('/api/v1/volunteer_centers?include=profile')).json().included;
    expect(included).toHaveLength(5);
    const rejected = await get('/api/v1/volunteer_centers?include=organizations');
    expect(rejected.statusCode).toBe(400);
    expect(rejected.json().errors[0]).toMatchObject({ code: 'include_invalid', source: { parameter: 'include' } });
  });

  it('rejects a page size beyond the maximum with 422 on the parameter', async () => {
    const response = await get('/api/v1/volunteer_centers?page[size]=5000');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].source).toEqual({ parameter: 'page[size]' });
  });

  it("never shows another tenant's centres", async () => {
    const names = (await get('/api/v1/volunteer_centers', tenantHeaders('heuvelrug')))
      .json()
      .data.map((item: { attributes: { name: string } }) => item.attributes.name);
    expect(names).toEqual(['Centrum Heuvelrug']);
  });

  it('publishes the domain map, tenants and flags for the web app without a tenant header', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/app-config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      defaultTenant: 'rivierstad',
      domains: { 'rivierstad.example': 'rivierstad' },
      wildcardSuffixes: [{ suffix: '.rivierstad.example', tenant: 'rivierstad' }],
      centerDomains: { 'noord.rivierstad.example': String(northCenterId) },
      tenants: [
        { key: 'heuvelrug', appName: 'Vrijwilligerspunt Heuvelrug' },
        { key: 'rivierstad', appName: 'Vacaturebank Rivierstad' },
      ],
      staging: true,
      enableOrganizationsMoving: false,
      allowInactiveUsers: false,
    });
  });

  // The web app trusts these two answers at start without parsing them (decision 004): the contract is proven here.
  it('answers app start with a tenant, centre and profile that fit the shared contract', async () => {
    const answer = (await get('/api/v1/tenants/current')).json();
    expect(() => parseWithContract(tenantDocumentSchema, answer)).not.toThrow();
    const tenant = deserialize(toCamelCaseKeys(answer) as Document) as Record<string, unknown>;
    const center = tenant['volunteerCenter'] as Record<string, unknown>;
    expect(center['id']).toBe(String(defaultCenterId));
    expect(centerProfileSchema.parse(center['profile'])).toMatchObject({ gtagId: 'G-TEST123' });
  });

  it('publishes an app configuration that fits the shared contract', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/app-config.json' });
    expect(appConfigSchema.parse(response.json()).defaultTenant).toBe('rivierstad');
  });
});
