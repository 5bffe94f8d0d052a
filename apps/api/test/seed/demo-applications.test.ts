import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApplicant, demoApplicantNames, demoTemplateMotivations } from '../../src/seed/demo-applicants.ts';
import { demoVacancyTemplate } from '../../src/seed/demo-vacancy-templates.ts';
import { demoLogins, demoPassword, seedDemo } from '../../src/seed/demo-seed.ts';
import { signedInHeaders, signIn } from '../support/sessions.ts';
import { createTestApp, tenantHeaders, type TestApp } from '../support/test-app.ts';

const tenantKeys = ['demo', 'vacaturebank', 'vrijwilligerspunt', 'meedoen'];

describe('the demo applications', () => {
  let testApp: TestApp;
  const query = <Row>(text: string, values: unknown[] = []) =>
    testApp.database.session((session) => session.query<Row>(text, values));

  beforeAll(async () => {
    testApp = await createTestApp({ environment: { AUTH_RATE_LIMIT: '1000' } });
    await seedDemo(testApp.database);
  });
  afterAll(async () => testApp.close());

  it.each(tenantKeys)('gives %s applications to vacancies of several organisations', async (key) => {
    const [counts] = await query<{ applications: number; organizations: number; vacancies: number }>(
      `select count(*)::int as applications, count(distinct applications.organization_id)::int as organizations,
              count(distinct applications.vacancy_id)::int as vacancies
       from applications join tenants on tenants.id = applications.tenant_id where tenants.key = $1`,
      [key],
    );
    expect(counts!.applications).toBeGreaterThanOrEqual(10);
    expect(counts!.organizations).toBeGreaterThanOrEqual(3);
    expect(counts!.vacancies).toBeGreaterThan(counts!.organizations);
  });

  it('sends every application to a published vacancy of its own tenant and organisation, by a person of that tenant', async () => {
    const problems = await query<{ id: number; problem: string }>(
      `select applications.id, 'vacancy not published or of another tenant' as problem from applications
       left join vacancies on vacancies.id = applications.vacancy_id and vacancies.tenant_id = applications.tenant_id
       where vacancies.status is distinct from 'published'
          or vacancies.organization_id <> applications.organization_id
       union all
       select applications.id, 'applicant of another tenant or no user' from applications
       left join users on users.id = applications.user_id and users.tenant_id = applications.tenant_id
       where users.id is null
       union all
       select applications.id, 'not confirmed' from applications where confirmed_at is null`,
    );
    expect(problems).toEqual([]);
  });

  it('dates every application in the last weeks, after the vacancy was published, and its answer after it', async () => {
    const problems = await query<{ id: number; problem: string }>(
      `select applications.id, 'applied before publication' as problem from applications
       join vacancies on vacancies.id = applications.vacancy_id and vacancies.tenant_id = applications.tenant_id
       where applications.created_at < vacancies.published_at
       union all
       select id, 'applied in the future or long ago' from applications
       where created_at > now() or created_at < now() - interval '5 weeks'
       union all
       select id, 'answered before applied or in the future' from applications
       where status_changed_at < created_at or status_changed_at > now() or confirmed_at <> created_at
       union all
       select id, 'new but answered' from applications where status = 'new' and status_changed_at <> created_at
       union all
       select applications.id, 'history out of order or not ending in its status' from applications
       where (select to_status from application_events where application_id = applications.id
              order by created_at desc, id desc limit 1) is distinct from applications.status
          or (select min(created_at) from application_events where application_id = applications.id)
              is distinct from applications.created_at
          or exists (select 1 from application_events where application_id = applications.id
                     and (created_at > now() or created_at > applications.status_changed_at))`,
    );
    expect(problems).toEqual([]);
  });

  it('answers some: mostly new or in progress, some accepted, a few rejected or withdrawn', async () => {
    const rows = await query<{ status: string; total: number }>(
      'select status, count(*)::int as total from applications group by status',
    );
    const count = (status: string) => rows.find((row) => row.status === status)?.total ?? 0;
    const total = rows.reduce((sum, row) => sum + row.total, 0);
    expect((count('new') + count('in_progress')) / total).toBeGreaterThan(0.5);
    expect(count('accepted')).toBeGreaterThan(0);
    expect(count('accepted')).toBeLessThan(count('new'));
    expect(count('rejected') + count('withdrawn')).toBeGreaterThan(0);
    expect(count('rejected') + count('withdrawn')).toBeLessThan(total / 4);
  });

  it('never fills a vacancy: its accepted applications stay below its places', async () => {
    const full = await query<{ title: string }>(
      `select vacancies.title from vacancies
       join applications on applications.vacancy_id = vacancies.id and applications.tenant_id = vacancies.tenant_id
       where applications.status = 'accepted'
       group by vacancies.id, vacancies.title, vacancies.places
       having count(*) >= vacancies.places`,
    );
    expect(full).toEqual([]);
  });

  it("leads the demo organisation's dashboard with vacancies that have new applications", async () => {
    const session = await signIn(testApp, 'demo', 'organisatie@demo.example.org', demoPassword);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/dashboard',
      headers: signedInHeaders('demo', session),
    });
    expect(response.statusCode, response.body).toBe(200);
    const [todos] = response.json().data.attributes.organization_todos as {
      new_applications: number;
      vacancies: { applications: number; new_applications: number }[];
    }[];
    expect(todos!.new_applications).toBeGreaterThanOrEqual(3);
    const withNew = todos!.vacancies.filter((vacancy) => vacancy.new_applications > 0);
    expect(withNew.length).toBeGreaterThanOrEqual(2);
    // Those with new applications come first.
    expect(todos!.vacancies.slice(0, withNew.length)).toEqual(withNew);
    for (const vacancy of withNew) expect(vacancy.applications).toBeGreaterThanOrEqual(vacancy.new_applications);
  });

  it('gives the demo volunteer an application waiting for an answer and an earlier one', async () => {
    const rows = await query<{ status: string }>(
      `select applications.status from applications
       join users on users.id = applications.user_id and users.tenant_id = applications.tenant_id
       where users.email = 'vrijwilliger@demo.example.org' order by applications.created_at`,
    );
    expect(rows.map((row) => row.status)).toHaveLength(2);
    expect(rows.at(-1)!.status).toBe('new');
  });

  it('writes motivations only for kinds of work the demo has', () => {
    for (const title of Object.keys(demoTemplateMotivations)) expect(() => demoVacancyTemplate(title)).not.toThrow();
  });

  it.each(tenantKeys)('lets no demo applicant of %s sign in, nor appear among the demo logins', async (key) => {
    const logins = new Set(demoLogins().map((login) => login.email));
    for (const name of demoApplicantNames[key]!) {
      const { email } = demoApplicant(name);
      expect(logins.has(email)).toBe(false);
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/auth/sign_in',
        headers: tenantHeaders(key),
        payload: { email, password: demoPassword },
      });
      expect(response.statusCode).toBe(401);
    }
  });
});
