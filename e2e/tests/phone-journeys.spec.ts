import { expect, test, type APIRequestContext } from '@playwright/test';
import { tenantHeaders } from '../support/sessions.ts';

/** A published demo vacancy with a place on the map (the first 'maatje' found). */
async function demoVacancyId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/vacancies/search?q=maatje&page[size]=1', { headers: tenantHeaders() });
  const vacancy = ((await response.json()) as { data: { id: string }[] }).data[0];
  if (!vacancy) throw new Error('no demo vacancy');
  return vacancy.id;
}

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

test.describe('a vacancy on a phone', () => {
  test('puts applying at the top and keeps it in reach, before the map', async ({ page, request }) => {
    const vacancyId = await demoVacancyId(request);
    await page.goto(`/vacancies/${vacancyId}`);
    await expect(page.locator('html[data-color-mode]')).toBeAttached();
    // On the first screen, without scrolling.
    const topAction = page.getByRole('main').getByRole('link', { name: 'Aanmelden' }).first();
    const topBox = await topAction.boundingBox();
    expect(topBox && topBox.y + topBox.height).toBeLessThanOrEqual(844);
    await expect(page.getByRole('list', { name: 'In het kort' })).toBeVisible();

    // While the page is read, a bar at the bottom of the screen offers it too, and leads to the form.
    const bar = page.locator('[data-sticky-apply]');
    await expect(bar).toBeInViewport();
    await bar.getByRole('link', { name: 'Aanmelden' }).click();
    const heading = page.getByRole('heading', { level: 2, name: 'Aanmelden' });
    await expect(heading).toBeInViewport();
    await expect(bar).toBeHidden();
    // The form comes before the map: nobody scrolls past the map to apply.
    const map = page.getByRole('region', { name: /^Kaart met de locatie/ });
    const [headingBox, mapBox] = await Promise.all([heading.boundingBox(), map.boundingBox()]);
    expect(headingBox!.y).toBeLessThan(mapBox!.y);
  });
});

test.describe('sharing a vacancy on a computer', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('offers WhatsApp, e-mail, LinkedIn, Facebook and copying the link in a menu', async ({ page, request }) => {
    const vacancyId = await demoVacancyId(request);
    await page.goto(`/vacancies/${vacancyId}`);
    const share = page.getByRole('button', { name: 'Delen' });
    await expect(share).toBeEnabled();
    await share.click();
    const menu = page.getByRole('list', { name: 'Delen via' });
    await expect(menu).toBeVisible();
    const address = encodeURIComponent(`${new URL(page.url()).origin}/vacancies/${vacancyId}`);
    await expect(menu.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', new RegExp(address));
    await expect(menu.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', new RegExp(address));
    await expect(menu.getByRole('link', { name: /Facebook/ })).toHaveAttribute('href', new RegExp(address));
    await expect(menu.getByRole('link', { name: /E-mail/ })).toHaveAttribute('href', /^mailto:/);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(share).toBeFocused();
  });
});
