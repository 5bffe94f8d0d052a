import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getRequestContext, updateRequestContext } from '../../../lib/api/request-context.ts';
import { readCookie } from '../../../lib/tenant/cookie-jar.ts';
import { testAppConfig } from '../../../test/fixtures.ts';
import { getCurrentTenant } from './get-current-tenant.ts';

// The API's answer, snake_case on the wire as JSON:API.
function tenantDocument(centerId: string) {
  return {
    data: {
      type: 'tenants',
      id: 'demo',
      attributes: {
        key: 'demo',
        app_name: 'Volunteerly Demo',
        app_context: 'meedoen',
        features: {
          volunteer_profiles: true,
          activities: true,
          person_to_person_help: false,
          center_sharing: false,
          translation: true,
        },
        high_contrast: false,
        public: true,
      },
      relationships: { volunteer_center: { data: { type: 'volunteer_centers', id: centerId } } },
    },
    included: [
      {
        type: 'volunteer_centers',
        id: centerId,
        attributes: { name: 'Centrale', hosts: [], is_default: true },
        relationships: { profile: { data: { type: 'volunteer_center_profiles', id: '5' } } },
      },
      {
        type: 'volunteer_center_profiles',
        id: '5',
        attributes: {
          name: 'Centrale',
          favicon_url: null,
          website_logo_url: '/logo.svg',
          gtag_id: 'G-1',
          primary_color: 'green',
          primary_color_shades: null,
          secondary_color: 'blue',
          secondary_color_shades: null,
          tertiary_color: 'orange',
          tertiary_color_shades: null,
          muted_color: 'slate',
          background_color: '#ffffff',
          text_color: '#0f172a',
          theme_config: {
            default_shape: 'curved',
            fonts: { sans: 'Inter Variable', heading: 'Inter Variable' },
            css_variables: { '--brand-gap': '4px' },
          },
        },
      },
    ],
  };
}

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  updateRequestContext({ tenantKey: undefined, appContext: 'main', volunteerCenterId: undefined });
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  document.cookie = 'volunteer_center_id=; path=/; max-age=0';
  document.cookie = 'tenant=; path=/; max-age=0';
});

describe('getCurrentTenant', () => {
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
