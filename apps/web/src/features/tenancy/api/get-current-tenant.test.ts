import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRequestContext, updateRequestContext } from '../../../lib/api/request-context.ts';
import { readCookie } from '../../../lib/tenant/cookie-jar.ts';
import { testAppConfig } from '../../../test/fixtures.ts';
import { buildTenant, currentTenantDocument } from '../../../test/factories/tenants.ts';
import { buildVolunteerCenter, buildVolunteerCenterProfile } from '../../../test/factories/volunteer-centers.ts';
import { toSnakeCaseKeys } from '@volunteerly/contracts/casing';
import { forgetBootData } from '../../../lib/boot/boot-data.ts';
import { getCurrentTenant } from './get-current-tenant.ts';

/** The API's answer for a meedoen tenant whose centre `centerId` has its own logo, analytics id and shape. */
function tenantDocument(centerId: string) {
  return currentTenantDocument(
    buildTenant({
      centerId,
      attributes: { appContext: 'meedoen', public: true, features: { ...demoFeatures, translation: true } },
    }),
    buildVolunteerCenter(centerId, { name: 'Centrale', isDefault: true }),
    buildVolunteerCenterProfile(centerId, {
      name: 'Centrale',
      faviconUrl: null,
      websiteLogoUrl: '/logo.svg',
      gtagId: 'G-1',
      themeConfig: {
        defaultShape: 'curved',
        fonts: { sans: 'Inter Variable', heading: 'Inter Variable' },
        cssVariables: { '--brand-gap': '4px' },
      },
    }),
  );
}

const demoFeatures = buildTenant().attributes.features;

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  updateRequestContext({ tenantKey: undefined, appContext: 'main', volunteerCenterId: undefined });
});

/** Writes boot data into the page as the server does (snake_case, as the endpoints answer). */
function writeBootData(data: { appConfig: unknown; currentTenant: unknown }) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'boot-data';
  element.textContent = JSON.stringify({
    appConfig: data.appConfig,
    currentTenant: toSnakeCaseKeys(data.currentTenant),
  });
  document.head.append(element);
  forgetBootData();
}

afterEach(() => {
  document.getElementById('boot-data')?.remove();
  forgetBootData();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  document.cookie = 'volunteer_center_id=; path=/; max-age=0';
  document.cookie = 'tenant=; path=/; max-age=0';
});

describe('getCurrentTenant', () => {
  it('starts from what the server wrote into the page, without asking the API', async () => {
    writeBootData({ appConfig: testAppConfig, currentTenant: tenantDocument('3') });
    const current = await getCurrentTenant(new QueryClient());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(current.tenant).toMatchObject({ key: 'demo', appContext: 'meedoen' });
    expect(current.center).toMatchObject({ id: '3', name: 'Centrale' });
    expect(current.center.profile).toMatchObject({ websiteLogoUrl: '/logo.svg' });
    expect(getRequestContext()).toMatchObject({ tenantKey: 'demo', appContext: 'meedoen', volunteerCenterId: '3' });
  });

  it('asks the API when what the server wrote is for another centre than the app resolves', async () => {
    document.cookie = 'volunteer_center_id=7; path=/';
    writeBootData({ appConfig: testAppConfig, currentTenant: tenantDocument('3') });
    fetchMock.mockImplementation(async () => json(tenantDocument('7')));
    const current = await getCurrentTenant(new QueryClient());
    expect(fetchMock.mock.calls.map(([path]) => String(path))).toEqual(['/api/v1/tenants/current']);
    expect(current.center.id).toBe('7');
  });

  it('uses what the server wrote once: a later load asks the API', async () => {
    writeBootData({ appConfig: testAppConfig, currentTenant: tenantDocument('3') });
    const client = new QueryClient();
    await getCurrentTenant(client);
    fetchMock.mockImplementation(async () => json(tenantDocument('3')));
    await getCurrentTenant(client);
    expect(fetchMock.mock.calls.map(([path]) => String(path))).toEqual(['/api/v1/tenants/current']);
  });

  it('resolves the tenant, sends its headers and returns tenant, centre and profile', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/app-config.json' ? json(testAppConfig) : json(tenantDocument('3')),
    );
    const current = await getCurrentTenant(new QueryClient());

    const [path, init] = fetchMock.mock.calls[1] ?? [];
    expect(path).toBe('/api/v1/tenants/current');
    const headers = new Headers(init?.headers);
    expect(headers.get('X-Tenant')).toBe('demo');
    expect(headers.get('App-Context')).toBe('main');
    expect(headers.has('Volunteer-Center-Id')).toBe(false);

    expect(current.tenant).toMatchObject({
      key: 'demo',
      appName: 'Volunteerly Demo',
      appContext: 'meedoen',
      public: true,
    });
    expect(current.tenant.features.translation).toBe(true);
    expect(current.center).toMatchObject({ id: '3', name: 'Centrale' });
    expect(current.center.profile).toMatchObject({ websiteLogoUrl: '/logo.svg', gtagId: 'G-1' });
    expect(current.center.profile.themeConfig).toEqual({
      defaultShape: 'curved',
      fonts: { sans: 'Inter Variable', heading: 'Inter Variable' },
      cssVariables: { '--brand-gap': '4px' },
    });

    // From now on requests go out as the loaded tenant's app context and centre.
    expect(getRequestContext()).toMatchObject({ tenantKey: 'demo', appContext: 'meedoen', volunteerCenterId: '3' });
    expect(readCookie('volunteer_center_id')).toBe('3');
  });

  it('uses the tenant cookie when the host is not in the domain map', async () => {
    document.cookie = 'tenant=vacaturebank; path=/';
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/app-config.json' ? json(testAppConfig) : json(tenantDocument('3')),
    );
    await getCurrentTenant(new QueryClient());
    expect(new Headers(fetchMock.mock.calls[1]?.[1]?.headers).get('X-Tenant')).toBe('vacaturebank');
  });

  it('drops a remembered centre the API refuses and asks for the default centre', async () => {
    document.cookie = 'volunteer_center_id=99; path=/';
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/app-config.json') return json(testAppConfig);
      const sentCenter = new Headers(init?.headers).get('Volunteer-Center-Id');
      if (sentCenter === '99') {
        return json({ errors: [{ status: '400', code: 'volunteer_center_invalid', title: 'Invalid centre' }] }, 400);
      }
      return json(tenantDocument('1'));
    });
    const current = await getCurrentTenant(new QueryClient());
    expect(current.center.id).toBe('1');
    expect(readCookie('volunteer_center_id')).toBe('1');
  });

  it('fails with the API error for an unknown tenant', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/app-config.json'
        ? json(testAppConfig)
        : json({ errors: [{ status: '404', code: 'tenant_unknown', title: 'Unknown tenant' }] }, 404),
    );
    await expect(getCurrentTenant(new QueryClient())).rejects.toMatchObject({ statusCode: 404 });
  });

  it('fails when the tenant comes without its centre and profile', async () => {
    const document = tenantDocument('1');
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/app-config.json' ? json(testAppConfig) : json({ data: document.data }),
    );
    await expect(getCurrentTenant(new QueryClient())).rejects.toThrow('no volunteer centre with a profile');
  });
});
