import { expect, test } from '@playwright/test';

const screens = [
  {
    status: 401,
    title: 'Niet bevoegd',
    english: 'Not authorized',
    description: 'You are not authorized to access this page.',
  },
  {
    status: 403,
    title: 'Toegang geweigerd',
    english: 'Access forbidden',
    description: 'You do not have access rights to this page.',
  },
  {
    status: 500,
    title: 'Oeps... er is iets misgegaan! (foutcode: 500)',
    english: 'Oops... something went wrong! (error code: 500)',
    description:
      'An error has occurred. If the problem persists, please contact a system administrator or try again later.',
  },
];

test.describe('error screens', () => {
  test('shows "Page not found" for an unknown route, and "Back to home" leads home', async ({ page }) => {
    await page.goto('/deze-pagina-bestaat-niet');
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
    await page.getByRole('link', { name: 'Terug naar de startpagina' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vrijwilligerscentrum Demo' })).toBeVisible();
  });

  for (const screen of screens) {
    test(`shows the ${screen.status} screen in both languages`, async ({ page, context, baseURL }) => {
      await page.goto(`/test/server-error?status=${screen.status}`);
      await expect(page.getByRole('heading', { level: 1, name: screen.title })).toBeVisible();
      // The server's page shows before the app runs; the app then keeps its language in the cookie.
      // Only once it has (it marks <html> with the colour mode) does a new cookie stay for the reload.
      await expect(page.locator('html[data-color-mode]')).toBeAttached();
      await context.addCookies([{ name: 'locale', value: 'en', url: baseURL ?? '' }]);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: screen.english })).toBeVisible();
      await expect(page.getByText(screen.description)).toBeVisible();
    });
  }

  test('clears the error when the route changes', async ({ page }) => {
    await page.goto('/test/server-error?status=403');
    await expect(page.getByRole('heading', { level: 1, name: 'Toegang geweigerd' })).toBeVisible();
    await page.getByRole('link', { name: 'Terug naar de startpagina' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Vrijwilligerscentrum Demo' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Toegang geweigerd' })).toHaveCount(0);
  });
});
