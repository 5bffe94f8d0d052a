import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.ts';
import { demoLogins, openSignedIn, signInThroughApi, tenantHeaders } from '../support/sessions.ts';
import { tenantUrl } from '../support/urls.ts';

/** The value of one of the theme's CSS custom properties on the page. */
function themeVariable(page: Page, name: string): Promise<string> {
  return page.evaluate(
    (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
    name,
  );
}

test.describe('centre settings', () => {
  test('a centre admin changes the primary colour; it shows on that tenant’s site and not on another’s', async ({
    page,
    browser,
  }) => {
    const other = await browser.newPage();
    await other.goto(tenantUrl('vacaturebank'));
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
    const otherBefore = await themeVariable(other, '--color-primary-700');

    await openSignedIn(page, demoLogins.centerAdmin, tenantUrl('demo', '/instellingen/design'));
    await expect(page.getByRole('heading', { level: 2, name: 'Vormgeving' })).toBeVisible();
    const before = await themeVariable(page, '--color-primary-700');
    const primary = page.getByRole('group', { name: 'Hoofdkleur' });
    await primary.getByLabel('Soort kleur').selectOption('custom');
    await primary.getByLabel('Hexcode van Hoofdkleur').fill('#be185d');
    await expect(primary.getByLabel('Hoofdkleur, tint 700')).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('De vormgeving is opgeslagen en staat nu live', { exact: true }).first()).toBeVisible();

    // The live site of this tenant follows at once, and after a reload.
    await expect.poll(() => themeVariable(page, '--color-primary-700')).not.toBe(before);
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: 'Vormgeving' })).toBeVisible();
    const after = await themeVariable(page, '--color-primary-700');
    expect(after).not.toBe(before);

    await other.reload();
    await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await themeVariable(other, '--color-primary-700')).toBe(otherBefore);
    await other.close();

    // Put the demo's own palette back for everyone else.
    const session = await signInThroughApi(page.request, demoLogins.centerAdmin);
    const restore = await page.request.patch('/api/v1/volunteer_centers/current/profile', {
      headers: { ...tenantHeaders(), ...session },
      data: { profile: { primary_color: 'emerald', primary_color_shades: null } },
    });
    expect(restore.ok()).toBe(true);
  });

  test('a settings page stays where it first shows while the header fills in', async ({ page }) => {
    // Where the page's own heading is, each frame it is on screen. The signed-in header's parts
    // (the Beheer entry, the account menu and the notifications) come a moment after the page;
    // when they once took a second row at 1280 px they moved it 68 px down, and a click on
    // "Kolom toevoegen" could land beside the button (only the focus moved).
    await page.addInitScript(() => {
      const tops = new Set<number>();
      (window as unknown as { headingTops: Set<number> }).headingTops = tops;
      const record = () => {
        const heading = document.querySelector('main h2');
        if (heading) tops.add(Math.round(heading.getBoundingClientRect().top + window.scrollY));
        requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await openSignedIn(page, demoLogins.centerAdmin, '/instellingen/footer');
    await expect(page.getByRole('heading', { level: 2, name: 'Voettekst' })).toBeVisible();
    // The header is whole: the Beheer entry, the open notification stream, the account menu.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Beheer' })).toBeVisible();
    await expect(page.locator('[data-notification-toolbar][data-live-stream="open"]')).toBeVisible();
    await expect(page.getByRole('button', { name: /Carla Centrum/ })).toBeVisible();
    const tops = await page.evaluate(() => [...(window as unknown as { headingTops: Set<number> }).headingTops]);
    expect(tops, 'the heading’s places on the page, from its first frame on').toHaveLength(1);
  });

  test('the footer editor adds a column that the site footer shows', async ({ page }) => {
    await openSignedIn(page, demoLogins.centerAdmin, '/instellingen/footer');
    await page.getByRole('button', { name: 'Kolom toevoegen' }).click();
    await page.getByLabel(/^Kop van de kolom/).fill('Meedoen');
    await page.getByLabel(/^Tekst van link 1/).fill('Alle organisaties');
    await page.getByLabel(/^Adres van link 1/).fill('/organizations');
    await page.getByRole('button', { name: 'Voettekst opslaan' }).click();
    await expect(page.getByText('De footer is opgeslagen', { exact: true }).first()).toBeVisible();
    const column = page.getByRole('contentinfo').getByRole('navigation', { name: 'Meedoen' });
    await expect(column.getByRole('link', { name: 'Alle organisaties' })).toHaveAttribute('href', '/organizations');

    const session = await signInThroughApi(page.request, demoLogins.centerAdmin);
    await page.request.patch('/api/v1/volunteer_centers/current/profile', {
      headers: { ...tenantHeaders(), ...session },
      data: { profile: { footer_columns: [] } },
    });
  });

  test('an organisation admin edits the contact person of their organisation', async ({ page }) => {
    await openSignedIn(page, demoLogins.organizationAdmin, '/instellingen/contact-person');
    await expect(page.getByRole('heading', { level: 2, name: 'Contactpersoon' })).toBeVisible();
    await page.getByLabel(/^Naam/).fill('Omar Organisatie');
    await page.getByLabel(/^E-mailadres/).fill('omar@buurtkracht.example.org');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('De contactpersoon is opgeslagen', { exact: true }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^Naam/)).toHaveValue('Omar Organisatie');
  });
});
