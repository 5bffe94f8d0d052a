import { expect, test, type Locator, type Page } from '@playwright/test';
import { tenantHeaders } from '../support/sessions.ts';

// Issue 13 §4, decision 020: every card and page shows a picture that has loaded, in a frame that
// keeps its place, with the built-in pictures served by the API (the demo has no uploads).

/** Whether an image has loaded and decoded (a broken one has no natural width). */
async function hasLoaded(image: Locator): Promise<boolean> {
  return image.evaluate(
    (element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0,
  );
}

/** The id of a published demo vacancy, from the public search. */
async function someVacancyId(page: Page): Promise<string> {
  const response = await page.request.get('/api/v1/vacancies/search?page[size]=1', { headers: tenantHeaders() });
  const body = (await response.json()) as { data: { id: string }[] };
  const id = body.data[0]?.id;
  expect(id).toBeDefined();
  return id!;
}

test.describe('pictures', () => {
  test('the home page shows the centre’s picture and a picture on every new vacancy’s card', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Vrijwilligerscentrum Demo' });
    const heroPicture = hero.getByRole('img', { name: /^Illustratie: / });
    await expect(heroPicture).toBeVisible();
    await expect.poll(() => hasLoaded(heroPicture)).toBe(true);

    const cards = page.getByRole('region', { name: 'Nieuwste vacatures' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all()) {
      const picture = card.locator('img');
      // Beside the title, which names the vacancy: decorative.
      await expect(picture).toHaveAttribute('alt', '');
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => hasLoaded(picture)).toBe(true);
    }
  });

  test('the vacancy page opens with its picture, fetched first, in proportion on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/vacancies/${await someVacancyId(page)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const picture = page.locator('main img').first();
    await expect(picture).toHaveAttribute('fetchpriority', 'high');
    await expect(picture).toHaveAttribute('loading', 'eager');
    await expect.poll(() => hasLoaded(picture)).toBe(true);
    const frame = await picture.boundingBox();
    expect(frame).not.toBeNull();
    // Two to one on a phone: the whole width, half as high; never taller than a third of the screen.
    expect(Math.round(frame!.width / frame!.height)).toBe(2);
    expect(frame!.height).toBeLessThan(844 / 3);
  });

  test('the search results and the organisations show a picture on every card', async ({ page }) => {
    await page.goto('/vacancies/search');
    const results = page.getByRole('article');
    await expect(results.first()).toBeVisible();
    await expect.poll(() => hasLoaded(results.first().locator('img'))).toBe(true);
    expect(await results.locator('img').count()).toBe(await results.count());

    await page.goto('/organizations');
    const organizations = page.getByRole('article');
    await expect(organizations.first()).toBeVisible();
    await expect.poll(() => hasLoaded(organizations.first().locator('img'))).toBe(true);
  });

  test('link previews get a PNG of the vacancy’s picture', async ({ page }) => {
    const response = await page.request.get(`/vacancies/${await someVacancyId(page)}`, {
      headers: { accept: 'text/html' },
    });
    const html = await response.text();
    const preview = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(preview).toMatch(/\/api\/default_pictures\/[a-z-]+\.png$/);
    const image = await page.request.get(new URL(preview!).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  });
});
