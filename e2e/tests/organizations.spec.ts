import { expect, test, type Browser, type Page } from '@playwright/test';
import { linkPathIn, waitForMail } from '../support/mailbox.ts';
import { demoLogins, demoPassword, openSignedIn } from '../support/sessions.ts';

/** A name and an e-mail address no other test uses. */
function unique(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
}

async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(/^E-mailadres/).fill(email);
  await page.getByLabel(/^Wachtwoord/).fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}

/** Signs an organisation up through the public form and confirms its admin's e-mail address. */
async function signUpOrganization(page: Page, name: string, email: string, password: string): Promise<void> {
  await page.goto('/organizations/signup');
  await page.getByLabel(/^Naam van de organisatie/).fill(name);
  await page.getByLabel(/^Soort organisatie/).selectOption('Association');
  await page.getByLabel(/^Beschrijving/).fill('Wij repareren samen spullen in de wijk.');
  await page.getByLabel(/^KvK-nummer/).fill('11223344');
  await page.getByLabel(/^Straat/).fill('Kanaalstraat');
  await page.getByLabel(/^Huisnummer/).fill('12');
  await page.getByLabel(/^Postcode/).fill('3531 CM');
  await page.getByLabel(/^Plaats/).fill('Utrecht');
  await page.getByLabel(/^Voornaam/).fill('Robin');
  await page.getByLabel(/^Achternaam/).fill('Reparateur');
  await page.getByLabel(/^Jouw e-mailadres/).fill(email);
  await page.getByLabel(/^Wachtwoord/).fill(password);
  await page.getByLabel(/^Herhaal wachtwoord/).fill(password);
  await page.getByRole('button', { name: 'Registreren' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor je registratie' })).toBeVisible();
  await expect(page.getByText(`We hebben de registratie van ${name} ontvangen.`)).toBeVisible();

  const confirmation = await waitForMail(page.request, email, /Bevestig je e-mailadres/);
  await page.goto(linkPathIn(confirmation, '/confirm'));
  await expect(page.getByText('Je e-mailadres is bevestigd')).toBeVisible();
}

/** A page of a new browser context, signed in as the demo centre admin. */
async function centerAdminPage(browser: Browser, path: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await openSignedIn(page, demoLogins.centerAdmin, path);
  return page;
}

test.describe('organisations', () => {
  test('an organisation signs up, the centre approves it, and its admin edits the profile', async ({
    page,
    browser,
  }) => {
    const name = unique('Repair Café');
    const email = `${unique('repair')}@example.org`;
    const password = 'Samen-repareren-in-Lombok-3';
    await signUpOrganization(page, name, email, password);

    const centre = await centerAdminPage(browser, '/organizations/approve');
    await expect(centre.getByRole('heading', { level: 1, name: 'Registraties van organisaties' })).toBeVisible();
    await expect(centre.getByRole('link', { name })).toBeVisible();
    await centre.getByRole('button', { name: `Goedkeuren ${name}` }).click();
    await expect(centre.getByText(`${name} is goedgekeurd`, { exact: true }).first()).toBeVisible();
    await expect(centre.getByRole('link', { name })).toHaveCount(0);
    await centre.context().close();

    const approval = await waitForMail(page.request, email, /is goedgekeurd/);
    // The approved profile is public: the link shows it before signing in, without the admin's tools.
    await page.goto(linkPathIn(approval, '/organizations/'));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Wij repareren samen spullen in de wijk.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bewerken' })).toHaveCount(0);
    await page.getByRole('banner').getByRole('link', { name: 'Inloggen' }).click();
    await signInWithForm(page, email, password);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    await page.getByRole('link', { name: 'Bewerken' }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${name} bewerken` })).toBeVisible();
    await page.getByLabel(/^Beschrijving/).fill('Elke zaterdag repareren we samen fietsen en lampen.');
    await page.getByLabel(/^Website/).fill('https://repaircafe.example.org');
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Elke zaterdag repareren we samen fietsen en lampen.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'repaircafe.example.org' })).toBeVisible();

    // The approved organisation is now in the public list, and on the map.
    await page.goto(`/organizations?search=${encodeURIComponent(name)}`);
    await expect(page.getByRole('link', { name })).toBeVisible();
  });

  test('the centre denies a sign-up with a reason, which reaches the organisation by mail', async ({
    page,
    browser,
  }) => {
    const name = unique('Twijfelclub');
    const email = `${unique('twijfel')}@example.org`;
    await signUpOrganization(page, name, email, 'Nog-even-twijfelen-aub-9');

    const centre = await centerAdminPage(browser, '/organizations/approve');
    await centre.getByRole('button', { name: `Afwijzen ${name}` }).click();
    const dialog = centre.getByRole('dialog', { name: `${name} afwijzen` });
    await dialog.getByRole('button', { name: 'Afwijzen' }).click();
    await expect(dialog.getByText('Geef een reden van minstens 5 tekens.')).toBeVisible();
    await dialog.getByLabel('Reden van afwijzing').fill('We missen jullie KvK-inschrijving als vereniging.');
    await dialog.getByRole('button', { name: 'Afwijzen' }).click();
    await expect(centre.getByText(`${name} is afgewezen`, { exact: true }).first()).toBeVisible();
    await centre.context().close();

    const denial = await waitForMail(page.request, email, /is afgewezen/);
    expect(denial.text).toContain('We missen jullie KvK-inschrijving als vereniging.');
  });

  test('the move page refuses where the tenant has moving organisations switched off', async ({ page }) => {
    // The demo tenant allows moving (decision 016); the vacaturebank follows the installation, which does not.
    await openSignedIn(page, demoLogins.vacaturebankCenterAdmin, '/organizations', 'vacaturebank');
    await page.getByRole('link', { name: 'Buurthuis De Rivier' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Buurthuis De Rivier' })).toBeVisible();
    await page.getByRole('link', { name: 'Verhuizen' }).click();
    await expect(page.getByText('Verhuizen staat uit')).toBeVisible();
    await expect(page.getByLabel('Nieuw vrijwilligerscentrum')).toHaveCount(0);
  });

  test.describe('where the tenant has moving switched on', () => {
    test('a centre admin moves an organisation to the other centre of the website', async ({ page }) => {
      await openSignedIn(page, demoLogins.centerAdmin, '/organizations');
      // The demo region has more organisations than one page shows: the admin looks it up.
      await page.getByRole('searchbox', { name: 'Zoeken op naam of plaats' }).fill('Voedselbank Utrecht');
      await page.getByRole('link', { name: 'Voedselbank Utrecht' }).click();
      await page.getByRole('link', { name: 'Verhuizen' }).click();
      await expect(page.getByText(/Voedselbank Utrecht hoort nu bij Vrijwilligerscentrum Demo\./)).toBeVisible();
      await page.getByLabel('Nieuw vrijwilligerscentrum').selectOption({ label: 'Vrijwilligerscentrum Demo Noord' });
      await page.getByRole('button', { name: 'Verhuizen' }).click();
      await expect(page.getByText('Voedselbank Utrecht is verhuisd', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Voedselbank Utrecht' })).toBeVisible();
      // It is Noord's now (decision 008): this centre admin can no longer move or edit it.
      await expect(page.getByRole('link', { name: 'Verhuizen' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Bewerken' })).toHaveCount(0);
    });
  });

  test('an organisation admin cannot reach the approval queue', async ({ page }) => {
    await openSignedIn(page, demoLogins.organizationAdmin, '/organizations/approve');
    await expect(page.getByRole('heading', { level: 1, name: 'Toegang geweigerd' })).toBeVisible();
  });

  test('the centre admin signs in and lands on the queue with the demo sign-up', async ({ page }) => {
    await page.goto('/inloggen?redirect=%2Forganizations%2Fapprove');
    await signInWithForm(page, demoLogins.centerAdmin, demoPassword);
    await expect(page.getByRole('heading', { level: 1, name: 'Registraties van organisaties' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Repair Café Lombok' })).toBeVisible();
  });
});
