import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { tenantHeaders } from '../support/sessions.ts';

/** The demo tenant's published vacancies as the search counts them: how many, at how many organisations. */
async function demoCounts(request: APIRequestContext): Promise<{ total: number; organizations: number }> {
  const response = await request.get('/api/v1/vacancies/search?page[size]=1', { headers: tenantHeaders() });
  const body = (await response.json()) as {
    meta: { pagination: { total: number }; facets: { organization: unknown[] } };
  };
  return { total: body.meta.pagination.total, organizations: body.meta.facets.organization.length };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function openHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Vrijwilligerscentrum Demo' })).toBeVisible();
}

test.describe('the home page', () => {
  test('says how many vacancies there are at how many organisations', async ({ page }) => {
    // Other journeys publish vacancies meanwhile: the page and the API are read again until they agree.
    await expect(async () => {
      const { total, organizations } = await demoCounts(page.request);
      expect(total).toBeGreaterThan(1);
      await openHome(page);
      const expected = `${new Intl.NumberFormat('nl-NL').format(total)} vacatures bij ${organizations} organisaties`;
      await expect(page.getByText(expected, { exact: true })).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
  });

  test("opens a new vacancy's page from its card", async ({ page }) => {
    await openHome(page);
    const newest = page.getByRole('region', { name: 'Nieuwste vacatures' });
    const firstCard = newest.getByRole('article').first();
    const title = (await firstCard.getByRole('heading', { level: 3 }).textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    await firstCard.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/vacancies\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('leads from a category to the search filtered on it', async ({ page }) => {
    await openHome(page);
    const categories = page.getByRole('region', { name: 'Ontdek per categorie' });
    const firstCategory = categories.getByRole('link').first();
    const name = (await firstCategory.locator('span').first().textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await expect(firstCategory).toHaveAccessibleName(new RegExp(`^${escapeRegExp(name)} \\d+ vacatures?$`));
    await firstCategory.click();
    await expect(page).toHaveURL(/\/vacancies\/search\?category=\d+$/);
    await expect(page.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(name)} \\(\\d+\\)$`) })).toBeChecked();
  });

  test('takes the words and the postcode to the vacancy search', async ({ page }) => {
    await openHome(page);
    const search = page.getByRole('search', { name: 'Zoek vrijwilligerswerk' });
    await search.getByRole('searchbox', { name: 'Wat wil je doen?' }).fill('maatje');
    await search.getByRole('textbox', { name: 'Postcode' }).fill('3511 AB');
    await search.getByRole('button', { name: 'Zoeken' }).click();
    await expect(page).toHaveURL(/\/vacancies\/search\?q=maatje&postcode=3511\+AB$/);
  });

  test('leads organisations to sign up', async ({ page }) => {
    await openHome(page);
    const forOrganizations = page.getByRole('region', { name: 'Voor organisaties' });
    await expect(forOrganizations.getByRole('link', { name: 'Alle organisaties' })).toHaveAttribute(
      'href',
      '/organizations',
    );
    await forOrganizations.getByRole('link', { name: 'Organisatie registreren' }).click();
    await expect(page).toHaveURL(/\/organizations\/signup$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('links to no developer page', async ({ page }) => {
    await openHome(page);
    await expect(page.getByRole('region', { name: 'Nieuwste vacatures' })).toBeVisible();
    const targets = await page.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(targets.length).toBeGreaterThan(10);
    expect(targets.filter((target) => target?.startsWith('/dev'))).toEqual([]);
    const inPage = await page
      .getByRole('main')
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(inPage.filter((target) => target?.startsWith('/switch'))).toEqual([]);
  });
});
