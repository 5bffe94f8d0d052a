import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.ts';
import { demoLogins, openSignedIn } from '../support/sessions.ts';

test.describe('tags in English, and a profile that chooses them', () => {
  test('a centre admin gives a category an English name; English search pages show it', async ({ page, browser }) => {
    await openSignedIn(page, demoLogins.centerAdmin, '/tags');
    const row = page.getByRole('row').filter({ hasText: 'Zorg en welzijn' });
    await expect(row.getByText('Engels: Care and wellbeing')).toBeVisible();
    await row.getByRole('button', { name: /^Naam wijzigen/ }).click();

    const dialog = page.getByRole('dialog', { name: 'Naam van “Zorg en welzijn” wijzigen' });
    await expect(dialog.getByLabel('Nederlandse naam')).toHaveValue('Zorg en welzijn');
    await expectNoAccessibilityViolations(page);
    await dialog.getByLabel('Engelse naam').fill('Care and support');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Engels: Care and support')).toBeVisible();

    // A visitor reading in English, in the browser and in the server's HTML.
    const visitor = await browser.newPage();
    await visitor.goto('/vacancies/search?lang=en');
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'en');
    await expect(visitor.getByText('Care and support').first()).toBeVisible();
    await expect(visitor.getByText('Zorg en welzijn')).toHaveCount(0);
    const html = await (
      await visitor.request.get('/vacancies/search?lang=en', { headers: { 'Accept-Language': 'en' } })
    ).text();
    expect(html).toContain('Care and support');
    await visitor.goto('/vacancies/search?lang=nl');
    await expect(visitor.getByText('Zorg en welzijn').first()).toBeVisible();
    await visitor.close();
  });

  test('a volunteer picks skills and interests from the centre’s tags and sees them on their profile', async ({
    page,
  }) => {
    await openSignedIn(page, demoLogins.volunteer, '/profile-edit');
    const skills = page.getByRole('group', { name: 'Vaardigheden' });
    await skills.getByRole('checkbox', { name: 'Koken' }).check();
    await skills.getByLabel('Anders, namelijk …').fill('Jongleren');
    const interests = page.getByRole('group', { name: 'Interesses' });
    await interests.getByRole('checkbox', { name: 'Dieren' }).check();
    await expectNoAccessibilityViolations(page);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Je profiel is opgeslagen', { exact: true }).first()).toBeVisible();

    await page.goto('/profiel');
    const chosenSkills = page.getByRole('list', { name: 'Vaardigheden' });
    await expect(chosenSkills.getByRole('listitem')).toHaveText(['Koken', 'Jongleren']);
    await expect(page.getByRole('list', { name: 'Interesses' }).getByRole('listitem')).toHaveText(['Dieren']);

    await page.goto('/profiel?lang=en');
    await expect(page.getByRole('list', { name: 'Skills' }).getByRole('listitem')).toHaveText(['Cooking', 'Jongleren']);
    await page.goto('/profile-edit?lang=en');
    await expect(page.getByRole('group', { name: 'Skills' }).getByRole('checkbox', { name: 'Cooking' })).toBeChecked();
  });
});
