import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAccessibilityViolations, languageDependentRules } from '../support/accessibility.ts';
import { demoLogins, openSignedIn, signInThroughApi, tenantHeaders } from '../support/sessions.ts';
import { tenantUrl } from '../support/urls.ts';

// Every route that exists, in both languages. Later features add their routes here.
const routes = [
  '/',
  '/switch',
  '/dev',
  '/dev/colors',
  '/dev/components',
  '/dev/form',
  '/dev/modal',
  '/bestaat-niet',
  '/inloggen',
  '/auth/login-1',
  '/uitloggen',
  '/auth/recover',
  '/auth/reset',
  '/auth/reset?reset_password_token=verlopen-token',
  '/auth/no-organization',
  '/signup',
  '/signup/success',
  '/confirm',
  '/confirm?confirmation_token=onbekend-token',
  '/account/verwijderen',
  '/profiel/verwijderd',
  '/partners',
  '/organizations',
  '/organizations?view=map',
  '/organizations/signup',
  '/organizations/signup/success',
  '/organizations/{organizationId}',
  '/vacancies/search',
  '/vacancies/search?view=map',
  '/vacancies/search?q=maatje&postcode=3511AB&distance=25',
  '/vacancies/{vacancyId}',
  '/confirm?application_token=onbekend-token',
  '/organization-invitation',
  '/organization-invitation?invitation_token=onbekend-token',
];
const languages = ['nl', 'en'] as const;

// Pages behind sign-in, visited as the demo super admin (who may see all of them).
// `{volunteerId}` is replaced by the id of the demo volunteer, `{organizationId}` by the demo organisation's,
// `{vacancyId}` by one of its published vacancies, `{applicationId}` by the demo volunteer's application to it.
const signedInRoutes = [
  '/auth/token',
  '/users',
  '/users/add',
  '/users/{volunteerId}',
  '/users/{volunteerId}/edit',
  '/users/{volunteerId}/add_role',
  '/account/roles',
  '/account/verwijderen',
  '/profiel',
  '/profile-edit',
  '/profile-edit/email',
  '/profile-edit/settings',
  '/profile-edit/periodieke-mail',
  '/dev/mail',
  '/organizations',
  '/organizations/add',
  '/organizations/approve',
  '/organizations/{organizationId}',
  '/organizations/{organizationId}/edit',
  '/organizations/{organizationId}/move',
  '/dashboard',
  '/instellingen',
  '/instellingen/design',
  '/instellingen/footer',
  '/instellingen/organisatie',
  '/instellingen/contact-person',
  '/tags',
  '/vacancies',
  '/vacancies/add',
  '/vacancies/{vacancyId}',
  '/vacancies/{vacancyId}/edit',
  '/vacancies/bulk-edit?ids={vacancyId}',
  '/applications',
  '/applications/{applicationId}',
];

/** The id of the demo organisation (Stichting Buurtkracht), from the public list. */
async function demoOrganizationId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/organizations?filter[search]=Buurtkracht', { headers: tenantHeaders() });
  const organization = ((await response.json()) as { data: { id: string }[] }).data[0];
  if (!organization) throw new Error('no demo organisation');
  return organization.id;
}

/** The id of a demo user, looked up the way an administrator would: GET /api/v1/users?filter[search]=. */
async function demoUserId(request: APIRequestContext, email: string): Promise<string> {
  const session = await signInThroughApi(request, demoLogins.superAdmin);
  const response = await request.get(`/api/v1/users?filter[search]=${encodeURIComponent(email)}`, {
    headers: { ...tenantHeaders(), ...session },
  });
  const users = ((await response.json()) as { data: { id: string; attributes: { email: string } }[] }).data;
  const user = users.find((candidate) => candidate.attributes.email === email);
  if (!user) throw new Error(`no demo user ${email}`);
  return user.id;
}

/** A published vacancy of the demo organisation, from the public search. */
async function demoVacancy(request: APIRequestContext): Promise<{ id: string; questions: string[] }> {
  const organizationId = await demoOrganizationId(request);
  const response = await request.get(
    `/api/v1/vacancies/search?filter[organization_id]=${organizationId}&sort=-published_at&page[size]=1`,
    { headers: tenantHeaders() },
  );
  const found = ((await response.json()) as { data: { id: string }[] }).data[0];
  if (!found) throw new Error('no demo vacancy');
  const detail = await request.get(`/api/v1/vacancies/${found.id}`, { headers: tenantHeaders() });
  const { attributes } = ((await detail.json()) as { data: { attributes: { questions: string[] } } }).data;
  return { id: found.id, questions: attributes.questions };
}

