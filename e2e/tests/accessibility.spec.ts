import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.ts';
import { tenantUrl } from '../support/urls.ts';

// Every route that exists, in both languages. Later features add their routes here.
const routes = ['/', '/switch', '/dev', '/dev/colors', '/dev/components', '/dev/form', '/dev/modal', '/bestaat-niet'];
const languages = ['nl', 'en'] as const;

test.describe('accessibility sweep (axe-core, WCAG 2.1 A/AA)', () => {
  for (const language of languages) {
    for (const route of routes) {
      test(`${route} in ${language}`, async ({ page, context, baseURL }) => {
        await context.addCookies([{ name: 'locale', value: language, url: baseURL ?? '' }]);
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
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
});
