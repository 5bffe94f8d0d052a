import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../../src/factories/organization-factory.ts';
import { createTenant } from '../../src/factories/tenant-factory.ts';
import { createUser, type RoleToGrant } from '../../src/factories/user-factory.ts';
import { createVacancy } from '../../src/factories/vacancy-factory.ts';
import { createCenter } from '../../src/factories/volunteer-center-factory.ts';
import { withTenant } from '../../src/platform/database/tenant-scope.ts';
import type { OrganizationRow } from '../../src/modules/organizations/organizations.schema.ts';
import { tags } from '../../src/modules/tags/tags.schema.ts';
import type { UserRow } from '../../src/modules/users/users.schema.ts';
import type { VacancyRow } from '../../src/modules/vacancies/vacancies.schema.ts';
import type { VolunteerCenterRow } from '../../src/modules/volunteer-centers/volunteer-centers.schema.ts';
import { signIn, signedInHeaders, type SessionHeaders } from '../support/sessions.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';

// Issue 31 §2, decision 050: every page that shows how many vacancies or organisations there are
// counts them by one definition. A tenant is seeded with every edge case; the definitions are
// written out here in plain code, apart from the SQL, and every endpoint a page takes a figure
// from must agree with them. A page that goes back to a way of counting of its own fails here.

const tenantKey = 'telgemeente';
const yesterday = '2020-01-01';

interface Seeded {
  vacancy: VacancyRow;
  organization: OrganizationRow;
}

