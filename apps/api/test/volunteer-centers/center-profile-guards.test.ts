import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { createUser } from '../../src/factories/user-factory.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import { auditEvents } from '../../src/modules/audit/audit.schema.ts';
import { volunteerCenters } from '../../src/modules/volunteer-centers/volunteer-centers.schema.ts';
import { signIn, signedInHeaders } from '../support/sessions.ts';
import { tenantHeaders } from '../support/test-app.ts';
import { createUsersWorld, otherTenantKey, tenantKey, type UsersWorld } from '../users/users-world.ts';

const url = '/api/v1/volunteer_centers/current/profile';

describe('PATCH /api/v1/volunteer_centers/current/profile: guards, audit and field rules', () => {
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
  const pointersOf = (body: { errors: { source?: { pointer?: string } }[] }) =>
    body.errors.map((error) => error.source?.pointer);

  it('records who changed the look as a center_profile_updated audit event', async () => {
    const response = await world.request(world.centerAdmin, 'PATCH', url, { profile: { tertiary_color: 'violet' } });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      type: 'volunteer_center_profiles',
      attributes: { tertiary_color: 'violet', footer_columns: expect.any(Array) },
    });
    const events = await withTenant(world.testApp.database, world.tenantId, ({ transaction }) =>
      transaction
        .select()
        .from(auditEvents)
        .where(
          and(eq(auditEvents.action, 'center_profile_updated'), eq(auditEvents.actorUserId, world.centerAdmin.id)),
        ),
    );
    expect(events.at(-1)).toMatchObject({
      details: { volunteerCenterId: world.center.id, fields: ['tertiaryColor'] },
    });
  });

  it('refuses unknown fields with 422, changing nothing', async () => {
    const before = await currentProfile();
    const response = await world.request(world.centerAdmin, 'PATCH', url, {
      profile: { primary_color: 'rose', gtag_id: 'G-EVIL', name: 'Overgenomen' },
    });
    expect(response.statusCode).toBe(422);
    expect(await currentProfile()).toEqual(before);
  });

  it('refuses a body without a profile object with 422', async () => {
    const response = await world.request(world.centerAdmin, 'PATCH', url, { primary_color: 'rose' });
    expect(response.statusCode).toBe(422);
  });

  it('refuses more than four footer columns and more than eight links per column (422 on the field)', async () => {
    const link = { label: 'Contact', url: 'mailto:info@example.org' };
    const column = { title: 'Over ons', links: [link] };
    const tooManyColumns = await world.request(world.centerAdmin, 'PATCH', url, {
      profile: { footer_columns: [column, column, column, column, column] },
    });
    expect(tooManyColumns.statusCode).toBe(422);
    expect(pointersOf(tooManyColumns.json())).toContain('/profile/footer_columns');

    const tooManyLinks = await world.request(world.centerAdmin, 'PATCH', url, {
      profile: { footer_columns: [{ title: 'Links', links: Array.from({ length: 9 }, () => link) }] },
    });
    expect(tooManyLinks.statusCode).toBe(422);
    expect(pointersOf(tooManyLinks.json())).toContain('/profile/footer_columns/0/links');
  });

  it('refuses an empty or over-long column title and link label (422 on the field)', async () => {
    const response = await world.request(world.centerAdmin, 'PATCH', url, {
      profile: {
        footer_columns: [{ title: '', links: [{ label: 'x'.repeat(61), url: 'https://example.org' }] }],
      },
    });
    expect(response.statusCode).toBe(422);
    expect(pointersOf(response.json())).toEqual(
      expect.arrayContaining(['/profile/footer_columns/0/title', '/profile/footer_columns/0/links/0/label']),
    );
  });

  it('refuses a non-hex background and text colour, an unknown shape and a javascript: logo (422 per field)', async () => {
    const response = await world.request(world.centerAdmin, 'PATCH', url, {
      profile: {
        background_color: 'white',
        text_color: '#12345',
        website_logo_url: 'javascript:alert(1)',
        theme_config: { default_shape: 'blob', fonts: { sans: 'Verdana', heading: 'Georgia' } },
      },
    });
    expect(response.statusCode).toBe(422);
    expect(pointersOf(response.json())).toEqual(
      expect.arrayContaining([
        '/profile/background_color',
        '/profile/text_color',
        '/profile/website_logo_url',
        '/profile/theme_config/default_shape',
      ]),
    );
  });

  it('accepts site-relative and http(s) logo and favicon addresses, and clears them with null', async () => {
    const set = await world.request(world.centerAdmin, 'PATCH', url, {
      profile: { website_logo_url: '/uploads/logo.svg', favicon_url: 'https://cdn.example.org/favicon.png' },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.attributes).toMatchObject({
      website_logo_url: '/uploads/logo.svg',
      favicon_url: 'https://cdn.example.org/favicon.png',
    });
    const cleared = await world.request(world.centerAdmin, 'PATCH', url, { profile: { favicon_url: null } });
    expect(cleared.json().data.attributes.favicon_url).toBeNull();
  });

  it('refuses the admin of another centre of the same tenant (403) for this centre', async () => {
    const { center: neighbour } = await createCenter(world.testApp.database, world.tenantId, {
      center: { name: 'Centrum Buurdorp' },
    });
    const { user: neighbourAdmin } = await createUser(world.testApp.database, world.tenantId, {
      user: { email: 'buurdorp@example.org' },
      roles: [{ name: 'center_admin', resourceId: neighbour.id }],
    });
    const response = await world.request(
      neighbourAdmin,
      'PATCH',
      url,
      { profile: { primary_color: 'rose' } },
      { 'volunteer-center-id': String(world.center.id) },
    );
    expect(response.statusCode).toBe(403);
  });

  it('refuses a centre admin of another tenant: their session does not count here (401), nothing changes', async () => {
    const before = await currentProfile();
    const [foreignCenter] = await withTenant(world.testApp.database, world.otherTenantId, ({ transaction }) =>
      transaction.select().from(volunteerCenters).where(eq(volunteerCenters.tenantId, world.otherTenantId)),
    );
    const { user: foreignCenterAdmin } = await createUser(world.testApp.database, world.otherTenantId, {
      user: { email: 'heuvelland-centrum@example.org' },
      roles: [{ name: 'center_admin', resourceId: foreignCenter!.id }],
    });
    const session = await signIn(world.testApp, otherTenantKey, foreignCenterAdmin.email);
    const response = await world.testApp.app.inject({
      method: 'PATCH',
      url,
      headers: signedInHeaders(tenantKey, session),
      payload: { profile: { primary_color: 'rose' } },
    });
    expect(response.statusCode).toBe(401);
    expect(await currentProfile()).toEqual(before);

    // In their own tenant the same admin may change their own centre, and this tenant stays as it was.
    const own = await world.testApp.app.inject({
      method: 'PATCH',
      url,
      headers: signedInHeaders(otherTenantKey, session),
      payload: { profile: { primary_color: 'lime' } },
    });
    expect(own.statusCode).toBe(200);
    expect((await currentProfile(otherTenantKey)).primary_color).toBe('lime');
    expect(await currentProfile()).toEqual(before);
  });
});
