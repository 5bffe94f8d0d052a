import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.ts';
import { demoLogins, openSignedIn, tenantHeaders } from '../support/sessions.ts';

/** A made-up word no vacancy says (letters only, new each run). */
function madeUpWord(): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  const random = Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
  return `knuf${random}`;
}

test.describe('a centre’s own search words', () => {
  test('a centre admin adds a group on /instellingen/zoeken, and a search for its new word finds the vacancy', async ({
    page,
  }) => {
    const word = madeUpWord();
    const before = await page.request.get(`/api/v1/vacancies/search?q=${word}`, { headers: tenantHeaders() });
    expect((await before.json()).meta.pagination.total).toBe(0);

    await openSignedIn(page, demoLogins.centerAdmin, '/instellingen/zoeken');
    await expect(page.getByRole('heading', { name: 'Zoekwoorden', level: 2 })).toBeVisible();
    await page.getByLabel(/Woorden die hetzelfde betekenen/).fill(`${word}, voedselbank`);
    await page.getByRole('button', { name: 'Groep toevoegen' }).click();
    const deleteButton = page.getByRole('button', { name: new RegExp(`^Verwijderen\\s*: ${word}, voedselbank$`) });
    await expect(deleteButton).toBeVisible();
    await expectNoAccessibilityViolations(page);

    await page.goto(`/vacancies/search?q=${word}`);
    await expect(page.getByRole('link', { name: /voedselbank/i }).first()).toBeVisible();

    // Tidy up: the group goes after confirming, and the word finds nothing again.
    await page.goto('/instellingen/zoeken');
    await deleteButton.click();
    await page
      .getByRole('dialog', { name: 'Groep verwijderen?' })
      .getByRole('button', { name: 'Groep verwijderen' })
      .click();
    await expect(deleteButton).toHaveCount(0);
    const after = await page.request.get(`/api/v1/vacancies/search?q=${word}`, { headers: tenantHeaders() });
    expect((await after.json()).meta.pagination.total).toBe(0);
  });
});
