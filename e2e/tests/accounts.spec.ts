import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { linkPathIn, waitForMail } from '../support/mailbox.ts';
import { demoLogins, demoPassword, openSignedIn, signInThroughApi, tenantHeaders } from '../support/sessions.ts';
import { tenantUrl } from '../support/urls.ts';

/** An e-mail address no other test uses. */
function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
}

async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(/^E-mailadres/).fill(email);
  await page.getByLabel(/^Wachtwoord/).fill(password);
  await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
}

/** The header's account menu button, named after the signed-in user. */
function accountMenuButton(page: Page, name: string) {
  return page.getByRole('banner').getByRole('button', { name });
}

async function signOutThroughMenu(page: Page, name: string): Promise<void> {
  await accountMenuButton(page, name).click();
  await page.getByRole('banner').getByRole('link', { name: 'Uitloggen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Je bent uitgelogd' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toBeVisible();
}

test.describe('accounts', () => {
  test('sign up, confirm by mail, sign in and sign out', async ({ page }) => {
    const email = uniqueEmail('aanmelder');
    const password = 'Fietsen-langs-de-Vecht-7';

    await page.goto('/signup');
    await page.getByLabel(/^Voornaam/).fill('Femke');
    await page.getByLabel(/^Achternaam/).fill('Aanmelder');
    await page.getByLabel(/^E-mailadres/).fill(email);
    await page.getByLabel(/^Wachtwoord/).fill(password);
    await page.getByLabel(/^Herhaal je wachtwoord/).fill(password);
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await expect(page).toHaveURL(/\/signup\/success/);
    await expect(page.getByText(email)).toBeVisible();

    // Not confirmed yet: signing in is refused with the reason.
    await page.goto('/inloggen');
    await signInWithForm(page, email, password);
    await expect(page.getByText('Je moet eerst je e-mailadres bevestigen', { exact: false })).toBeVisible();

    const mail = await waitForMail(page.request, email, /Bevestig je e-mailadres/);
    await page.goto(linkPathIn(mail, '/confirm'));
    await expect(page.getByText('Je e-mailadres is bevestigd')).toBeVisible();

    await page.goto('/inloggen');
    await signInWithForm(page, email, password);
    await expect(accountMenuButton(page, 'Femke')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welkom, Femke' })).toBeVisible();

    // Edit the profile through the account menu.
    await accountMenuButton(page, 'Femke').click();
    await page.getByRole('banner').getByRole('link', { name: 'Mijn profiel' }).click();
    await page.getByRole('link', { name: 'Profiel bewerken' }).first().click();
    await page.getByLabel(/^Voornaam/).fill('Fenna');
    await page.getByLabel(/^Woonplaats/).fill('Utrecht');
    // Skills come from the centre's list, with anything else written under "Anders, namelijk".
    const skillChoices = page.getByRole('group', { name: 'Vaardigheden' });
    await skillChoices.getByRole('checkbox', { name: 'Koken' }).check();
    await skillChoices.getByLabel('Anders, namelijk …').fill('jongleren');
    await page.getByRole('group', { name: 'Dinsdag' }).getByLabel('Avond').check();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText('Je profiel is opgeslagen', { exact: true }).first()).toBeVisible();
    await page.goto('/profiel');
    await expect(page.getByRole('heading', { level: 1, name: 'Fenna Aanmelder' })).toBeVisible();
    const skills = page.getByRole('list', { name: 'Vaardigheden' });
    await expect(skills.getByRole('listitem')).toHaveText(['Koken', 'jongleren']);
    await expect(page.getByRole('main').getByText('Utrecht')).toBeVisible();

    await signOutThroughMenu(page, 'Fenna');
  });

  test('sign-in remembers the page it came from', async ({ page }) => {
    await page.goto('/auth/token');
    await expect(page).toHaveURL(/\/auth\/login-1/);
    await signInWithForm(page, demoLogins.volunteer, demoPassword);
    await expect(page).toHaveURL(/\/auth\/token$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mijn apparaten' })).toBeVisible();
  });

  test('a wrong password is refused without saying whether the account exists', async ({ page }) => {
    await page.goto('/inloggen');
    await signInWithForm(page, demoLogins.volunteer, 'Niet-het-goede-wachtwoord');
    const known = page.getByText(/Ongeldige inloggegevens|Invalid login credentials/);
    await expect(known).toBeVisible();
    const knownText = await known.textContent();
    await page.reload();
    await signInWithForm(page, uniqueEmail('onbekend'), 'Niet-het-goede-wachtwoord');
    await expect(page.getByText(knownText ?? '', { exact: true })).toBeVisible();
  });

  test('password reset by mail', async ({ page }) => {
    // A fresh account, so changing its password cannot disturb other tests.
    const email = uniqueEmail('vergeetachtig');
    await page.goto('/signup');
    await page.getByLabel(/^Voornaam/).fill('Vera');
    await page.getByLabel(/^Achternaam/).fill('Vergeet');
    await page.getByLabel(/^E-mailadres/).fill(email);
    await page.getByLabel(/^Wachtwoord/).fill('Eerste-wachtwoord-2026');
    await page.getByLabel(/^Herhaal je wachtwoord/).fill('Eerste-wachtwoord-2026');
    await page.getByRole('button', { name: 'Account aanmaken' }).click();
    await page.goto(linkPathIn(await waitForMail(page.request, email, /Bevestig je e-mailadres/), '/confirm'));
    await expect(page.getByText('Je e-mailadres is bevestigd')).toBeVisible();

    await page.goto('/inloggen');
    // The server's sign-in page is taken over by the app: a click before that can be lost with it.
    await page.locator('html[data-color-mode]').waitFor({ state: 'attached' });
    await page.getByRole('link', { name: 'Wachtwoord vergeten?' }).click();
    // The sign-in page has an e-mail field too: wait for the recovery page before filling one in.
    await expect(page.getByRole('heading', { level: 1, name: 'Wachtwoord vergeten' })).toBeVisible();
    await page.getByLabel(/^E-mailadres/).fill(email);
    await page.getByRole('button', { name: 'Stuur me een link' }).click();
    await expect(page.getByText('Kijk in je mailbox')).toBeVisible();

    const mail = await waitForMail(page.request, email, /Nieuw wachtwoord instellen/);
    const resetPath = linkPathIn(mail, '/auth/reset');
    await page.goto(resetPath);
    await page.getByLabel(/^Nieuw wachtwoord/).fill('Tweede-wachtwoord-2026');
    await page.getByLabel(/^Herhaal je wachtwoord/).fill('Tweede-wachtwoord-2026');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.getByText('Je wachtwoord is opgeslagen', { exact: true })).toBeVisible();

    // The link is single-use.
    await page.goto(resetPath);
    await page.getByLabel(/^Nieuw wachtwoord/).fill('Derde-wachtwoord-2026');
    await page.getByLabel(/^Herhaal je wachtwoord/).fill('Derde-wachtwoord-2026');
    await page.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(page.getByText('Deze link werkt niet meer')).toBeVisible();

    await page.goto('/inloggen');
    await signInWithForm(page, email, 'Tweede-wachtwoord-2026');
    await expect(accountMenuButton(page, 'Vera')).toBeVisible();
  });

  test("signing in on another partner's website shows the wrong-center screen", async ({ page }) => {
    await page.goto(tenantUrl('vacaturebank', '/inloggen'));
    await signInWithForm(page, demoLogins.volunteer, demoPassword);
    await expect(page.getByRole('heading', { level: 1, name: 'Ingelogd op de verkeerde website' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Terug naar de startpagina' })).toBeVisible();
  });

  test('an administrator invites a user, who chooses a password from the mail', async ({ page }) => {
    const email = uniqueEmail('genodigde');
    await openSignedIn(page, demoLogins.centerAdmin, '/users');
    await page.getByRole('link', { name: 'Gebruiker toevoegen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gebruiker toevoegen' })).toBeVisible();
    await page.getByLabel(/^E-mailadres/).fill(email);
    await page.getByLabel(/^Voornaam/).fill('Gijs');
    await page.getByLabel(/^Achternaam/).fill('Genodigd');
    await page.getByRole('button', { name: 'Uitnodigen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Gijs Genodigd' })).toBeVisible();
    await expect(page.getByText('Uitgenodigd', { exact: true })).toBeVisible();

    const mail = await waitForMail(page.request, email, /Je bent uitgenodigd/);
    const invited = await page.context().browser()!.newContext({ locale: 'nl-NL', baseURL: page.url() });
    const invitedPage = await invited.newPage();
    await invitedPage.goto(linkPathIn(mail, '/auth/reset'));
    await invitedPage.getByLabel(/^Nieuw wachtwoord/).fill('Gekozen-wachtwoord-2026');
    await invitedPage.getByLabel(/^Herhaal je wachtwoord/).fill('Gekozen-wachtwoord-2026');
    await invitedPage.getByRole('button', { name: 'Wachtwoord opslaan' }).click();
    await expect(invitedPage).toHaveURL(/\/inloggen/);
    await signInWithForm(invitedPage, email, 'Gekozen-wachtwoord-2026');
    await expect(accountMenuButton(invitedPage, 'Gijs')).toBeVisible();
    await invited.close();

    // The administrator sees the account active now.
    await page.reload();
    await expect(page.getByText('Actief', { exact: true })).toBeVisible();
  });

  test('an administrator adds a role and takes it away again', async ({ page }) => {
    const email = uniqueEmail('rolhouder');
    const session = await signInThroughApi(page.request, demoLogins.centerAdmin);
    const created = await page.request.post('/api/v1/users', {
      headers: { ...tenantHeaders(), ...session },
      data: { user: { email, first_name: 'Rob', last_name: 'Rolhouder' } },
    });
    const userId = ((await created.json()) as { data: { id: string } }).data.id;

    await openSignedIn(page, demoLogins.centerAdmin, `/users/${userId}`);
    await expect(page.getByText('Deze gebruiker heeft geen beheerrollen.')).toBeVisible();
    await page.getByRole('link', { name: 'Rol toevoegen' }).click();
    await page.getByLabel('Rol', { exact: true }).selectOption('admin');
    await page
      .getByRole('main')
      .getByLabel('Organisatie', { exact: true })
      .selectOption({ label: 'Stichting Buurtkracht' });
    await page.getByRole('button', { name: 'Rol toevoegen' }).click();
    await expect(page.getByText('Beheerder organisatie van Stichting Buurtkracht')).toBeVisible();

    await page.getByRole('button', { name: 'Rol afnemen: Beheerder organisatie van Stichting Buurtkracht' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      'Rob Rolhouder is daarna geen Beheerder organisatie van Stichting Buurtkracht meer.',
    );
    await dialog.getByRole('button', { name: 'Rol afnemen' }).click();
    await expect(page.getByText('Deze gebruiker heeft geen beheerrollen.')).toBeVisible();
  });

  test('a volunteer downloads their data and deletes their account', async ({ page }) => {
    const email = uniqueEmail('vertrekker');
    const password = 'Vertrekken-is-ook-goed-1';
    const signUp = await page.request.post('/auth', {
      headers: tenantHeaders(),
      data: {
        email,
        password,
        password_confirmation: password,
        first_name: 'Vera',
        last_name: 'Vertrek',
        locale: 'nl',
      },
    });
    expect(signUp.ok()).toBe(true);
    const confirmPath = linkPathIn(await waitForMail(page.request, email, /Bevestig je e-mailadres/), '/confirm');
    const token = new URL(confirmPath, 'http://localhost').searchParams.get('confirmation_token');
    await page.request.post('/api/v1/confirm', { headers: tenantHeaders(), data: { confirmation_token: token } });

    await page.goto('/inloggen?redirect=%2Faccount%2Fverwijderen');
    await signInWithForm(page, email, password);
    await expect(page.getByRole('heading', { level: 1, name: 'Account verwijderen' })).toBeVisible();

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Mijn gegevens downloaden' }).click();
    const download = await downloadPromise;
    const exported = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as { user: { email: string } };
    expect(exported.user.email).toBe(email);

    await page.getByLabel(/^Wachtwoord/).fill('Niet-mijn-wachtwoord');
    await page.getByRole('button', { name: 'Mijn account verwijderen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ja, verwijder mijn account' }).click();
    await expect(page.getByText('Het wachtwoord klopt niet.')).toBeVisible();

    await page.getByLabel(/^Wachtwoord/).fill(password);
    await page.getByRole('button', { name: 'Mijn account verwijderen' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ja, verwijder mijn account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Je account is verwijderd' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Inloggen' })).toBeVisible();

    const again = await page.request.post('/auth/sign_in', { headers: tenantHeaders(), data: { email, password } });
    expect(again.status()).toBe(401);
  });
});
