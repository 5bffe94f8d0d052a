import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.ts';
import { demoApplicationThroughApi } from '../support/applications.ts';
import { demoLogins, openSignedInPage } from '../support/sessions.ts';
import { uniqueWord } from '../support/vacancies.ts';
import { tenantUrl } from '../support/urls.ts';

// Every route, for every visitor and in both languages, is checked by the route sweep
// (route-sweep.spec.ts). These are the states a plain visit does not show: other tenants' palettes,
// error screens, an open dialog and dark colour mode.
test.describe('accessibility of what the route sweep does not visit (axe-core)', () => {
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

  test('the dialog that asks why a volunteer stopped, empty and with its problems shown', async ({ browser }) => {
    const context = await browser.newContext();
    const title = `${uniqueWord('Taalmaatje')} na de match`;
    const applicationId = await demoApplicationThroughApi(context.request, title, ['accepted', 'started']);
    const page = await openSignedInPage(browser, demoLogins.organizationAdmin, `/applications/${applicationId}`);
    await page.getByRole('button', { name: 'Is gestopt', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Noteren dat de vrijwilliger is gestopt' });
    await expect(dialog).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await dialog.getByRole('button', { name: 'Gestopt noteren' }).click();
    await expect(dialog.getByText('Kies een reden.')).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await context.close();
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
});
