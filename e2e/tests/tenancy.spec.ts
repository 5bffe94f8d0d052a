import { expect, test, type Page } from '@playwright/test';
import { tenantUrl } from '../support/urls.ts';

async function primaryShade(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary-600').trim());
}

test.describe('tenant resolution', () => {
  test("shows a tenant's own name and colours on its own host", async ({ page }) => {
    await page.goto(tenantUrl('vacaturebank'));
    await expect(page.getByRole('heading', { level: 1, name: 'Gemeente Rivierstad' })).toBeVisible();
    await expect(page.getByText('Welkom bij Vacaturebank Rivierstad.')).toBeVisible();
    await expect(page).toHaveTitle(/ - Vacaturebank Rivierstad$/);
    const vacaturebankPrimary = await primaryShade(page);

    await page.goto(tenantUrl('demo'));
    await expect(page.getByRole('heading', { level: 1, name: 'Vrijwilligerscentrum Demo' })).toBeVisible();
    await expect(page).toHaveTitle(/ - Volunteerly Demo$/);
    const demoPrimary = await primaryShade(page);

    expect(vacaturebankPrimary).not.toBe('');
    expect(vacaturebankPrimary).not.toBe(demoPrimary);
  });

  test("serves a tenant's own host HTML that names it and has its colours, before any script runs", async ({
    browser,
  }) => {
    // Scripts off: what a link preview or a search engine reads. (Chromium resolves *.localhost.)
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(tenantUrl('vacaturebank'));
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    // Its colours too: the first paint is in the tenant's palette, the one the app sets.
    const paintedPrimary = await primaryShade(page);
    await context.close();
    const started = await browser.newPage();
    await started.goto(tenantUrl('vacaturebank'));
    await expect(started.getByRole('heading', { level: 1, name: 'Gemeente Rivierstad' })).toBeVisible();
    expect(paintedPrimary).not.toBe('');
    expect(paintedPrimary).toBe(await primaryShade(started));
    await started.close();
    expect(html).toMatch(/<title>[^<]* - Vacaturebank Rivierstad<\/title>/);
    expect(html).toContain('<meta property="og:site_name" content="Vacaturebank Rivierstad" />');
    expect(html).toContain('Gemeente Rivierstad brengt vrijwilligers en organisaties bij elkaar.');
  });

  test('starts a cold load from the page itself: no request for the configuration or the tenant', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(tenantUrl('vacaturebank'));
    await expect(page.getByRole('heading', { level: 1, name: 'Gemeente Rivierstad' })).toBeVisible();
    expect(asked).not.toContain('/app-config.json');
    expect(asked).not.toContain('/api/v1/tenants/current');
  });

  test('picks the volunteer centre configured for the host', async ({ page }) => {
    await page.goto(tenantUrl('noord.demo'));
    await expect(page.getByRole('heading', { level: 1, name: 'Vrijwilligerscentrum Demo Noord' })).toBeVisible();
  });

  test('uses the default tenant on a host that is not configured and has no tenant cookie', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Vrijwilligerscentrum Demo' })).toBeVisible();
  });

  test('uses the tenant cookie on a host that is not configured', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'tenant', value: 'vrijwilligerspunt', url: baseURL ?? '', secure: true }]);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Vrijwilligerspunt Heuvelrug' })).toBeVisible();
  });

  test('lets a visitor choose another tenant on /switch, remembered in the tenant cookie', async ({
    page,
    context,
  }) => {
    await page.goto('/switch');
    await page.getByRole('button', { name: 'Meedoen Waterland' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meedoen Waterland' })).toBeVisible();
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'tenant');
    expect(cookie).toMatchObject({ value: 'meedoen', path: '/', secure: true });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Meedoen Waterland' })).toBeVisible();
  });

  test('gives the high-contrast tenant its high-contrast look', async ({ page }) => {
    await page.goto(tenantUrl('meedoen'));
    await expect(page.getByRole('heading', { level: 1, name: 'Meedoen Waterland' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-contrast', 'high');
  });

  test("leads from the home page into the app, keeping the tenant's palette", async ({ page }) => {
    await page.goto(tenantUrl('vacaturebank'));
    await expect(page.getByRole('heading', { level: 1, name: 'Gemeente Rivierstad' })).toBeVisible();
    const homePrimary = await primaryShade(page);
    await page.getByRole('link', { name: 'Alle organisaties' }).click();
    await expect(page).toHaveURL(/\/organizations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Organisaties' })).toBeVisible();
    await expect(page).toHaveTitle('Organisaties - Vacaturebank Rivierstad');
    expect(await primaryShade(page)).toBe(homePrimary);
  });
});
