import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.ts';
import { tenantUrl } from '../support/urls.ts';

// Issue 32 §6: on the Gelderse Handen host (support/start-server.mjs names it) every page other
// than the allowed ones lands on /gelderse-handen.
const landingHost = 'gelderse-handen.vacaturebank';

test.describe('the Gelderse Handen host', () => {
  test('sends any other page to the landing page, which shows the partners on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/', '/vacancies/search?q=tuin', '/organizations', '/bestaat-niet']) {
      await page.goto(tenantUrl(landingHost, path));
      await expect(page, path).toHaveURL(/\/gelderse-handen$/);
    }
    await expect(page.getByRole('heading', { level: 1, name: 'Gelderse Handen' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Partners in de samenwerking' }).getByRole('listitem')).not.toHaveCount(
      0,
    );
    // The empty layout: no header or footer of the tenant's site.
    await expect(page.getByRole('banner')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await expectNoAccessibilityViolations(page);
  });

  test('keeps signing in and the allowed pages, and turns the app back from the others', async ({ page }) => {
    await page.goto(tenantUrl(landingHost, '/partners'));
    await expect(page.getByRole('heading', { level: 1, name: 'Partners' })).toBeVisible();
    await expect(page).toHaveURL(/\/partners$/);
    // From the landing page to signing in, inside the app.
    await page.goto(tenantUrl(landingHost, '/gelderse-handen'));
    await page.getByRole('link', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/inloggen/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A page the app opens itself (a link in the header of the sign-in page) goes to the landing page too.
    await page.evaluate(() => {
      window.history.pushState({}, '', '/vacancies/search');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/gelderse-handen$/);
  });
});
