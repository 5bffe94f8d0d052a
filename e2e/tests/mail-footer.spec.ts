import { expect, test, type APIRequestContext } from '@playwright/test';
// The mail's colour rule itself, so the journey expects exactly what the centre's profile gives.
import { mailColorsOf, type MailColorProfile } from '../../apps/api/src/modules/mail/mail-colors.ts';
import { demoLogins, openSignedIn, signInThroughApi, tenantHeaders } from '../support/sessions.ts';
import { solidPng } from '../support/images.ts';
import { tenantUrl } from '../support/urls.ts';

interface CenterProfileAnswer extends MailColorProfile {
  websiteLogoUrl: string | null;
  /** The contact details as the API sends them (snake_case), to put back as they were. */
  contact: unknown;
}

/** The centre profile of a tenant as the API presents it. */
async function centerProfile(request: APIRequestContext, tenant: string): Promise<CenterProfileAnswer> {
  const host: Record<string, string> = tenant === 'demo' ? {} : { Host: new URL(tenantUrl(tenant)).host };
  const response = await request.get('/api/v1/volunteer_centers/current?include=profile', {
    headers: { ...tenantHeaders(tenant), ...host },
  });
  const attributes = ((await response.json()) as { included: { attributes: Record<string, unknown> }[] }).included[0]!
    .attributes;
  return {
    primaryColor: attributes['primary_color'] as string,
    primaryColorShades: attributes['primary_color_shades'],
    websiteLogoUrl: attributes['website_logo_url'] as string | null,
    contact: attributes['contact'],
  };
}

const contact = {
  email: 'info@vacaturebank.example.org',
  phone: '030 765 43 21',
  street: 'Neude 11',
  postcode: '3512AE',
  city: 'Utrecht',
  person_name: 'Sanne Smit',
  person_email: 'sanne@vacaturebank.example.org',
};

test.describe('footer and statements', () => {
  test("the footer shows the centre's contact details and opens both statements with its name", async ({ page }) => {
    // The vacaturebank tenant: its contact details are this journey's own (the others change the demo's look).
    const session = await signInThroughApi(page.request, demoLogins.vacaturebankCenterAdmin, undefined, 'vacaturebank');
    const saved = await page.request.patch('/api/v1/volunteer_centers/current/profile', {
      headers: { ...tenantHeaders('vacaturebank'), ...session, Host: new URL(tenantUrl('vacaturebank')).host },
      data: { profile: { contact } },
    });
    expect(saved.status()).toBe(200);

    await page.goto(tenantUrl('vacaturebank'));
    const footer = page.getByRole('contentinfo');
    const details = footer.getByRole('region', { name: 'Contact' });
    await expect(details).toContainText('Neude 11');
    await expect(details).toContainText('3512 AE Utrecht');
    await expect(details.getByRole('link', { name: 'info@vacaturebank.example.org' })).toHaveAttribute(
      'href',
      'mailto:info@vacaturebank.example.org',
    );
    await expect(details.getByRole('link', { name: '030 765 43 21' })).toHaveAttribute('href', 'tel:0307654321');

    await footer.getByRole('link', { name: 'Privacyverklaring' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacyverklaring' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByText(/is verantwoordelijk voor je persoonsgegevens op deze website/)).toBeVisible();
    await expect(main.getByText(/Sanne Smit/)).toBeVisible();

    await page.getByRole('contentinfo').getByRole('link', { name: 'Toegankelijkheid' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Toegankelijkheidsverklaring' })).toBeVisible();
    await expect(page.getByRole('main').getByText(/WCAG\) 2\.1 op niveau AA/)).toBeVisible();
  });

  test('both statements are rendered on the server with the centre in the first response', async ({ request }) => {
    for (const [path, title] of [
      ['/privacy', 'Privacyverklaring'],
      ['/toegankelijkheid', 'Toegankelijkheidsverklaring'],
    ] as const) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${title} - `);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    }
  });
});

test.describe('branded mail', () => {
  test("a password reset mail shows on /dev/mail in the centre's colour, with its logo and contact", async ({
    page,
  }) => {
    const admin = await signInThroughApi(page.request, demoLogins.centerAdmin);
    const headers = { ...tenantHeaders(), ...admin };
    const before = await centerProfile(page.request, 'demo');
    const upload = await page.request.post('/api/v1/file_uploads', {
      headers,
      multipart: { file: { name: 'logo-demo.png', mimeType: 'image/png', buffer: solidPng(96, 48) } },
    });
    expect(upload.status()).toBe(201);
    const logo = ((await upload.json()) as { data: { attributes: { url: string } } }).data.attributes.url;
    await page.request.patch('/api/v1/volunteer_centers/current/profile', {
      headers,
      data: {
        profile: { website_logo_url: logo, contact: { person_name: 'Carla Centrum', person_phone: '030 111 22 33' } },
      },
    });
    try {
      await page.goto('/auth/recover');
      await page.getByLabel(/^E-mailadres/).fill(demoLogins.volunteer);
      await page.getByRole('button', { name: 'Stuur me een link' }).click();
      await expect(page.getByText('Kijk in je mailbox')).toBeVisible();
      const colours = [mailColorsOf(before).brand, mailColorsOf(await centerProfile(page.request, 'demo')).brand];

      const reader = await page.context().browser()!.newPage();
      await openSignedIn(reader, demoLogins.superAdmin, '/dev/mail');
      await reader
        .getByText(/^Nieuw wachtwoord instellen voor/)
        .first()
        .click();
      const frame = reader.getByTitle(/^Opgemaakte e-mail: Nieuw wachtwoord instellen voor/).first();
      await expect(frame).toBeVisible();
      expect(await frame.getAttribute('sandbox')).toBe('');
      const html = (await frame.getAttribute('srcdoc')) ?? '';
      const header = /class="header" style="background-color: (#[0-9a-f]{6})/.exec(html)?.[1];
      expect(colours).toContain(header);
      // The logo as an absolute address on the tenant's own host.
      expect(html).toMatch(new RegExp(`src="http://(demo\\.)?localhost:\\d+${logo}"`));
      // This mail's own frame: other journeys' mails (sent while this logo is set) are listed too.
      const content = frame.contentFrame();
      await expect(content.getByRole('img', { name: /./ })).toBeVisible();
      await expect(content.getByText(/Vragen\? Neem contact op met Carla Centrum/)).toBeVisible();
      await expect(content.getByRole('link', { name: 'Nieuw wachtwoord instellen' })).toHaveAttribute(
        'href',
        /^http:\/\/(demo\.)?localhost:\d+\/auth\/reset\?/,
      );
    } finally {
      // Put the demo's own logo and contact details back for the other journeys.
      await page.request.patch('/api/v1/volunteer_centers/current/profile', {
        headers,
        data: { profile: { website_logo_url: before.websiteLogoUrl, contact: before.contact } },
      });
    }
  });
});
