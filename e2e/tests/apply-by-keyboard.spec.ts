import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { tenantHeaders } from '../support/sessions.ts';

// Issue 31 §1: the application form's code comes only when the visitor nears the form, and its
// send button stayed disabled until then (still after 10 s without scrolling): a keyboard user
// tabbed past it and lapped the page. The button now works at once; a submit before the code is
// held and sent when the code is here, with everything typed before it.

/** A vacancy a guest may apply to on the demo tenant: open, not full, without questions. */
async function vacancyForAGuest(request: APIRequestContext): Promise<string> {
  const headers = tenantHeaders('demo');
  const search = await request.get('/api/v1/vacancies/search?page[size]=40', { headers });
  for (const { id } of ((await search.json()) as { data: { id: string }[] }).data) {
    const response = await request.get(`/api/v1/vacancies/${id}`, { headers });
    const { attributes } = (
      (await response.json()) as {
        data: { attributes: { status: string; is_full: boolean; questions: string[] } };
      }
    ).data;
    if (attributes.status === 'published' && !attributes.is_full && attributes.questions.length === 0) return id;
  }
  throw new Error('no open demo vacancy without questions');
}

/** Holds back the application form's code until `release` is called. */
async function holdFormCode(page: Page): Promise<{ requested: Promise<void>; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let markRequested!: () => void;
  const requested = new Promise<void>((resolve) => (markRequested = resolve));
  await page.route(/\/assets\/apply-form-[\w-]+\.js$/, async (route: Route) => {
    markRequested();
    await released;
    await route.continue();
  });
  return { requested, release };
}

/** Presses Tab until the focus is on the element `target` finds (at most a page's worth of stops). */
async function tabTo(page: Page, target: ReturnType<Page['locator']>): Promise<void> {
  for (let stop = 0; stop < 150; stop += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('the focus never reached the element');
}

test.use({ viewport: { width: 390, height: 844 } });

test('a keyboard user reaches the application form without scrolling and sends it, typing before its code came', async ({
  page,
  request,
}) => {
  const vacancyId = await vacancyForAGuest(request);
  const formCode = await holdFormCode(page);
  const sent: unknown[] = [];
  page.on('request', (sentRequest) => {
    if (sentRequest.method() === 'POST' && sentRequest.url().endsWith('/api/v1/applications')) {
      sent.push(sentRequest.postDataJSON());
    }
  });

  await page.goto(`/vacancies/${vacancyId}`);
  await page.locator('html[data-location-key]').waitFor({ state: 'attached' });
  const section = page.getByRole('region', { name: 'Aanmelden' });
  const send = section.getByRole('button', { name: 'Aanmelden', exact: true });
  // Far below the first screen of a phone, its code not loaded, the button works all the same.
  await expect(send).not.toBeInViewport();
  await expect(send).toBeEnabled();

  const email = `toetsenbord-${Date.now()}@example.org`;
  await tabTo(page, section.getByLabel(/^Naam/));
  await page.keyboard.type('Tessa Toetsenbord');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Ik help graag mee, elke week een middag.');
  await page.keyboard.press('Tab');
  // The focus lands on the send button instead of passing over it.
  await expect(send).toBeFocused();
  await formCode.requested;
  await page.keyboard.press('Enter');

  // Sent before the form's code came: the page stays, nothing is lost, nothing went out yet.
  await expect(page).toHaveURL(new RegExp(`/vacancies/${vacancyId}$`));
  await expect(section.getByLabel(/^Motivatie/)).toHaveValue('Ik help graag mee, elke week een middag.');
  expect(sent).toEqual([]);

  formCode.release();
  await expect(section.getByText('Bijna klaar: check je e-mail')).toBeVisible();
  expect(sent).toEqual([
    expect.objectContaining({
      application: expect.objectContaining({
        vacancy_id: vacancyId,
        motivation: 'Ik help graag mee, elke week een middag.',
        guest: expect.objectContaining({ name: 'Tessa Toetsenbord', email }),
      }),
    }),
  ]);
});
