import { expect, test, type Page } from '@playwright/test';
import { tenantHeaders } from '../support/sessions.ts';

// WCAG 1.4.10: nothing scrolls sideways on a 320 px screen (every route and role: route-sweep.spec.ts). The header's tabs, the organisation
// switcher, the home page's long centre name and the search row each did, until they wrapped.
test.use({ viewport: { width: 320, height: 720 } });

async function sidewaysOverflow(page: Page): Promise<number> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe('a 320 px screen', () => {
  test("does not scroll sideways on an organisation's profile with a long name, nor on its vacancy", async ({
    page,
  }) => {
    const found = await page.request.get('/api/v1/organizations?filter[search]=Zwaluwen', { headers: tenantHeaders() });
    const organization = ((await found.json()) as { data: { id: string }[] }).data[0];
    if (!organization) throw new Error('no demo organisation named Zwaluwen');
    await page.goto(`/organizations/${organization.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sportvereniging De Zwaluwen' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.locator('main a[href^="/vacancies/"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBe(0);
  });
});
