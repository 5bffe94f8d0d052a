import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.ts';
import { demoLogins, openSignedIn } from '../support/sessions.ts';

test.describe('back-office tables', () => {
  test('the vacancy table counts its rows and applications, and each row has one keyboard menu of actions', async ({
    page,
  }) => {
    await openSignedIn(page, demoLogins.centerAdmin, '/vacancies?status=published');
    const table = page.getByRole('table', { name: 'Vacatures' });
    await expect(table).toBeVisible();
    await expect(page.getByText(/^\d+ vacatures?, gefilterd op Gepubliceerd$/)).toBeVisible();
    await expect(table.getByRole('link', { name: /^\d+ aanmeldingen? voor ‘/ }).first()).toBeVisible();

    const menuButton = table.getByRole('button', { name: /^Acties voor / }).first();
    await expect(menuButton).toHaveAttribute('aria-haspopup', 'menu');
    await menuButton.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await expect(menu.getByRole('menuitem', { name: 'Bewerken' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Sluiten' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.keyboard.press('End');
    await expect(menu.getByRole('menuitem').last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Closing asks first, from the menu; cancelling changes nothing and gives focus back to the button.
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Sluiten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vacature sluiten?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Annuleren' }).click();
    await expect(dialog).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('on a 320 px phone the row menu opens inside the screen and the page does not scroll sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await openSignedIn(page, demoLogins.organizationAdmin, '/vacancies');
    const menuButton = page.getByRole('button', { name: /^Acties voor / }).first();
    await menuButton.scrollIntoViewIfNeeded();
    await menuButton.click();
    const box = await page.getByRole('menu').boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);
  });
});
