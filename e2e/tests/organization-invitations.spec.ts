import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.ts';
import { linkPathIn, waitForMail } from '../support/mailbox.ts';
import { demoLogins, openSignedIn, signInThroughApi, tenantHeaders } from '../support/sessions.ts';

/** An e-mail address no other test uses. */
function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
}

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** The demo organisation (Stichting Buurtkracht), whose admin invites. */
async function demoOrganizationId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/organizations?filter[search]=Buurtkracht', { headers: tenantHeaders() });
  const organization = ((await response.json()) as { data: { id: string }[] }).data[0];
  if (!organization) throw new Error('no demo organisation');
  return organization.id;
}

/** A confirmed volunteer account made through the public sign-up. */
async function signUpVolunteer(request: APIRequestContext, email: string, password: string): Promise<void> {
  const signUp = await request.post('/auth', {
    headers: tenantHeaders(),
    data: { email, password, password_confirmation: password, first_name: 'Ilse', last_name: 'Uitgenodigd' },
  });
  expect(signUp.ok()).toBe(true);
  const confirmPath = linkPathIn(await waitForMail(request, email, /Bevestig je e-mailadres/), '/confirm');
  const token = new URL(confirmPath, 'http://localhost').searchParams.get('confirmation_token');
  await request.post('/api/v1/confirm', { headers: tenantHeaders(), data: { confirmation_token: token } });
}

/** The organisations the account works for, as the web app asks for them. */
async function organizationsOf(request: APIRequestContext, email: string, password: string): Promise<string[]> {
  const session = await signInThroughApi(request, email, password);
  const response = await request.get('/api/v1/current_organizations', { headers: { ...tenantHeaders(), ...session } });
  return ((await response.json()) as { data: { id: string }[] }).data.map((organization) => organization.id);
}

/** The demo organisation admin invites someone through the members section of the organisation page. */
async function inviteThroughMembersSection(browser: Browser, organizationId: string, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await openSignedIn(page, demoLogins.organizationAdmin, `/organizations/${organizationId}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Beheerders' })).toBeVisible();
  await page.getByLabel(/^E-mailadres/).fill(email);
  await page.getByLabel(/^Voornaam/).fill('Ilse');
  await page.getByLabel(/^Achternaam/).fill('Uitgenodigd');
  await page.getByRole('button', { name: 'Uitnodiging versturen' }).click();
  await expect(page.getByText(`Uitnodiging verstuurd naar ${email}`).first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Openstaande uitnodigingen' }).getByText(email)).toBeVisible();
  return page;
}

test.describe('organisation invitations', () => {
  test('an existing volunteer becomes admin only after accepting the invitation on a phone', async ({
    browser,
    request,
  }) => {
    const email = uniqueEmail('uitgenodigd');
    const password = 'Uitnodiging-aannemen-42';
    await signUpVolunteer(request, email, password);
    const organizationId = await demoOrganizationId(request);
    await inviteThroughMembersSection(browser, organizationId, email);
    expect(await organizationsOf(request, email, password)).not.toContain(organizationId);

    const mail = await waitForMail(request, email, /Uitnodiging: beheer Stichting Buurtkracht/);
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    const session = await signInThroughApi(page.request, email, password);
    await page.addInitScript((stored) => window.localStorage.setItem('volunteerly.session', JSON.stringify(stored)), {
      accessToken: session['access-token'],
      client: session.client,
      uid: session.uid,
    });
    await page.goto(linkPathIn(mail, '/organization-invitation'));
    await expect(page.getByRole('heading', { level: 1, name: 'Uitnodiging voor Stichting Buurtkracht' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aannemen' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Afslaan' })).toBeVisible();
    // Nothing sticks out sideways on a 390 px phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAccessibilityViolations(page);
    await page.screenshot({ path: test.info().outputPath('invitation-phone.png'), fullPage: true });

    await page.getByRole('button', { name: 'Aannemen' }).click();
    await expect(page.getByText('Uitnodiging aangenomen')).toBeVisible();
    expect(await organizationsOf(request, email, password)).toContain(organizationId);
    await context.close();
  });

  test('a new address chooses a password while accepting and then signs in', async ({ browser, request }) => {
    const email = uniqueEmail('nieuw-adres');
    const organizationId = await demoOrganizationId(request);
    await inviteThroughMembersSection(browser, organizationId, email);
    const mail = await waitForMail(request, email, /Uitnodiging: beheer Stichting Buurtkracht/);

    const page = await (await browser.newContext(phone)).newPage();
    await page.goto(linkPathIn(mail, '/organization-invitation'));
    await expect(page.getByRole('heading', { level: 2, name: 'Kies een wachtwoord' })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    const password = 'Nieuw-en-meteen-beheerder-7';
    await page.getByLabel(/^Wachtwoord/).fill(password);
    await page.getByLabel(/^Herhaal wachtwoord/).fill(password);
    await page.getByRole('button', { name: 'Wachtwoord opslaan en aannemen' }).click();
    await expect(page.getByText('Uitnodiging aangenomen')).toBeVisible();
    expect(await organizationsOf(request, email, password)).toContain(organizationId);
  });

  test('a revoked invitation stops working, and declining grants nothing', async ({ browser, request }) => {
    const organizationId = await demoOrganizationId(request);
    const revokedEmail = uniqueEmail('ingetrokken');
    const admin = await inviteThroughMembersSection(browser, organizationId, revokedEmail);
    await admin.getByRole('button', { name: `Uitnodiging voor ${revokedEmail} intrekken` }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Intrekken' }).click();
    await expect(admin.getByText(`Uitnodiging voor ${revokedEmail} ingetrokken`).first()).toBeVisible();
    const revokedMail = await waitForMail(request, revokedEmail, /Uitnodiging: beheer/);
    const page = await (await browser.newContext()).newPage();
    await page.goto(linkPathIn(revokedMail, '/organization-invitation'));
    await expect(page.getByText('Deze uitnodiging is al beantwoord of ingetrokken.')).toBeVisible();

    const email = uniqueEmail('slaat-af');
    const password = 'Liever-niet-dank-je-3';
    await signUpVolunteer(request, email, password);
    await inviteThroughMembersSection(browser, organizationId, email);
    const mail = await waitForMail(request, email, /Uitnodiging: beheer/);
    await page.goto(linkPathIn(mail, '/organization-invitation'));
    await page.getByRole('button', { name: 'Afslaan' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Afslaan' }).click();
    await expect(page.getByText('Uitnodiging afgeslagen')).toBeVisible();
    expect(await organizationsOf(request, email, password)).not.toContain(organizationId);
  });
});
