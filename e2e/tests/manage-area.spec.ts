import { expect, test, type Page } from '@playwright/test';
import { demoLogins, openSignedIn } from '../support/sessions.ts';

// Issue 31 §4: a centre's tools are gathered in one Beheer area, reached from one header entry; the
// account menu keeps the person's own things, and centre staff get no organisation switcher.

/** The centre's tools, as the Beheer area lists them, and the heading each opens on. */
const centerTools: { link: string; path: RegExp; heading: RegExp }[] = [
  { link: 'Registraties van organisaties', path: /\/organizations\/approve$/, heading: /Registraties/ },
  { link: 'Organisatie toevoegen', path: /\/organizations\/add$/, heading: /Organisatie toevoegen/ },
  { link: 'Gebruikers', path: /\/users$/, heading: /Gebruikers/ },
  { link: 'Tags', path: /\/tags$/, heading: /Tags/ },
  { link: 'Berichtsjablonen', path: /\/notification_templates$/, heading: /Berichtsjablonen/ },
  { link: 'Vormgeving', path: /\/instellingen\/design$/, heading: /Instellingen/ },
  { link: 'Voettekst', path: /\/instellingen\/footer$/, heading: /Instellingen/ },
  { link: 'Zoekwoorden', path: /\/instellingen\/zoeken$/, heading: /Instellingen/ },
  { link: 'Vacatures beheren', path: /\/vacancies$/, heading: /Vacatures/ },
];

/** Opens the Beheer area from the header: its toolbar entry on a wide screen, the menu on a phone. */
async function openManageArea(page: Page, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.locator('#header-phone-menu').getByRole('link', { name: 'Beheer' }).click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'Beheer' }).click();
  }
  await expect(page).toHaveURL(/\/beheer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Beheer' })).toBeVisible();
}

for (const [size, viewport] of [
  ['390', { width: 390, height: 844 }],
  ['1280', { width: 1280, height: 800 }],
] as const) {
  test.describe(`the Beheer area at ${size} px`, () => {
    test.use({ viewport });

    test('leads a centre admin to each tool from the one header entry', async ({ page }) => {
      test.slow();
      const phone = viewport.width < 768;
      await openSignedIn(page, demoLogins.centerAdmin, '/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      for (const tool of centerTools) {
        await openManageArea(page, phone);
        await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: tool.link }).click();
        await expect(page).toHaveURL(tool.path);
        await expect(page.getByRole('heading', { level: 1, name: tool.heading })).toBeVisible();
      }
    });

    test('keeps the account menu personal and shows centre staff no organisation switcher', async ({ page }) => {
      await openSignedIn(page, demoLogins.centerAdmin, '/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.locator('[data-account-menu-button]').click();
      const items = page.locator('[data-account-menu-item]');
      await expect(items.filter({ hasText: 'Uitloggen' })).toBeVisible();
      await expect(items.filter({ hasText: /^(Instellingen|Gebruikers|Tags|Berichtsjablonen)$/ })).toHaveCount(0);
      await expect(page.getByRole('combobox', { name: 'Organisatie' })).toHaveCount(0);
      if (viewport.width >= 1280) {
        // One row: the header is no taller than a visitor's.
        const height = await page
          .locator('[data-app-header]')
          .evaluate((header) => header.getBoundingClientRect().height);
        expect(height).toBeLessThanOrEqual(72);
      }
    });
  });
}
