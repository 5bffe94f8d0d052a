import { expect, test, type Page } from '@playwright/test';
import { demoLogins, openSignedIn } from '../support/sessions.ts';

// Issue 14 §1: on a phone the header is one compact row (name, account, menu button); the
// navigation and the settings are in a menu the button opens.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
const phoneMenu = (page: Page) => page.locator('#header-phone-menu');

/** The header's height: one row of touch-sized controls is at most 72 px. */
async function headerHeight(page: Page): Promise<number> {
  return page.locator('[data-app-header]').evaluate((header) => header.getBoundingClientRect().height);
}

test.describe('the header on a phone', () => {
  for (const [role, email] of [
    ['a visitor', undefined],
    ['a volunteer', demoLogins.volunteer],
    ['a centre admin with several organisations', demoLogins.centerAdmin],
  ] as const) {
    test(`is one row for ${role}, with the account item and the menu button in it`, async ({ page }) => {
      if (email) await openSignedIn(page, email, '/dashboard');
      else await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await headerHeight(page)).toBeLessThanOrEqual(72);
      await expect(menuButton(page)).toBeVisible();
      const accountItem = email
        ? page.locator('[data-account-menu-button]')
        : page.getByRole('link', { name: 'Inloggen' });
      await expect(accountItem).toBeVisible();
      // The tabs and settings wait in the menu.
      await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeHidden();
    });
  }

  test('shows the site’s name whole or not at all beside a signed-in toolbar, never cut to “V…”', async ({ page }) => {
    await openSignedIn(page, demoLogins.centerAdmin, '/dashboard');
    await expect(page.locator('[data-notification-toolbar]')).toBeVisible();
    const nameIn = async () =>
      page
        .getByRole('banner')
        .getByRole('link', { name: /naar de startpagina/ })
        .locator('span')
        .evaluate((name) => ({
          shown: name.getClientRects().length > 0,
          cut: name.scrollWidth > name.clientWidth + 1 || name.scrollHeight > name.clientHeight + 1,
          text: name.textContent,
        }));
    // 390 px: room for the name on two lines.
    expect(await nameIn()).toEqual({ shown: true, cut: false, text: 'Volunteerly Demo' });
    // 320 px: the logo alone, rather than a cut name.
    await page.setViewportSize({ width: 320, height: 844 });
    expect((await nameIn()).shown).toBe(false);
  });

  test('opens a menu with the navigation and the settings, which a navigation closes', async ({ page }) => {
    await openSignedIn(page, demoLogins.centerAdmin, '/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await menuButton(page).click();
    const menu = phoneMenu(page);
    await expect(menu.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
    await expect(menu.getByRole('group', { name: 'Taal' })).toBeVisible();
    // Centre staff who are no member of an organisation have no organisation to switch to (issue 31 §4),
    // but their one entry to the Beheer area.
    await expect(menu.getByRole('combobox', { name: 'Organisatie' })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Beheer' })).toBeVisible();
    await menu.getByRole('link', { name: 'Organisaties' }).click();
    await expect(page).toHaveURL(/\/organizations$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Organisaties' })).toBeVisible();
  });

  test('closes on Escape and on its close button, giving focus back to the menu button', async ({ page }) => {
    await page.goto('/vacancies/search');
    await expect(page.locator('html[data-color-mode]')).toBeAttached();
    await menuButton(page).click();
    await expect(phoneMenu(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(phoneMenu(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    await menuButton(page).click();
    await phoneMenu(page).getByRole('button', { name: 'Menu sluiten' }).click();
    await expect(phoneMenu(page)).toBeHidden();
  });

  test('works before the app has taken the page over', async ({ page }) => {
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/', { waitUntil: 'commit' });
    await menuButton(page).click();
    await phoneMenu(page).getByRole('link', { name: 'Vacatures' }).click();
    await expect(page).toHaveURL(/\/vacancies\/search$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vrijwilligerswerk zoeken' })).toBeVisible();
  });
});