describe('figures agree with their one definition on every page (decision 050)', () => {
  let testApp: TestApp;
  let mainCenter: VolunteerCenterRow;
  let northCenter: VolunteerCenterRow;
  let organizations: Record<'brug' | 'noord' | 'stil' | 'pending' | 'denied' | 'archived', OrganizationRow>;
  let seeded: Seeded[];
  let careTagId: number;
  let people: Record<'centerAdmin' | 'superAdmin' | 'brugAdmin' | 'archivedAdmin', UserRow>;
  const sessions = new Map<number, SessionHeaders>();

  // ── The definitions, in plain words and code ──────────────────────────────────────────────
  /** Open: published, not expired, of a listed (approved) organisation. */
  const isOpen = ({ vacancy, organization }: Seeded) =>
    vacancy.status === 'published' &&
    (vacancy.expiresOn === null || vacancy.expiresOn >= new Date().toISOString().slice(0, 10)) &&
    organization.status === 'approved';
  /** Findable on a centre's site (the tenant shares): open, and of that centre or shared by another. */
  const findableOn = (center: VolunteerCenterRow) =>
    seeded.filter(
      (entry) => isOpen(entry) && (entry.vacancy.volunteerCenterId === center.id || entry.vacancy.sharedWithCenters),
    );
  /** Listed organisations: approved, of every centre of the tenant. */
  const listedOrganizations = () =>
    Object.values(organizations).filter((organization) => organization.status === 'approved');
  /** Organisations per status of the centres one governs. */
  const statusCountsOf = (center: VolunteerCenterRow) => {
    const counts = { pending: 0, approved: 0, denied: 0, archived: 0 };
    for (const organization of Object.values(organizations))
      if (organization.volunteerCenterId === center.id) counts[organization.status] += 1;
    return counts;
  };

  beforeAll(async () => {
    testApp = await createTestApp({ environment: { AUTH_RATE_LIMIT: '10000' } });
    const { database } = testApp;
    const tenant = await createTenant(database, {
      key: tenantKey,
      hosts: ['telgemeente.example'],
      wildcardSuffixes: ['.telgemeente.example'],
      centerSharingEnabled: true,
    });
    ({ center: mainCenter } = await createCenter(database, tenant.id, {
      center: { isDefault: true, name: 'Centrum' },
    }));
    ({ center: northCenter } = await createCenter(database, tenant.id, {
      center: { name: 'Centrum Noord', hosts: ['noord.telgemeente.example'] },
    }));
    // Another tenant's vacancies count nowhere here.
    const otherTenant = await createTenant(database, { key: 'elders', hosts: ['elders.example'] });
    const { center: elsewhere } = await createCenter(database, otherTenant.id, { center: { isDefault: true } });
    await createVacancy(database, await createOrganization(database, elsewhere, { name: 'Elders Hulp' }));

    organizations = {
      brug: await createOrganization(database, mainCenter, { name: 'Buurthuis De Brug' }),
      noord: await createOrganization(database, northCenter, { name: 'Wijkteam Noord' }),
      // Approved, listed, but without a findable vacancy: on /organizations, not in "bij N organisaties".
      stil: await createOrganization(database, mainCenter, { name: 'Stille Stichting' }),
      pending: await createOrganization(database, mainCenter, { name: 'Wachtende Vereniging', status: 'pending' }),
      denied: await createOrganization(database, mainCenter, { name: 'Afgewezen Club', status: 'denied' }),
      archived: await createOrganization(database, mainCenter, { name: 'Oud Verband', status: 'archived' }),
    };
    careTagId = await withTenant(database, tenant.id, async ({ transaction }) => {
      const [row] = await transaction
        .insert(tags)
        .values({ tenantId: tenant.id, kind: 'category', name: 'Zorg' })
        .returning();
      return row!.id;
    });
    const remote = { locationKind: 'remote', latitude: null, longitude: null, postcode: null, city: null } as const;
    const add = async (organization: OrganizationRow, overrides: Parameters<typeof createVacancy>[2] = {}) => ({
      vacancy: await createVacancy(database, organization, overrides, [careTagId]),
      organization,
    });
    // Every vacancy is in the category 'Zorg': the category's tile must count only the findable ones.
    seeded = [
      await add(organizations.brug, { title: 'Open, op de kaart' }),
      await add(organizations.brug, { title: 'Open, op afstand', ...remote }),
      await add(organizations.brug, { title: 'Verlopen', expiresOn: yesterday }),
      await add(organizations.brug, { title: 'Concept', status: 'draft', publishedAt: null }),
      await add(organizations.brug, { title: 'Gesloten', status: 'closed' }),
      await add(organizations.noord, { title: 'Gedeeld door Noord', sharedWithCenters: true }),
      await add(organizations.noord, { title: 'Alleen in Noord' }),
      await add(organizations.noord, { title: 'Gedeeld maar verlopen', sharedWithCenters: true, expiresOn: yesterday }),
      await add(organizations.stil, { title: 'Stil concept', status: 'draft', publishedAt: null }),
      await add(organizations.pending, { title: 'Van een wachtende organisatie' }),
      await add(organizations.denied, { title: 'Van een afgewezen organisatie' }),
      await add(organizations.archived, { title: 'Van een gearchiveerde organisatie', sharedWithCenters: true }),
    ];
    const make = async (email: string, roles: RoleToGrant[]) =>
      (await createUser(database, tenant.id, { user: { email }, roles })).user;
    people = {
      centerAdmin: await make('centrum@example.org', [{ name: 'center_admin', resourceId: mainCenter.id }]),
      superAdmin: await make('super@example.org', [{ name: 'super_admin' }]),
      brugAdmin: await make('brug@example.org', [{ name: 'admin', resourceId: organizations.brug.id }]),
      archivedAdmin: await make('oud@example.org', [{ name: 'admin', resourceId: organizations.archived.id }]),
    };
  });
  afterAll(async () => testApp.close());

  /** A GET as the web app sends it, for the site of `center`, signed in as `user` or not. */
  async function get(url: string, options: { user?: UserRow; center?: VolunteerCenterRow } = {}) {
    const site = { 'volunteer-center-id': String((options.center ?? mainCenter).id), 'accept-language': 'nl' };
    let headers = tenantHeaders(tenantKey, site);
    if (options.user) {
      let session = sessions.get(options.user.id);
      if (!session) {
        session = await signIn(testApp, tenantKey, options.user.email);
        sessions.set(options.user.id, session);
      }
      headers = signedInHeaders(tenantKey, session, site);
    }
    const response = await testApp.app.inject({ method: 'GET', url, headers });
    expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    return response.json() as {
      data: unknown;
      meta: {
        pagination: { total: number };
        facets: {
          category: { id: string; count: number }[];
          organization: { id: string }[];
          on_map: { value: string; count: number }[];
        };
        status_counts?: Record<string, number>;
      };
    };
  }

  it('seeds every edge case: expired, draft, closed, another centre, shared, and unlisted organisations', () => {
    // A guard on the seed itself: the checks below would prove little if the cases were not there.
    expect(
      findableOn(mainCenter)
        .map((entry) => entry.vacancy.title)
        .sort(),
    ).toEqual(['Gedeeld door Noord', 'Open, op afstand', 'Open, op de kaart']);
    expect(
      findableOn(northCenter)
        .map((entry) => entry.vacancy.title)
        .sort(),
    ).toEqual(['Alleen in Noord', 'Gedeeld door Noord']);
    expect(listedOrganizations()).toHaveLength(3);
  });

  describe('findable vacancies', () => {
    it('the home page: its total, "bij N organisaties" and every category tile (its one search call)', async () => {
      // The request the home page makes (apps/web/src/features/home/api/get-home-vacancy-overview.ts).
      const home = await get('/api/v1/vacancies/search?sort=-published_at&page[size]=6');
      const findable = findableOn(mainCenter);
      expect(home.meta.pagination.total).toBe(findable.length);
      expect(home.meta.facets.organization.map((item) => Number(item.id)).sort()).toEqual(
        [...new Set(findable.map((entry) => entry.organization.id))].sort(),
      );
      expect(home.meta.facets.category).toEqual([
        expect.objectContaining({ id: String(careTagId), count: findable.length }),
      ]);
    });

    it('the search: the result total, the category filter and the map (with and without a place add up)', async () => {
      const findable = findableOn(mainCenter);
      const search = await get('/api/v1/vacancies/search');
      expect(search.meta.pagination.total).toBe(findable.length);
      const category = await get(`/api/v1/vacancies/search?filter[category]=${careTagId}`);
      expect(category.meta.pagination.total).toBe(findable.length);
      // The map asks for the largest page; its figures are of all results, not of the page.
      const map = await get('/api/v1/vacancies/search?page[size]=1');
      const onMap = Object.fromEntries(map.meta.facets.on_map.map((item) => [item.value, item.count]));
      expect(onMap).toEqual({
        true: findable.filter((entry) => entry.vacancy.latitude !== null).length,
        false: findable.filter((entry) => entry.vacancy.latitude === null).length,
      });
      expect(onMap.true! + onMap.false!).toBe(search.meta.pagination.total);
    });

    it("another centre's site counts its own vacancies and what is shared with it", async () => {
      const north = await get('/api/v1/vacancies/search', { center: northCenter });
      expect(north.meta.pagination.total).toBe(findableOn(northCenter).length);
    });

    it('the feeds list the findable vacancies and nothing else', async () => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/v1/vacancies/feed.rss',
        headers: { host: 'telgemeente.example' },
      });
      const items = [...response.body.matchAll(/<item>[\s\S]*?<title>(?:<!\[CDATA\[)?(.*?)(?:\]\]>)?<\/title>/g)].map(
        (match) => match[1],
      );
      expect(items.sort()).toEqual(
        findableOn(mainCenter)
          .map((entry) => entry.vacancy.title)
          .sort(),
      );
    });

    it('the centre dashboard\'s "vindbaar" is what the home page and the search count on the same site', async () => {
      for (const user of [people.centerAdmin, people.superAdmin]) {
        const dashboard = await get('/api/v1/dashboard', { user });
        const center = (dashboard.data as { attributes: { center: { findable_vacancies: number } } }).attributes.center;
        expect(center.findable_vacancies, user.email).toBe(findableOn(mainCenter).length);
      }
      const onNorth = await get('/api/v1/dashboard', { user: people.superAdmin, center: northCenter });
      expect(
        (onNorth.data as { attributes: { center: { findable_vacancies: number } } }).attributes.center
          .findable_vacancies,
      ).toBe(findableOn(northCenter).length);
    });

    it("an organisation's dashboard counts its open vacancies: none while the organisation is not approved", async () => {
      for (const [user, organization] of [
        [people.brugAdmin, organizations.brug],
        [people.archivedAdmin, organizations.archived],
      ] as const) {
        const dashboard = await get('/api/v1/dashboard', { user });
        const [work] = (dashboard.data as { attributes: { organization_todos: { findable_vacancies: number }[] } })
          .attributes.organization_todos;
        const open = seeded.filter((entry) => entry.organization.id === organization.id && isOpen(entry));
        expect(work!.findable_vacancies, organization.name).toBe(open.length);
      }
    });

    it("an organisation's page lists its findable vacancies (the search filtered on it)", async () => {
      const page = await get(`/api/v1/vacancies/search?filter[organization_id]=${organizations.brug.id}`);
      expect(page.meta.pagination.total).toBe(
        findableOn(mainCenter).filter((entry) => entry.organization.id === organizations.brug.id).length,
      );
    });
  });

  describe('organisations', () => {
    it('/organizations lists every listed (approved) organisation of the tenant', async () => {
      const list = await get('/api/v1/organizations');
      expect(list.meta.pagination.total).toBe(listedOrganizations().length);
      expect(list.meta.status_counts).toBeUndefined();
    });

    it('the approvals page and the centre dashboard count the same organisations per status: those of the centre', async () => {
      const approvals = await get('/api/v1/organizations?filter[status]=pending&sort=status_changed_at', {
        user: people.centerAdmin,
      });
      const dashboard = await get('/api/v1/dashboard', { user: people.centerAdmin });
      const center = (dashboard.data as { attributes: { center: { status_counts: Record<string, number> } } })
        .attributes.center;
      expect(approvals.meta.status_counts).toEqual(statusCountsOf(mainCenter));
      expect(center.status_counts).toEqual(statusCountsOf(mainCenter));
      expect(approvals.meta.pagination.total).toBe(statusCountsOf(mainCenter).pending);
    });
  });

  describe('a figure that counts something else says so', () => {
    it("the tags page counts every use of a tag, whatever the vacancy's status or centre", async () => {
      const list = await get('/api/v1/tags?filter[kind]=category', { user: people.centerAdmin });
      const [care] = list.data as { id: string; attributes: { vacancy_count: number } }[];
      expect(care!.id).toBe(String(careTagId));
      expect(care!.attributes.vacancy_count).toBe(seeded.length);
      expect(care!.attributes.vacancy_count).not.toBe(findableOn(mainCenter).length);
    });
  });
});
