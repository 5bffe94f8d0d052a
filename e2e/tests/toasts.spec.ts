import { expect, test } from '@playwright/test';

test.describe('toasts', () => {
  test('pause while hovered and resume with the remaining time, then go away', async ({ page }) => {
    // The page's clock is the test's: time passes at once where the test says so (a toast lasts 5 s).
    await page.clock.install();
    await page.goto('/dev/components');
    await page.getByRole('button', { name: 'Toast: gelukt' }).click();
    const region = page.getByRole('region', { name: 'Meldingen' });
    const toast = region.getByRole('listitem').first();
    await expect(toast).toBeVisible();
    await toast.hover();
    // The bar is decorative (aria-hidden); its width is the time left.
    const progressBar = toast.locator('[data-toast-progress]');
    const pausedAt = await progressBar.getAttribute('style');
    expect(pausedAt).toMatch(/width: \d/);
    await page.clock.runFor(1200);
    expect(await progressBar.getAttribute('style')).toBe(pausedAt);
    await page.mouse.move(0, 0);
    // Not yet gone after a moment; gone once the time it had left has passed.
    await page.clock.runFor(200);
    await expect(toast).toBeVisible();
    await page.clock.runFor(5000);
    await expect(toast).toBeHidden();
  });

  test('can be closed by hand', async ({ page }) => {
    await page.goto('/dev/components');
    await page.getByRole('button', { name: 'Toast: gelukt' }).click();
    const region = page.getByRole('region', { name: 'Meldingen' });
    await expect(region.getByRole('listitem')).toHaveCount(1);
    await region.getByRole('button', { name: 'Melding sluiten: Wijzigingen opgeslagen' }).click();
    await expect(region.getByRole('listitem')).toHaveCount(0);
  });
});
