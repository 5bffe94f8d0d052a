import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.ts';
import { demoLogins, openSignedIn } from '../support/sessions.ts';

// Issue 10, hole 14: a page the role cannot use shows spec §8's 403 screen
// and never asks the API for its data (the role would only be refused).
const refusedPages = [
  { path: '/organizations/add', dataPaths: ['/api/v1/organizations', '/api/v1/tags'] },
  { path: '/users', dataPaths: ['/api/v1/users'] },
  { path: '/dev/mail', dataPaths: ['/api/v1/dev/mails'] },
  { path: '/vacancies', dataPaths: ['/api/v1/vacancies', '/api/v1/organizations'] },
  { path: '/tags', dataPaths: ['/api/v1/tags'] },
  { path: '/instellingen', dataPaths: ['/api/v1/volunteer_centers'] },
];

/** Records the path of every API request the page makes from now on. */
function recordApiPaths(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) paths.push(url.pathname);
  });
  return paths;
}

test.describe('pages the role cannot use', () => {
  // One signed-in page opens them all, each a fresh load: the guard runs at every start of the app.
  test("a volunteer opening a page the role cannot use sees 'Toegang geweigerd' and the browser asks for none of its data", async ({
    page,
  }) => {
    const apiPaths = recordApiPaths(page);
    for (const [index, refused] of refusedPages.entries()) {
      await test.step(refused.path, async () => {
        apiPaths.length = 0;
        if (index === 0) await openSignedIn(page, demoLogins.volunteer, refused.path);
        else await page.goto(refused.path);
        await expect(page.getByRole('heading', { level: 1, name: 'Toegang geweigerd' })).toBeVisible();
        await expect(page.getByText('Je hebt geen toegangsrechten voor deze pagina.')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Opnieuw proberen' })).toHaveCount(0);
        await expect(page.locator('main form')).toHaveCount(0);
        // The abilities came with the current user; nothing after that was the page's. The page has
        // settled once its toolbar's live stream is open (the stream never lets the network go idle):
        // a page asking for its data would have asked while it mounted, before that.
        await expect(page.locator('[data-notification-toolbar]')).toHaveAttribute('data-live-stream', 'open');
        expect(apiPaths).toContain('/api/v1/current_user');
        const pageData = apiPaths.filter((path) =>
          refused.dataPaths.some((data) => path === data || path.startsWith(`${data}/`)),
        );
        expect(pageData, `${refused.path} asked for its data`).toEqual([]);
      });
    }
  });

  test('the 403 screen is accessible and fits a 390 px wide phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, demoLogins.volunteer, '/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Toegang geweigerd' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(page.getByRole('link', { name: 'Terug naar de startpagina' })).toBeVisible();
  });

  test('the centre admin still gets the users list and the tags', async ({ page }) => {
    await openSignedIn(page, demoLogins.centerAdmin, '/users');
    await expect(page.getByRole('table', { name: 'Gebruikers' })).toBeVisible();
    await page.goto('/tags');
    await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Toegang geweigerd' })).toHaveCount(0);
  });

  test('in English the screen reads Access forbidden', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: 'en', url: baseURL ?? '' }]);
    await openSignedIn(page, demoLogins.volunteer, '/dev/mail');
    await expect(page.getByRole('heading', { level: 1, name: 'Access forbidden' })).toBeVisible();
    await expect(page.getByText('You do not have access rights to this page.')).toBeVisible();
  });
});
