import type { LightMyRequestResponse } from 'fastify';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createVacancy } from '../../src/factories/vacancy-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import type { OrganizationRow } from '../../src/modules/organizations/organizations.schema.ts';
import { tags, type TagKind, type TagRow } from '../../src/modules/tags/tags.schema.ts';
import type { VacancyRow } from '../../src/modules/vacancies/vacancies.schema.ts';
import type { VolunteerCenterRow } from '../../src/modules/volunteer-centers/volunteer-centers.schema.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';

/** Where the three place-bound vacancies are. */
export const places = {
  utrecht: { latitude: 52.0907, longitude: 5.1214 },
  amersfoort: { latitude: 52.1561, longitude: 5.3878 },
  groningen: { latitude: 53.2194, longitude: 6.5665 },
} as const;

/**
 * A fixed catalogue to search: tenant Rivierstad (centre sharing on) with a
 * default centre and a northern centre (on a host of its own), two approved organisations and a
 * pending one, tags, five vacancies the public sees and five it never sees;
 * and tenant Heuvelland with a vacancy of its own.
 */
export interface VacancySearchWorld {
  testApp: TestApp;
  tenantKey: string;
  otherTenantKey: string;
  northCenter: VolunteerCenterRow;
  brug: OrganizationRow;
  voedselbank: OrganizationRow;
  tags: Record<'zorg' | 'sport' | 'wandelen' | 'koken' | 'nieuwkomers', TagRow>;
  /** The visible vacancies by name. */
  visible: Record<'utrecht' | 'amersfoort' | 'groningen' | 'online' | 'shared', VacancyRow>;
  /** GET on tenant Rivierstad (or another tenant), in English unless headers say otherwise. */
  get(url: string, headers?: Record<string, string>, tenantKey?: string): Promise<LightMyRequestResponse>;
}

/** Builds the app and the catalogue. */
export async function createVacancySearchWorld(): Promise<VacancySearchWorld> {
  const testApp = await createTestApp();
  const { database } = testApp;
  const tenant = await createTenant(database, {
    key: 'rivierstad',
    appName: 'Vacaturebank Rivierstad',
    hosts: ['rivierstad.example'],
    wildcardSuffixes: ['.rivierstad.example'],
    centerSharingEnabled: true,
  });
  const otherTenant = await createTenant(database, { key: 'heuvelland', hosts: ['heuvelland.example'] });
  const { center } = await createCenter(database, tenant.id, { center: { isDefault: true, name: 'Centrum' } });
  const { center: northCenter } = await createCenter(database, tenant.id, {
    center: { name: 'Centrum Noord', hosts: ['noord.rivierstad.example'] },
  });
  const { center: otherCenter } = await createCenter(database, otherTenant.id, { center: { isDefault: true } });
  const brug = await createOrganization(database, center, { name: 'Buurthuis De Brug' });
  const voedselbank = await createOrganization(database, center, { name: 'Voedselbank Rivierstad' });
  const pending = await createOrganization(database, center, { name: 'Repair Café', status: 'pending' });
  const noord = await createOrganization(database, northCenter, { name: 'Wijkteam Noord' });
  const heuvelland = await createOrganization(database, otherCenter, { name: 'Heuvelland Hulp' });

  const tag = (kind: TagKind, name: string, tenantId = tenant.id) =>
    withTenant(database, tenantId, async ({ transaction }) => {
      const [row] = await transaction.insert(tags).values({ tenantId, kind, name }).returning();
      return row!;
    });
  const worldTags = {
    zorg: await tag('category', 'Zorg'),
    sport: await tag('category', 'Sport en bewegen'),
    wandelen: await tag('skill', 'Wandelen'),
    koken: await tag('skill', 'Koken'),
    nieuwkomers: await tag('target_group', 'Nieuwkomers'),
  };
  const remote = { locationKind: 'remote', latitude: null, longitude: null, postcode: null, city: null } as const;
  const visible = {
    utrecht: await createVacancy(
      database,
      brug,
      {
        title: 'Wandeling met ouderen in het park',
        ...places.utrecht,
        suitableFor: ['seniors'],
        vogRequired: true,
        publishedAt: new Date('2026-01-05T10:00:00Z'),
      },
      [worldTags.zorg.id, worldTags.wandelen.id],
    ),
    amersfoort: await createVacancy(
      database,
      voedselbank,
      {
        title: 'Samen fietsen op de duofiets',
        city: 'Amersfoort',
        postcode: '3811AA',
        ...places.amersfoort,
        suitableFor: ['students'],
        publishedAt: new Date('2026-01-04T10:00:00Z'),
        expiresOn: '2099-03-01',
      },
      [worldTags.sport.id],
    ),
    groningen: await createVacancy(
      database,
      brug,
      {
        title: 'Hulp bij boodschappen doen',
        city: 'Groningen',
        postcode: '9711AA',
        ...places.groningen,
        commitmentKind: 'one_off',
        startsOn: '2026-12-05',
        hoursPerWeek: null,
        publishedAt: new Date('2026-01-03T10:00:00Z'),
        expiresOn: '2099-02-01',
      },
      [worldTags.zorg.id, worldTags.koken.id],
    ),
    online: await createVacancy(
      database,
      voedselbank,
      {
        title: 'Vrijwilliger gezocht voor online taalcoaching',
        summary: 'Oefen via video een uur per week Nederlands met een nieuwkomer.',
        ...remote,
        commitmentKind: 'period',
        startsOn: '2026-11-01',
        endsOn: '2027-01-31',
        suitableFor: ['newcomers', 'without_dutch'],
        publishedAt: new Date('2026-01-02T10:00:00Z'),
      },
      [worldTags.nieuwkomers.id],
    ),
    shared: await createVacancy(database, noord, {
      title: 'Wandeling gedeeld door Noord',
      ...remote,
      locationKind: 'at_home',
      sharedWithCenters: true,
      publishedAt: new Date('2026-01-01T10:00:00Z'),
    }),
  };
  // What the public never sees: a draft, a closed and an expired vacancy, one of
  // an organisation still waiting for approval, one of another centre that is
  // not shared, and another tenant's.
  await createVacancy(database, brug, { title: 'Wandeling in concept', status: 'draft', publishedAt: null });
  await createVacancy(database, brug, { title: 'Wandeling die gesloten is', status: 'closed', closedAt: new Date() });
  await createVacancy(database, brug, { title: 'Wandeling die verlopen is', expiresOn: '2020-01-01' });
  await createVacancy(database, pending, { title: 'Wandeling van een wachtende organisatie' });
  await createVacancy(database, noord, { title: 'Wandeling alleen in Noord' });
  await createVacancy(database, heuvelland, { title: 'Wandeling in Heuvelland', ...places.utrecht });

  return {
    testApp,
    tenantKey: tenant.key,
    otherTenantKey: otherTenant.key,
    northCenter,
    brug,
    voedselbank,
    tags: worldTags,
    visible,
    get: (url, headers = {}, tenantKey = tenant.key) =>
      testApp.app.inject({
        method: 'GET',
        url,
        headers: tenantHeaders(tenantKey, { 'accept-language': 'en', ...headers }),
      }),
  };
}
