import { expect, test } from '@playwright/test';

test.describe('languages', () => {
  test('speaks Dutch by default and sets the lang attribute', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Welkom bij Volunteerly Demo.')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  });

  test('switches to English and keeps the choice across a reload', async ({ page, context }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByText('Welcome to Volunteerly Demo.')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'locale');
    expect(cookie?.value).toBe('en');
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 360 * 24 * 3600);
    await page.reload();
    await expect(page.getByText('Welcome to Volunteerly Demo.')).toBeVisible();
    await page.getByRole('button', { name: 'Nederlands' }).click();
    await expect(page.getByText('Welkom bij Volunteerly Demo.')).toBeVisible();
  });

  test('follows the browser language when there is no cookie', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByText('Welcome to Volunteerly Demo.')).toBeVisible();
    await context.close();
  });

  test('opens a page in the language its address names (?lang=), and keeps it', async ({ page, context }) => {
    await page.goto('/?lang=en');
    await expect(page.getByText('Welcome to Volunteerly Demo.')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect((await context.cookies()).find((candidate) => candidate.name === 'locale')?.value).toBe('en');
    await page.goto('/');
    await expect(page.getByText('Welcome to Volunteerly Demo.')).toBeVisible();
  });

  test('shows the home’s category tiles in English, on an English address and after a switch in place', async ({
    page,
  }) => {
    // The demo centre's categories in Dutch (apps/api/src/seed/demo-tag-names.ts): none may show on an English home.
    const dutchNames =
      /Zorg en welzijn|Sport en bewegen|Kunst en cultuur|Natuur en milieu|Onderwijs en taal|Dieren|Evenementen|Vervoer|Klussen en techniek|Administratie en bestuur/;
    await page.goto('/?lang=en');
    const tiles = page.getByRole('region', { name: 'Browse by category' }).getByRole('link');
    await expect(tiles.filter({ hasText: 'Sport and exercise' })).toBeVisible();
    await expect(tiles.filter({ hasText: dutchNames })).toHaveCount(0);
    await expect(tiles.first()).toContainText(/\d+ vacanc(y|ies)$/);

    // Opened in Dutch, then switched after the app took the page over: the tiles follow.
    await page.goto('/?lang=nl');
    await page.locator('html[data-location-key]').waitFor();
    const dutchTiles = page.getByRole('region', { name: 'Ontdek per categorie' }).getByRole('link');
    await expect(dutchTiles.filter({ hasText: 'Sport en bewegen' })).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();
    await expect(tiles.filter({ hasText: 'Sport and exercise' })).toBeVisible();
    await expect(tiles.filter({ hasText: dutchNames })).toHaveCount(0);
  });

  test('titles a page "{page title} - {app name}"', async ({ page }) => {
    await page.goto('/dev/colors');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const heading = (await page.getByRole('heading', { level: 1 }).textContent())?.trim();
    await expect(page).toHaveTitle(`${heading} - Volunteerly Demo`);
  });
});
