import { expect } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.ts';
import { fillRoute, routes, signedInRoutes } from '../support/routes.ts';
import { demoLogins } from '../support/sessions.ts';
import { sweepTest as test } from '../support/sweep-pages.ts';
import { tenantUrl } from '../support/urls.ts';

const languages = ['nl', 'en'] as const;

test.describe('accessibility sweep (axe-core, WCAG 2.1 A/AA)', () => {
  // A route's test loads and checks its page once per language: twice the work of a one-page test.
  test.describe.configure({ timeout: 60_000 });
  // The routes' pages stay open only while this worker runs this file's tests.
  test.afterAll(({ keptPages }) => keptPages.close());

  // Each route is one test that reads the page in both languages. The routes of a worker share one
  // page per visitor (support/sweep-pages.ts): each visit reuses the browser's context, session and
  // cached scripts, which a new context per test and per language paid for again. axe-core's
  // default rules are checked in both languages.
  for (const route of routes) {
    test(`${route} in ${languages.join(' and ')}`, async ({ sweepPages, baseURL }) => {
      const page = await sweepPages.signedOut();
      const path = await fillRoute(page.request, route);
      for (const language of languages) {
        await test.step(language, async () => {
          await page.context().addCookies([{ name: 'locale', value: language, url: baseURL ?? '' }]);
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          // The UI kit pages show spinners on purpose; elsewhere a spinner means data is still loading.
          if (!route.startsWith('/dev')) await expect(page.locator('[data-loading]')).toHaveCount(0);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expectNoAccessibilityViolations(page);
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
    test(`${route} signed in, in ${languages.join(' and ')}`, async ({ sweepPages, baseURL }) => {
      const page = await sweepPages.signedInAs(demoLogins.superAdmin);
      const path = await fillRoute(page.request, route);
      for (const language of languages) {
        await test.step(language, async () => {
          await page.context().addCookies([{ name: 'locale', value: language, url: baseURL ?? '' }]);
          await page.goto(path);
          await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
          await expect(page.locator('[aria-busy="true"], [data-loading]')).toHaveCount(0);
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expectNoAccessibilityViolations(page);
        });
      }
    });
  }
});
