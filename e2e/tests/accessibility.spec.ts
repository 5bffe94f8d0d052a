import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.ts';
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
];
const languages = ['nl', 'en'] as const;

// Pages behind sign-in, visited as the demo super admin (who may see all of them).
// `{volunteerId}` is replaced by the id of the demo volunteer, `{organizationId}` by the demo organisation's.
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

test.describe('accessibility sweep (axe-core, WCAG 2.1 A/AA)', () => {
  for (const language of languages) {
    for (const route of routes) {
      test(`${route} in ${language}`, async ({ page, context, baseURL }) => {
        await context.addCookies([{ name: 'locale', value: language, url: baseURL ?? '' }]);
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        // The UI kit pages show spinners on purpose; elsewhere a spinner means data is still loading.
        if (!route.startsWith('/dev')) await expect(page.locator('[data-loading]')).toHaveCount(0);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expectNoAccessibilityViolations(page);
      });
    }
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
      await expectNoAccessibilityViolations(page);
    }
    await context.close();
  });

  for (const language of languages) {
    for (const route of signedInRoutes) {
      test(`${route} signed in, in ${language}`, async ({ page, context, baseURL }) => {
        await context.addCookies([{ name: 'locale', value: language, url: baseURL ?? '' }]);
        let path = route;
        if (path.includes('{volunteerId}')) {
          path = path.replace('{volunteerId}', await demoUserId(page.request, demoLogins.volunteer));
        }
        if (path.includes('{organizationId}')) {
          path = path.replace('{organizationId}', await demoOrganizationId(page.request));
        }
        await openSignedIn(page, demoLogins.superAdmin, path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await expect(page.locator('[aria-busy="true"], [data-loading]')).toHaveCount(0);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expectNoAccessibilityViolations(page);
      });
    }
  }
});
