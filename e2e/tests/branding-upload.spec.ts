import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.ts';
import { demoLogins, openSignedIn, signInThroughApi, tenantHeaders } from '../support/sessions.ts';
import { solidPng } from '../support/images.ts';
import { tenantUrl } from '../support/urls.ts';

// The vacaturebank tenant: the other journeys change the demo tenant's look while this one runs.
const tenant = 'vacaturebank';

test.describe('branding by upload', () => {
  test('a centre admin uploads a logo and favicon, sees them in the preview, saves, and the site shows them', async ({
    page,
  }) => {
    await openSignedIn(page, demoLogins.vacaturebankCenterAdmin, '/instellingen/design', tenant);
    await expect(page.getByRole('heading', { level: 2, name: 'Vormgeving' })).toBeVisible();
    const logoAddress = page.getByLabel(/^Webadres van het logo/);
    const faviconAddress = page.getByLabel(/^Webadres van de favicon/);
    const before = { logo: await logoAddress.inputValue(), favicon: await faviconAddress.inputValue() };

    await page.getByLabel('Logo uploaden').setInputFiles({
      name: 'logo-vacaturebank.png',
      mimeType: 'image/png',
      buffer: solidPng(240, 80, [190, 24, 93]),
    });
    await expect(page.getByText('Geüpload. Sla op om het op de site te zetten.')).toBeVisible();
    const uploaded = await logoAddress.inputValue();
    expect(uploaded).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    await expect(page.getByRole('img', { name: 'Het logo zoals het nu is ingesteld' })).toHaveAttribute(
      'src',
      uploaded,
    );
    // The preview's header is the site's own, with the logo being chosen.
    const preview = page.getByTestId('design-preview');
    await expect(preview.locator('[data-app-header] img')).toHaveAttribute('src', uploaded);
    await expect(preview.locator('[data-header-tab][aria-current="page"]')).toHaveText('Vacatures');

    await page.getByLabel('Favicon uploaden').setInputFiles({
      name: 'favicon.png',
      mimeType: 'image/png',
      buffer: solidPng(64, 64, [13, 148, 136]),
    });
    await expect.poll(() => faviconAddress.inputValue()).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const favicon = await faviconAddress.inputValue();
    await expectNoAccessibilityViolations(page);

    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('De vormgeving is opgeslagen en staat nu live', { exact: true }).first()).toBeVisible();

    // The live site's header and tab icon, after a reload.
    await page.goto(tenantUrl(tenant, '/'));
    await expect(page.locator('header[data-app-header] img').first()).toHaveAttribute('src', uploaded);
    await expect(page.locator('link[rel~="icon"]')).toHaveAttribute('href', new RegExp(`${favicon}$`));
    // Uploads are served outside the tenant scope (their names are unguessable).
    const image = await page.request.get(uploaded);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');

    // Put the tenant's own logo and favicon back for everyone else.
    const session = await signInThroughApi(page.request, demoLogins.vacaturebankCenterAdmin, undefined, tenant);
    // Node does not resolve *.localhost as Chromium does: the request names the tenant's host itself.
    const restore = await page.request.patch('/api/v1/volunteer_centers/current/profile', {
      headers: { ...tenantHeaders(tenant), ...session, Host: new URL(tenantUrl(tenant)).host },
      data: { profile: { website_logo_url: before.logo || null, favicon_url: before.favicon || null } },
    });
    expect(restore.ok()).toBe(true);
  });

  test('an SVG is refused before it is sent, with a translated reason, and the logo stays as it was', async ({
    page,
  }) => {
    await openSignedIn(page, demoLogins.vacaturebankCenterAdmin, '/instellingen/design', tenant);
    const logoAddress = page.getByLabel(/^Webadres van het logo/);
    await expect(page.getByRole('heading', { level: 2, name: 'Vormgeving' })).toBeVisible();
    const before = await logoAddress.inputValue();
    const picker = page.getByLabel('Logo uploaden');
    await picker.setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
    });
    await expect(page.getByText(/^Een SVG-bestand kan niet worden geüpload/)).toBeVisible();
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    await expect(logoAddress).toHaveValue(before);
  });
});
