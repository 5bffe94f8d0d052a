import { expect, test, type APIRequestContext } from '@playwright/test';
import { linkPathIn, waitForMail } from '../support/mailbox.ts';
import { demoLogins, signInThroughApi, tenantHeaders } from '../support/sessions.ts';
import { publishVacancyThroughApi, uniqueWord } from '../support/vacancies.ts';

const password = 'Elke-week-nieuwe-vacatures-1';
const digestSubject = /Nieuwe vacatures voor jou/;

/** A confirmed volunteer of the demo tenant who asked for the weekly digest; answers their address. */
async function weeklyVolunteer(request: APIRequestContext): Promise<string> {
  const email = `${uniqueWord('wekelijks')}@example.org`;
  const signUp = await request.post('/auth', {
    headers: tenantHeaders(),
    data: { email, password, password_confirmation: password, first_name: 'Wies', last_name: 'Weekmail', locale: 'nl' },
  });
  expect(signUp.ok()).toBe(true);
  const confirmPath = linkPathIn(await waitForMail(request, email, /Bevestig je e-mailadres/), '/confirm');
  const token = new URL(confirmPath, 'http://localhost').searchParams.get('confirmation_token');
  await request.post('/api/v1/confirm', { headers: tenantHeaders(), data: { confirmation_token: token } });
  const session = await signInThroughApi(request, email, password);
  const update = await request.patch('/api/v1/current_user', {
    headers: { ...tenantHeaders(), ...session },
    data: { user: { digest_frequency: 'weekly' } },
  });
  expect(update.ok()).toBe(true);
  return email;
}

/** The demo super admin starts the tenant's digest run now; answers how many it queued. */
async function runDigests(request: APIRequestContext): Promise<number> {
  const session = await signInThroughApi(request, demoLogins.superAdmin);
  const response = await request.post('/api/v1/digests/run', { headers: { ...tenantHeaders(), ...session } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { meta: { queued: number } }).meta.queued;
}

/** How many digests reached an address (read as the operator does, on the dev mail endpoint). */
async function digestsTo(request: APIRequestContext, email: string): Promise<number> {
  const session = await signInThroughApi(request, demoLogins.superAdmin);
  const response = await request.get('/api/v1/dev/mails?page[size]=100', {
    headers: { ...tenantHeaders(), ...session },
  });
  const mails = ((await response.json()) as { data: { attributes: { recipients: string[]; subject: string } }[] }).data;
  return mails.filter(
    (mail) => mail.attributes.recipients.includes(email) && digestSubject.test(mail.attributes.subject),
  ).length;
}

test.describe('the periodic mail', () => {
  test('a digest with new matching vacancies, once per period, and its link unsubscribes signed out', async ({
    page,
    browser,
  }) => {
    const email = await weeklyVolunteer(page.request);
    const title = `Boodschappenmaatje ${uniqueWord('digest')}`;
    await publishVacancyThroughApi(page.request, title);

    expect(await runDigests(page.request)).toBeGreaterThanOrEqual(1);
    const mail = await waitForMail(page.request, email, digestSubject);
    expect(mail.text).toContain(title);
    expect(mail.text).toContain('Hallo Wies');

    // A second run in the same week queues nothing (every due volunteer had theirs), so this
    // volunteer has exactly the one digest, now and later.
    expect(await runDigests(page.request)).toBe(0);
    expect(await digestsTo(page.request, email)).toBe(1);

    // The link in the mail works in a browser that never signed in.
    const signedOut = await browser.newContext();
    const reader = await signedOut.newPage();
    await reader.goto(linkPathIn(mail, '/periodieke-mail/afmelden'));
    await expect(reader.getByRole('heading', { level: 1, name: 'Afmelden voor de periodieke mail' })).toBeVisible();
    await expect(reader.getByText(/Je krijgt nu elke week een e-mail met nieuwe vacatures/)).toBeVisible();
    await reader.getByRole('button', { name: 'Afmelden' }).click();
    await expect(reader.getByText('Je bent afgemeld')).toBeVisible();
    await expect(reader.getByRole('link', { name: 'Periodieke mail instellen' })).toBeVisible();
    await signedOut.close();

    const session = await signInThroughApi(page.request, email, password);
    const user = await page.request.get('/api/v1/current_user', { headers: { ...tenantHeaders(), ...session } });
    expect(
      ((await user.json()) as { data: { attributes: { digest_frequency: string } } }).data.attributes,
    ).toMatchObject({
      digest_frequency: 'never',
    });
  });

  test('a forged unsubscribe link says it does not work and changes nothing', async ({ page }) => {
    await page.goto('/periodieke-mail/afmelden?token=v1.1.1.vervalst');
    await expect(page.getByText('Deze afmeldlink werkt niet')).toBeVisible();
    await expect(page.getByText(/Misschien is de link onvolledig of veranderd/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Afmelden' })).toHaveCount(0);
  });
});