/** The demo volunteer's application to the demo vacancy, made the first time it is asked for. */
async function demoApplicationId(request: APIRequestContext, vacancy: { id: string; questions: string[] }) {
  const session = await signInThroughApi(request, demoLogins.volunteer);
  const headers = { ...tenantHeaders(), ...session };
  const findMine = async () => {
    const response = await request.get(`/api/v1/applications?filter[scope]=mine&filter[vacancy_id]=${vacancy.id}`, {
      headers,
    });
    return ((await response.json()) as { data: { id: string }[] }).data[0]?.id;
  };
  const existing = await findMine();
  if (existing) return existing;
  await request.post('/api/v1/applications', {
    headers,
    data: {
      application: {
        vacancy_id: vacancy.id,
        motivation: 'Ik help graag en heb elke week een ochtend tijd.',
        answers: vacancy.questions.map(() => 'Ja, dat lukt.'),
      },
    },
  });
  // Both language runs may apply at once; one wins, the other's duplicate is refused.
  const created = await findMine();
  if (!created) throw new Error('no demo application');
  return created;
}

// The demo ids do not change during a run: each worker looks a route up once.
const filledRoutes = new Map<string, Promise<string>>();

/** A route with its placeholders filled in. */
function fillRoute(request: APIRequestContext, route: string): Promise<string> {
  if (!route.includes('{')) return Promise.resolve(route);
  let filled = filledRoutes.get(route);
  if (!filled) {
    filled = lookUpRoute(request, route).catch((error: unknown) => {
      filledRoutes.delete(route); // a failed look-up is tried again by the next test
      throw error;
    });
    filledRoutes.set(route, filled);
  }
  return filled;
}

async function lookUpRoute(request: APIRequestContext, route: string): Promise<string> {
  let path = route;
  if (path.includes('{volunteerId}'))
    path = path.replace('{volunteerId}', await demoUserId(request, demoLogins.volunteer));
  if (path.includes('{organizationId}')) path = path.replace('{organizationId}', await demoOrganizationId(request));
  if (path.includes('{vacancyId}') || path.includes('{applicationId}')) {
    const vacancy = await demoVacancy(request);
    path = path.replaceAll('{vacancyId}', vacancy.id);
    if (path.includes('{applicationId}'))
      path = path.replace('{applicationId}', await demoApplicationId(request, vacancy));
  }
  return path;
}

test.describe('accessibility sweep (axe-core, WCAG 2.1 A/AA)', () => {
  // A route's test loads and checks its page once per language: twice the work of a one-page test.
  test.describe.configure({ timeout: 60_000 });

  // Each route is one test that reads the page in both languages: the second visit reuses the
  // browser's context, session and cached scripts, which a test per language paid for again. All
  // of WCAG 2.1 A/AA is checked in Dutch; in English the rules that depend on the language.
  for (const route of routes) {
    test(`${route} in ${languages.join(' and ')}`, async ({ page, context, baseURL }) => {
      const path = await fillRoute(page.request, route);
      for (const [index, language] of languages.entries()) {
        await test.step(language, async () => {
          await context.addCookies([{ name: 'locale', value: language, url: baseURL ?? '' }]);
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          // The UI kit pages show spinners on purpose; elsewhere a spinner means data is still loading.
          if (!route.startsWith('/dev')) await expect(page.locator('[data-loading]')).toHaveCount(0);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expectNoAccessibilityViolations(page, index === 0 ? undefined : languageDependentRules);
        });
      }
    });
  }

  for (const tenant of ['vacaturebank', 'vrijwilligerspunt', 'meedoen']) {
    test(`the home page of ${tenant} (its own palette${tenant === 'meedoen' ? ', high contrast' : ''})`, async ({
      page,
    }) => {
      await page.goto(tenantUrl(tenant));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAccessibilityViolations(page);
    });
  }

  for (const route of ['/organizations', '/organizations/signup']) {
    test(`${route} on the high-contrast tenant meedoen`, async ({ page }) => {
      await page.goto(tenantUrl('meedoen', route));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('[aria-busy="true"], [data-loading]')).toHaveCount(0);
      await expectNoAccessibilityViolations(page);
    });
  }

  test('the error screens', async ({ page }) => {
    for (const status of [401, 403, 500]) {
      await page.goto(`/test/server-error?status=${status}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAccessibilityViolations(page);
    }
  });

  test('an open dialog', async ({ page }) => {
    await page.goto('/dev/modal');
    await page
      .getByRole('button')
      .filter({ hasText: /dialoog|dialog/i })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoAccessibilityViolations(page);
  });

  test('dark colour mode on the home page and the UI kit', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    for (const route of ['/', '/dev/components']) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      // The server's HTML is light (it cannot know the device's mode); the app turns it dark.
      await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
      await expectNoAccessibilityViolations(page);
    }
    await context.close();
  });

  for (const route of signedInRoutes) {
    test(`${route} signed in, in ${languages.join(' and ')}`, async ({ page, context, baseURL }) => {
      const path = await fillRoute(page.request, route);
      for (const [index, language] of languages.entries()) {
        await test.step(language, async () => {
          await context.addCookies([{ name: 'locale', value: language, url: baseURL ?? '' }]);
          if (index === 0) await openSignedIn(page, demoLogins.superAdmin, path);
          else await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await expect(page.locator('[aria-busy="true"], [data-loading]')).toHaveCount(0);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expectNoAccessibilityViolations(page, index === 0 ? undefined : languageDependentRules);
        });
      }
    });
  }
});
