import { expect, test } from '@playwright/test';

// Issue 14: the journeys a volunteer makes on a phone.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test.describe('searching on a phone', () => {
  test('opens the filters in a sheet whose button shows how many vacancies the choice finds', async ({ page }) => {
    await page.goto('/vacancies/search');
    await expect(page.locator('html[data-color-mode]')).toBeAttached();
    await expect(page.getByText(/^\d+ vacatures gevonden$/)).toBeVisible();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    // The sheet covers the phone's screen, its button in reach at the bottom.
    const box = await sheet.boundingBox();
    expect(box?.width).toBe(390);
    await sheet.getByRole('checkbox', { name: /^Op afstand of thuis/ }).click();
    const label = await sheet
      .getByRole('checkbox', { name: /^Op afstand of thuis/ })
      .evaluate((checkbox) => checkbox.closest('label')?.textContent ?? '');
    const expected = Number(/\((\d+)\)/.exec(label)?.[1]);
    const show = sheet.getByRole('button', { name: `Toon ${expected} ${expected === 1 ? 'vacature' : 'vacatures'}` });
    await expect(show).toBeVisible();
    await show.click();
    await expect(sheet).toBeHidden();
    await expect(page.getByText(`${expected} ${expected === 1 ? 'vacature' : 'vacatures'} gevonden`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();
  });
});
