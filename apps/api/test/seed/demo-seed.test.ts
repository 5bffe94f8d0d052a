import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInNetherlands } from '../../src/modules/vacancies/vacancy-fields.ts';
import { demoLogins, demoPassword, seedDemo } from '../../src/seed/demo-seed.ts';
import { demoVacancyRegions } from '../../src/seed/demo-vacancy-places.ts';
import { monogramColor } from '../../src/modules/pictures/organization-monogram.ts';
import { demoVacancyTemplateOf } from '../../src/seed/demo-vacancy-templates.ts';
import { signedInHeaders, signIn } from '../support/sessions.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';

describe('the demo data', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ environment: { AUTH_RATE_LIMIT: '1000' } });
    expect(await seedDemo(testApp.database)).toEqual(['demo', 'vacaturebank', 'vrijwilligerspunt', 'meedoen']);
  });
  afterAll(async () => testApp.close());

  it('is loaded once: a second run adds nothing', async () => {
    expect(await seedDemo(testApp.database)).toEqual([]);
  });

  it.each(demoLogins())(
    'lets $email ($role) sign in on $tenant with the demo password',
    async ({ email, tenant, role }) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/auth/sign_in',
        headers: tenantHeaders(tenant),
        payload: { email, password: demoPassword },
      });
      expect(response.statusCode).toBe(200);
      const roleNames = (response.json().included ?? []).map(
        (item: { attributes: { name: string } }) => item.attributes.name,
      );
      expect(roleNames).toEqual(role === 'volunteer' ? [] : [role]);
    },
  );

  it("sends a demo account to the 'wrong center' screen on another partner's site", async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/auth/sign_in',
      headers: tenantHeaders('vacaturebank'),
      payload: { email: 'vrijwilliger@demo.example.org', password: demoPassword },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0]).toContain('wrong center');
  });

  describe('its vacancies', () => {
    const statusCounts = () =>
      testApp.database.session((session) =>
        session.query<{ key: string; status: string; total: number }>(
          `select tenants.key, vacancies.status, count(*)::int as total
           from vacancies join tenants on tenants.id = vacancies.tenant_id
           group by tenants.key, vacancies.status`,
        ),
      );
    const search = async (tenant: string, query: string) => {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/vacancies/search${query}`,
        headers: tenantHeaders(tenant),
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as {
        data: { attributes: { title: string; city: string | null; categories: { name: string }[] } }[];
        meta: { pagination: { total: number }; facets: { category: { id: string; name: string; count: number }[] } };
      };
    };

    it('spreads a few hundred over every demo site, mostly published, with drafts and closed ones', async () => {
      const counts = await statusCounts();
      const total = (key: string, status?: string) =>
        counts
          .filter((row) => row.key === key && (status === undefined || row.status === status))
          .reduce((sum, row) => sum + row.total, 0);
      expect(counts.reduce((sum, row) => sum + row.total, 0)).toBeGreaterThanOrEqual(250);
      for (const key of ['demo', 'vacaturebank', 'vrijwilligerspunt', 'meedoen']) {
        expect(total(key)).toBeGreaterThanOrEqual(35);
        expect(total(key, 'published') / total(key)).toBeGreaterThan(0.6);
      }
      expect(counts.filter((row) => row.status === 'draft').length).toBeGreaterThan(0);
      expect(counts.filter((row) => row.status === 'closed').length).toBeGreaterThan(0);
    });

    it.each(['demo', 'vacaturebank', 'vrijwilligerspunt', 'meedoen'])(
      'lets visitors of %s find them by word and by category',
      async (tenant) => {
        const all = await search(tenant, '?page[size]=5');
        expect(all.meta.pagination.total).toBeGreaterThan(20);
        const firstWord = all.data[0]!.attributes.title.split(' ')[0]!;
        const byWord = await search(tenant, `?q=${encodeURIComponent(firstWord)}`);
        expect(byWord.data.map((item) => item.attributes.title)).toContain(all.data[0]!.attributes.title);
        const [category] = all.meta.facets.category;
        const byCategory = await search(tenant, `?filter[category]=${category!.id}&page[size]=100`);
        expect(byCategory.meta.pagination.total).toBe(category!.count);
        for (const item of byCategory.data) {
          expect(item.attributes.categories.map((tag) => tag.name)).toContain(category!.name);
        }
      },
    );

    it('places them in real towns: around Utrecht on the demo site', async () => {
      const nearUtrecht = await search('demo', '?postcode=3511AB&distance=5&page[size]=100');
      expect(nearUtrecht.data.length).toBeGreaterThan(0);
      expect(new Set(nearUtrecht.data.map((item) => item.attributes.city))).toEqual(new Set(['Utrecht']));
    });

    it.each(Object.entries(demoVacancyRegions))(
      'keeps %s one region: every organisation and address within 30 km of its town',
      async (key, region) => {
        const rows = await testApp.database.session((session) =>
          session.query<{ name: string; kilometres: number }>(
            `select vacancies.title as name, earth_distance(ll_to_earth(vacancies.latitude, vacancies.longitude),
                      ll_to_earth($2, $3)) / 1000 as kilometres
             from vacancies join tenants on tenants.id = vacancies.tenant_id
             where tenants.key = $1 and vacancies.location_kind = 'address'
             union all
             select organizations.name, earth_distance(ll_to_earth(organization_addresses.latitude,
                      organization_addresses.longitude), ll_to_earth($2, $3)) / 1000
             from organizations join tenants on tenants.id = organizations.tenant_id
             join organization_addresses on organization_addresses.organization_id = organizations.id
             where tenants.key = $1`,
            [key, region.home.latitude, region.home.longitude],
          ),
        );
        expect(rows.length).toBeGreaterThan(40);
        expect(rows.filter((row) => !(row.kilometres < 30))).toEqual([]);
      },
    );

    it('gives every vacancy its own words: no description shared, no summary twice on a site', async () => {
      const rows = await testApp.database.session((session) =>
        session.query<{ problem: string; text: string }>(
          `select 'description of two vacancies' as problem, min(title) as text from vacancies
           group by description_html having count(*) > 1
           union all
           select 'summary twice on a site', min(summary) from vacancies
           group by tenant_id, summary having count(*) > 1`,
        ),
      );
      expect(rows).toEqual([]);
    });

    it('never lets an organisation repeat one task per neighbourhood: at most two vacancies of a kind', async () => {
      const rows = await testApp.database.session((session) =>
        session.query<{ title: string; organization_id: number }>('select title, organization_id from vacancies'),
      );
      const kinds = new Map<string, number>();
      for (const row of rows) {
        const key = `${row.organization_id}:${demoVacancyTemplateOf(row.title)?.title ?? row.title}`;
        kinds.set(key, (kinds.get(key) ?? 0) + 1);
      }
      expect([...kinds].filter(([, count]) => count > 2)).toEqual([]);
    });

    it('counts views of every vacancy published in the past, and none of a draft', async () => {
      const rows = await testApp.database.session((session) =>
        session.query<{ problem: string; title: string }>(
          `select 'published but never viewed' as problem, title from vacancies
           where published_at < now() - interval '1 day' and view_count = 0
           union all
           select 'draft viewed', title from vacancies where status = 'draft' and view_count > 0`,
        ),
      );
      expect(rows).toEqual([]);
    });

    it('gives no two organisations of a tenant the same vacancy title, and no stale dates', async () => {
      const rows = await testApp.database.session((session) =>
        session.query<{ problem: string; title: string }>(
          `select 'title of two organisations' as problem, title from vacancies
           group by tenant_id, title having count(distinct organization_id) > 1
           union all
           select 'starts after it ends', title from vacancies where ends_on < starts_on
           union all
           select 'one-off not ahead', title from vacancies where commitment_kind = 'one_off' and starts_on <= $1
           union all
           select 'closes after it ends', title from vacancies where expires_on > coalesce(ends_on, starts_on)
           union all
           select 'published past its expiry', title from vacancies where status = 'published' and expires_on < $1`,
          [todayInNetherlands()],
        ),
      );
      expect(rows).toEqual([]);
    });
  });

  describe('its life on every site', () => {
    const tenantKeys = ['demo', 'vacaturebank', 'vrijwilligerspunt', 'meedoen'];
    const loginOf = (tenant: string, role: string) =>
      demoLogins().find((login) => login.tenant === tenant && login.role === role)!.email;
    const asLogin = async (tenant: string, role: string, url: string) => {
      const session = await signIn(testApp, tenant, loginOf(tenant, role), demoPassword);
      const response = await testApp.app.inject({
        method: 'GET',
        url,
        headers: { ...tenantHeaders(tenant), ...signedInHeaders(tenant, session) },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    };

    it.each(tenantKeys)('has a super admin, centre admin, organisation admin and volunteer on %s', (tenant) => {
      const roles = demoLogins()
        .filter((login) => login.tenant === tenant)
        .map((login) => login.role);
      expect(roles.sort()).toEqual(['admin', 'center_admin', 'super_admin', 'volunteer']);
    });

    it.each(tenantKeys)("lets the demo super admin of %s read the site's captured mail", async (tenant) => {
      const document = await asLogin(tenant, 'super_admin', '/api/v1/dev/mails');
      expect(Array.isArray(document.data)).toBe(true);
    });

    it.each(tenantKeys)(
      "fills the activity feed of %s's centre with past applications, publications and approvals",
      async (tenant) => {
        const document = await asLogin(tenant, 'center_admin', '/api/v1/dashboard');
        const activity = document.data.attributes.center.activity as { action: string; created_at: string }[];
        expect(activity.length).toBeGreaterThanOrEqual(10);
        for (const event of activity) expect(new Date(event.created_at).getTime()).toBeLessThan(Date.now());
        const actions = new Set(activity.map((event) => event.action));
        expect(actions.has('application_received') || actions.has('vacancy_created')).toBe(true);
        const all = await testApp.database.session((session) =>
          session.query<{ action: string }>(
            `select distinct action from audit_events join tenants on tenants.id = audit_events.tenant_id
             where tenants.key = $1`,
            [tenant],
          ),
        );
        expect(all.map((row) => row.action)).toEqual(
          expect.arrayContaining([
            'organization_created',
            'organization_status_changed',
            'vacancy_created',
            'application_received',
            'application_status_changed',
            'user_created',
          ]),
        );
      },
    );

    it('shows what became of past matches: started, stopped with a reason, not shown up, each step in its history', async () => {
      const rows = await testApp.database.session((session) =>
        session.query<{ status: string; stop_reason: string | null; path: string }>(
          `select applications.status, applications.stop_reason,
                  string_agg(application_events.to_status, '>' order by application_events.created_at) as path
           from applications
           join application_events on application_events.tenant_id = applications.tenant_id
             and application_events.application_id = applications.id
           where applications.status in ('started', 'stopped', 'no_show')
           group by applications.tenant_id, applications.id`,
        ),
      );
      const paths = {
        started: 'new>accepted>started',
        stopped: 'new>accepted>started>stopped',
        no_show: 'new>accepted>no_show',
      };
      expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['started', 'stopped', 'no_show']));
      for (const row of rows) {
        expect(row.path).toBe(paths[row.status as keyof typeof paths]);
        expect(row.stop_reason === null).toBe(row.status !== 'stopped');
      }
      // The centre's feed says so, in the past: someone started somewhere.
      const moves = await testApp.database.session((session) =>
        session.query<{ to: string }>(
          `select distinct details ->> 'to' as to from audit_events
           where action = 'application_status_changed' and created_at < now()`,
        ),
      );
      expect(moves.map((move) => move.to)).toEqual(
        expect.arrayContaining(['accepted', 'started', 'stopped', 'no_show']),
      );
    });

    it.each(tenantKeys)(
      'gives the organisation admin and the volunteer of %s notifications, some unread',
      async (tenant) => {
        for (const role of ['admin', 'volunteer']) {
          const document = await asLogin(tenant, role, '/api/v1/notifications');
          expect(document.data.length, role).toBeGreaterThan(0);
          expect(document.meta.unread_count, role).toBeGreaterThan(0);
        }
      },
    );

    it.each(tenantKeys)('shows every organisation of %s in its own monogram colour', async (tenant) => {
      const rows = await testApp.database.session((session) =>
        session.query<{ id: number; name: string }>(
          `select organizations.id::int as id, organizations.name from organizations
           join tenants on tenants.id = organizations.tenant_id where tenants.key = $1`,
          [tenant],
        ),
      );
      const colors = rows.map((row) => monogramColor(row.id));
      expect(new Set(colors).size).toBe(rows.length);
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/v1/organizations/${rows[0]!.id}`,
        headers: tenantHeaders(tenant),
      });
      expect(decodeURIComponent(response.json().data.attributes.picture.url)).toContain(colors[0]);
    });
  });
});
