import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  volunteerCenterDocumentSchema,
  volunteerCenterListDocumentSchema,
  volunteerCenterProfileDocumentSchema,
} from '@volunteerly/contracts/resources/volunteer-centers';
import { createUser } from '../../src/factories/user-factory.ts';
import { parseWithContract } from '../support/contract.ts';
import { signIn, signedInHeaders } from '../support/sessions.ts';
import { tenantHeaders } from '../support/test-app.ts';
import { createUsersWorld, otherTenantKey, tenantKey, type UsersWorld } from '../users/users-world.ts';

const url = '/api/v1/volunteer_centers/current/profile';
const shades = {
  '50': '#fdf2f8',
  '100': '#fce7f3',
  '200': '#fbcfe8',
  '300': '#f9a8d4',
  '400': '#f472b6',
  '500': '#ec4899',
  '600': '#db2777',
  '700': '#be185d',
  '800': '#9d174d',
  '900': '#831843',
  '950': '#500724',
};

describe('PATCH /api/v1/volunteer_centers/current/profile', () => {
  let world: UsersWorld;
  beforeAll(async () => {
    world = await createUsersWorld();
  });
  afterAll(async () => world.testApp.close());

  const currentProfile = async (tenant = tenantKey) => {
    const response = await world.testApp.app.inject({
      method: 'GET',
      url: '/api/v1/volunteer_centers/current?include=profile',
      headers: tenantHeaders(tenant),
    });
    return response.json().included[0].attributes as Record<string, unknown>;
  };

  it('lets the centre admin change colours, shades, shape, fonts and footer, and the centre shows them', async () => {
    const response = await world.request(world.centerAdmin, 'PATCH', url, {
      profile: {
        primary_color: '#db2777',
        primary_color_shades: shades,
        secondary_color: 'teal',
        background_color: '#fffdf8',
        theme_config: { default_shape: 'smooth', fonts: { sans: 'Verdana', heading: 'Georgia' } },
        footer_columns: [{ title: 'Over ons', links: [{ label: 'Contact', url: '/contact' }] }],
      },
    });
    expect(response.statusCode).toBe(200);
    const profile = await currentProfile();
    expect(profile).toMatchObject({
      primary_color: '#db2777',
      primary_color_shades: shades,
      secondary_color: 'teal',
      background_color: '#fffdf8',
      theme_config: { default_shape: 'smooth', fonts: { sans: 'Verdana', heading: 'Georgia' } },
      footer_columns: [{ title: 'Over ons', links: [{ label: 'Contact', url: '/contact' }] }],
    });
  });

  it('leaves another tenant’s look untouched', async () => {
    const before = await currentProfile(otherTenantKey);
    await world.request(world.centerAdmin, 'PATCH', url, { profile: { primary_color: 'rose' } });
    expect(await currentProfile(otherTenantKey)).toEqual(before);
  });

  it('refuses incomplete shade scales, unknown presets and fonts, and bad links with 422, changing nothing', async () => {
    const before = await currentProfile();
    const response = await world.request(world.centerAdmin, 'PATCH', url, {
      profile: {
        primary_color: 'sunset',
        primary_color_shades: { '50': '#ffffff' },
        theme_config: { default_shape: 'rounded', fonts: { sans: 'Comic Sans MS', heading: 'Georgia' } },
        footer_columns: [{ title: 'Links', links: [{ label: 'Kwaad', url: 'javascript:alert(1)' }] }],
      },
    });
    expect(response.statusCode).toBe(422);
    const pointers = response.json().errors.map((error: { source: { pointer: string } }) => error.source.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/profile/primary_color',
        '/profile/theme_config/fonts/sans',
        '/profile/footer_columns/0/links/0/url',
      ]),
    );
    expect(pointers.some((pointer: string) => pointer.startsWith('/profile/primary_color_shades'))).toBe(true);
    expect(await currentProfile()).toEqual(before);
  });

  it.each([
    ['a protocol-relative address', '//evil.example/phish'],
    ['a backslash after the slash', '/\\evil.example'],
    ['plain http', 'http://www.rivierstad.nl'],
    ['user info before the host', 'https://www.rivierstad.nl@evil.example'],
  ])('refuses a footer link that is %s, changing nothing', async (_case, linkUrl) => {
    const before = await currentProfile();
    const response = await world.request(world.centerAdmin, 'PATCH', url, {
      profile: { footer_columns: [{ title: 'Links', links: [{ label: 'Inloggen', url: linkUrl }] }] },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[0].source).toEqual({ pointer: '/profile/footer_columns/0/links/0/url' });
    expect(await currentProfile()).toEqual(before);
  });

  it('accepts https, mailto:, tel: and site paths as footer links', async () => {
    const links = [
      { label: 'Website', url: 'https://www.rivierstad.nl/over-ons' },
      { label: 'Mail', url: 'mailto:info@rivierstad.nl' },
      { label: 'Bel', url: 'tel:+31301234567' },
      { label: 'Contact', url: '/contact' },
    ];
    const response = await world.request(world.centerAdmin, 'PATCH', url, {
      profile: { footer_columns: [{ title: 'Contact', links }] },
    });
    expect(response.statusCode).toBe(200);
    expect((await currentProfile()).footer_columns).toEqual([{ title: 'Contact', links }]);
  });

  it('is refused to organisation admins and volunteers (403), signed-out visitors (401), and other tenants’ admins', async () => {
    for (const actor of [world.orgAdmin, world.volunteer]) {
      expect((await world.request(actor, 'PATCH', url, { profile: { primary_color: 'rose' } })).statusCode).toBe(403);
    }
    expect((await world.request(null, 'PATCH', url, { profile: { primary_color: 'rose' } })).statusCode).toBe(401);
    const { user: foreignAdmin } = await createUser(world.testApp.database, world.otherTenantId, {
      user: { email: 'ander-centrum@example.org' },
      roles: [{ name: 'super_admin' }],
    });
    const session = await signIn(world.testApp, otherTenantKey, foreignAdmin.email);
    const response = await world.testApp.app.inject({
      method: 'PATCH',
      url,
      headers: signedInHeaders(tenantKey, session),
      payload: { profile: { primary_color: 'rose' } },
    });
    expect(response.statusCode).toBe(401);
  });

  it('accepts the inline SVG logos the demo centres have (percent-encoded, not base64)', async () => {
    const logo = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%2F%3E';
    const response = await world.request(world.centerAdmin, 'PATCH', url, {
      profile: { website_logo_url: logo, favicon_url: logo },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.website_logo_url).toBe(logo);
  });

  it('lets a super admin change it too', async () => {
    const response = await world.request(world.superAdmin, 'PATCH', url, { profile: { primary_color: 'indigo' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.primary_color).toBe('indigo');
  });

  it('answers with the centre contracts: the saved profile, the current centre and the list', async () => {
    const saved = await world.request(world.centerAdmin, 'PATCH', url, {
      profile: {
        primary_color_shades: shades,
        footer_columns: [{ title: 'Over', links: [{ label: 'A', url: '/a' }] }],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(() => parseWithContract(volunteerCenterProfileDocumentSchema, saved.json())).not.toThrow();
    for (const [path, schema] of [
      ['/api/v1/volunteer_centers/current', volunteerCenterDocumentSchema],
      ['/api/v1/volunteer_centers/current?include=profile', volunteerCenterDocumentSchema],
      ['/api/v1/volunteer_centers?include=profile', volunteerCenterListDocumentSchema],
    ] as const) {
      const response = await world.testApp.app.inject({ method: 'GET', url: path, headers: tenantHeaders(tenantKey) });
      expect(response.statusCode).toBe(200);
      expect(() => parseWithContract(schema, response.json())).not.toThrow();
    }
  });
});
