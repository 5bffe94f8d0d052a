import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoLogins, openSignedIn, tenantHeaders } from '../support/sessions.ts';
import { tenantUrl } from '../support/urls.ts';

/** A published demo vacancy and an approved demo organisation with vacancies. */
async function demoPages(request: APIRequestContext): Promise<{ vacancyId: string; organizationId: string }> {
  const response = await request.get('/api/v1/vacancies/search?q=maatje&page[size]=1', { headers: tenantHeaders() });
  const vacancy = ((await response.json()) as { data: { id: string; attributes: { organization_id: number } }[] })
    .data[0];
  if (!vacancy) throw new Error('no demo vacancy');
  return { vacancyId: vacancy.id, organizationId: String(vacancy.attributes.organization_id) };
}

/** What #root holds in the server's HTML. */
function rootOf(html: string): string {
  return /<div id="root">(.*)<\/div>\s*<\/body>/s.exec(html)?.[1] ?? '';
}

/**
 * Opens a page and reports whether the app threw the server's HTML away (a hydration mismatch
 * makes React render the page again) and every console error or warning.
 */
async function openAndWatch(page: Page, path: string): Promise<{ replaced: boolean; problems: string[] }> {
  const problems: string[] = [];
  // Map tiles come from the internet, which this closed network cannot reach: an empty tile each.
  await page.route(/tile\.openstreetmap\.org/, (route) => route.fulfill({ status: 204 }));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    const record = window as unknown as { rootReplaced: boolean };
    record.rootReplaced = false;
    new MutationObserver((changes) => {
      if (changes.some((change) => (change.target as Element).id === 'root' && change.removedNodes.length > 0)) {
        record.rootReplaced = true;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const replaced = await page.evaluate(() => (window as unknown as { rootReplaced: boolean }).rootReplaced);
  return { replaced, problems };
}

test.describe('server-rendered public pages (decision 021)', () => {
  test('the HTML of a vacancy page, without running scripts, is the page itself', async ({ request }) => {
    const { vacancyId } = await demoPages(request);
    const detail = await request.get(`/api/v1/vacancies/${vacancyId}`, { headers: tenantHeaders() });
    const { title, summary } = ((await detail.json()) as { data: { attributes: { title: string; summary: string } } })
      .data.attributes;

    const html = await (await request.get(`/vacancies/${vacancyId}`, { headers: { accept: 'text/html' } })).text();
    const root = rootOf(html);
    expect(root).toMatch(new RegExp(`<h1[^>]*>${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`));
    expect(root).toContain('Aanmelden');
    expect(html).toContain(`<meta name="description" content="${summary}`);
    expect(html).toMatch(/<meta property="og:image" content="http[^"]+"/);
    expect(html).toContain('"@type":"JobPosting"');
    expect(html).toContain('"rendered":"page"');
  });

  test("the changelog's HTML holds every release, and the sitemap lists it", async ({ request }) => {
    const html = await (await request.get('/volunteerly/changelog', { headers: { accept: 'text/html' } })).text();
    const root = rootOf(html);
    expect(root).toMatch(/<h1[^>]*>Wat is er nieuw in Volunteerly<\/h1>/);
    expect(root).toMatch(/<h2[^>]*>Versie \d+\.\d+\.\d+<\/h2>/);
    expect(root).toMatch(/<time datetime="\d{4}-\d{2}-\d{2}"/i);
    expect(html).toContain('<meta name="description" content="Wat er veranderde in Volunteerly');
    const sitemap = await (await request.get('/sitemap.xml', { headers: tenantHeaders() })).text();
    expect(sitemap).toMatch(/<loc>[^<]+\/volunteerly\/changelog<\/loc>/);
  });

  test('the HTML of the search page holds the results of its query', async ({ request }) => {
    const html = await (await request.get('/vacancies/search?q=maatje', { headers: { accept: 'text/html' } })).text();
    expect(rootOf(html)).toMatch(/maatje/i);
    expect(rootOf(html)).toMatch(/<a [^>]*href="\/vacancies\/\d+"/);
  });

  test('the browser takes each public page over without rendering it again and without a console error or warning', async ({
    page,
    request,
  }) => {
    const { vacancyId, organizationId } = await demoPages(request);
    for (const path of [
      '/',
      '/vacancies/search?q=maatje',
      `/vacancies/${vacancyId}`,
      '/organizations',
      `/organizations/${organizationId}`,
      '/partners',
      '/volunteerly/changelog',
      '/auth/login-1',
      '/signup',
    ]) {
      await test.step(path, async () => {
        const tab = await page.context().newPage();
        const { replaced, problems } = await openAndWatch(tab, path);
        expect(problems).toEqual([]);
        expect(replaced).toBe(false);
        await tab.close();
      });
    }
  });

  test('a cold load asks the API for nothing the page shows', async ({ page, request }) => {
    const { organizationId } = await demoPages(request);
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (['fetch', 'xhr'].includes(sent.resourceType())) asked.push(new URL(sent.url()).pathname);
    });
    await page.goto(`/organizations/${organizationId}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/vacancies/search?q=maatje', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'Vrijwilligerswerk zoeken' })).toBeVisible();
    expect(asked).toEqual([]);
  });

  test('the page still works where the app then goes: the next page loads its data in the browser', async ({
    page,
  }) => {
    await page.goto('/');
    await page
      .getByRole('link', { name: /vacatures/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/vacancies\/search/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vrijwilligerswerk zoeken' })).toBeVisible();
    await expect(page.locator('main a[href^="/vacancies/"]').first()).toBeVisible();
  });

  test('a signed-in page is sent as its frame, with the title, and the browser fills it in', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/profiel', { headers: { accept: 'text/html' } })).text();
    const root = rootOf(html);
    expect(root).toContain('<header');
    expect(root).toContain('Mijn profiel');
    expect(root).toContain('aria-busy="true"');
    expect(html).toContain('"rendered":"frame"');

    await openSignedIn(page, demoLogins.volunteer, '/profiel');
    await expect(page.getByRole('heading', { level: 1, name: 'Vera Vrijwilliger' })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(page.locator('[data-account-menu-button]')).toBeVisible();
  });

  test('a signed-in visitor of a public page sees it as themselves, without errors', async ({ page, request }) => {
    const { vacancyId } = await demoPages(request);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await openSignedIn(page, demoLogins.volunteer, `/vacancies/${vacancyId}`);
    // The signed-out server HTML offers to sign in to save; the volunteer's own page offers to save.
    await expect(page.getByRole('button', { name: 'Bewaren' })).toBeVisible();
    await expect(page.locator('[data-account-menu-button]')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a server-rendered form cannot be sent before the app has taken the page over', async ({ page }) => {
    // Holds the app's code back, as a slow phone would: the page shows, the app is not there yet.
    let releaseApp = () => {};
    const appHeld = new Promise<void>((resolve) => (releaseApp = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    // The module script holds DOMContentLoaded back too: wait for the page's own HTML only.
    await page.goto('/signup', { waitUntil: 'commit' });
    const submit = page.getByRole('button', { name: 'Account aanmaken' });
    await expect(submit).toBeDisabled();
    releaseApp();
    await expect(submit).toBeEnabled();
  });

  test('a device set to dark sees the page dark before the app runs, as the app then shows it', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const coloursOf = async (address: string, withApp: boolean) => {
      const page = await context.newPage();
      if (!withApp) await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
      await page.goto(address);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (withApp) await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
      else await expect(page.locator('html')).not.toHaveAttribute('data-color-mode', /.*/);
      const colours = await page.evaluate(() => {
        const currentTab = document.querySelector('[data-header-tab][aria-current="page"]');
        return [
          getComputedStyle(document.body).backgroundColor,
          getComputedStyle(document.body).color,
          currentTab ? getComputedStyle(currentTab).color : 'no current tab',
        ];
      });
      await page.close();
      return colours;
    };
    // The default tenant, and one with the public look (its own current-tab colours).
    for (const address of ['/', tenantUrl('vacaturebank')]) {
      expect(await coloursOf(address, false)).toEqual(await coloursOf(address, true));
    }
    await context.close();
  });

  test('the home search works before the app has taken the page over', async ({ page }) => {
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('searchbox').first().fill('maatje');
    await page.getByRole('searchbox').first().press('Enter');
    await expect(page).toHaveURL(/\/vacancies\/search\?q=maatje/);
    await expect(page.getByRole('heading', { level: 1, name: 'Vrijwilligerswerk zoeken' })).toBeVisible();
  });
});

test.describe('server-rendered public pages on a phone (issue 13 §2)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a vacancy page fetches the code of its application form only when the visitor comes to it', async ({
    page,
    request,
  }) => {
    const { vacancyId } = await demoPages(request);
    const formCode: string[] = [];
    page.on('request', (sent) => {
      if (/\/assets\/apply-form-[^/]+\.js$/.test(sent.url())) formCode.push(sent.url());
    });
    const { replaced, problems } = await openAndWatch(page, `/vacancies/${vacancyId}`);
    // The app has taken the page over (the share button works), the form far below is the server's,
    // its send button usable all the same (issue 31 §1: a keyboard user must not pass over it).
    await expect(page.getByRole('button', { name: 'Delen' })).toBeEnabled();
    await expect(page.getByRole('button', { name: /^Aanmelden/ })).toBeEnabled();
    expect(formCode).toEqual([]);

    await page.getByLabel('Naam').fill('Sanne de Vries');
    await expect.poll(() => formCode.length).toBe(1);
    // Taken over where it stood: what was typed stays, nothing was rendered again.
    await expect(page.getByLabel('Naam')).toHaveValue('Sanne de Vries');
    expect(replaced).toBe(false);
    expect(problems).toEqual([]);
  });
});
