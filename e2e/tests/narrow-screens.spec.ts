import { expect, test, type Page } from '@playwright/test';
import { demoLogins, openSignedIn, tenantHeaders } from '../support/sessions.ts';

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

  test("shows a volunteer's whole availability table on their profile, without sideways scrolling", async ({
    page,
  }) => {
    await openSignedIn(page, demoLogins.volunteer, '/profiel');
    const table = page.getByRole('table', { name: 'Beschikbaarheid per dag en dagdeel' });
    await expect(table).toBeVisible();
    // Every part of the day fits the screen: the evening column was cut off (issue 31 §7).
    const rightEdges = [
      table,
      table.getByRole('columnheader', { name: 'Avond' }),
      table
        .getByRole('row', { name: /^Zondag/ })
        .getByRole('cell')
        .last(),
    ].map(async (part) => {
      const box = await part.boundingBox();
      if (!box) throw new Error('part of the availability table not rendered');
      return box.x + box.width;
    });
    for (const edge of await Promise.all(rightEdges)) expect(edge).toBeLessThanOrEqual(320);
    expect(await table.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    // Not sidewaysOverflow(): a signed-in page keeps its notification stream open, so the network is never idle.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
  });
});
