import { expect, test } from '@playwright/test';
import { linkPathIn, waitForMail } from '../support/mailbox.ts';
import { demoLogins, openSignedInPage } from '../support/sessions.ts';
import { publishVacancyThroughApi, uniqueWord } from '../support/vacancies.ts';

test.describe('vacancies and applications', () => {
  test('an organisation publishes a vacancy, a volunteer finds it on a phone and applies, the organisation accepts', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const word = uniqueWord('Wandelmaatje');
    const title = `${word} voor ouderen in Lombok`;

    // The organisation writes and publishes the vacancy.
    const organization = await openSignedInPage(browser, demoLogins.organizationAdmin, '/vacancies/add');
    await expect(organization.getByRole('heading', { level: 1, name: 'Vacature toevoegen' })).toBeVisible();
    await organization.getByLabel(/^Titel/).fill(title);
    await organization
      .getByLabel(/^Korte samenvatting/)
      .fill('Maak elke week een wandeling met een oudere buurtbewoner.');
    const description = organization.getByRole('textbox', { name: /^Beschrijving/ });
    await description.click();
    await organization.keyboard.type('Je wandelt een uur met iemand die niet meer alleen op pad gaat.');
    await organization.getByRole('radio', { name: 'Op een adres' }).check();
    await organization.getByLabel(/^Straat/).fill('Kanaalstraat');
    await organization.getByLabel(/^Huisnummer/).fill('20');
    await organization.getByLabel(/^Postcode/).fill('3531 CM');
    await organization.getByLabel(/^Plaats/).fill('Utrecht');
    await organization.getByRole('radio', { name: 'Terugkerend' }).check();
    await organization.getByLabel(/^Uren per week/).fill('2');
    await organization.getByRole('button', { name: 'Vraag toevoegen' }).click();
    await organization.getByLabel(/^Vraag 1/).fill('Op welke dag kun je het best?');
    await organization.getByRole('button', { name: 'Publiceren', exact: true }).click();
    await expect(organization.getByRole('status').filter({ hasText: `‘${title}’ is gepubliceerd.` })).toBeVisible();

    // A volunteer on a phone finds it by a word and by distance from a postcode nearby.
    const volunteer = await openSignedInPage(browser, demoLogins.volunteer, '/vacancies/search', true);
    await volunteer.getByLabel(/^Waar ben je naar op zoek/).fill(word.toLowerCase());
    await volunteer.getByLabel(/^Postcode/).fill('3511 AB');
    await volunteer.getByLabel(/^Postcode/).press('Enter');
    await expect(volunteer).toHaveURL(/postcode=3511/);
    await expect(volunteer.getByText('1 vacature gevonden')).toBeVisible();
    await volunteer.getByRole('link', { name: title }).click();
    await expect(volunteer.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await volunteer.getByLabel(/^Motivatie/).fill('Ik wandel graag en heb op dinsdag tijd voor een buurtgenoot.');
    await volunteer.getByLabel(/^Op welke dag kun je het best/).fill('Dinsdagochtend');
    await volunteer.getByRole('button', { name: 'Aanmelden', exact: true }).click();
    await expect(volunteer.getByText('Je aanmelding is verstuurd')).toBeVisible();

    // The organisation sees the application and accepts it with a message.
    await organization.goto('/applications');
    await expect(organization.getByRole('heading', { level: 1, name: 'Aanmeldingen' })).toBeVisible();
    const row = organization.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Vera Vrijwilliger');
    await row.getByRole('link', { name: /Bekijken/ }).click();
    await expect(organization.getByRole('heading', { level: 1, name: `Aanmelding voor ${title}` })).toBeVisible();
    await organization.getByRole('button', { name: 'Accepteren' }).click();
    const dialog = organization.getByRole('dialog');
    await dialog.getByLabel(/^Bericht aan de aanmelder/).fill('Welkom! We bellen je deze week.');
    await dialog.getByRole('button', { name: 'Accepteren' }).click();
    await expect(organization.getByRole('status').filter({ hasText: 'De aanmelding is geaccepteerd' })).toBeVisible();

    // The volunteer gets the mail and sees the new status.
    const mail = await waitForMail(volunteer.request, demoLogins.volunteer, new RegExp(`Je aanmelding voor ${word}`));
    expect(mail.text).toContain('Welkom! We bellen je deze week.');
    await volunteer.goto('/applications');
    const mine = volunteer.getByRole('listitem').filter({ hasText: title });
    await expect(mine).toContainText('Geaccepteerd');
  });

  test('a guest applies without an account and confirms by mail', async ({ page }) => {
    const title = `${uniqueWord('Boodschappenhulp')} in de Wijk`;
    const vacancyId = await publishVacancyThroughApi(page.request, title);
    const email = `${uniqueWord('gast')}@example.org`;

    await page.goto(`/vacancies/${vacancyId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page.getByLabel(/^Naam/).fill('Gerrit Gast');
    await page.getByLabel(/^E-mailadres/).fill(email);
    await page.getByLabel(/^Motivatie/).fill('Ik heb een auto en help graag met de boodschappen.');
    await page.getByRole('button', { name: 'Aanmelden', exact: true }).click();
    await expect(page.getByText('Bijna klaar: check je e-mail')).toBeVisible();

    const confirmation = await waitForMail(page.request, email, /Bevestig je aanmelding/);
    await page.goto(linkPathIn(confirmation, '/confirm'));
    await expect(page.getByText(/Je aanmelding voor .* is bevestigd/)).toBeVisible();
    // The same link again (a double click, a mail scanner first): confirmed, not a failure.
    await page.goto(linkPathIn(confirmation, '/confirm'));
    await expect(page.getByText(`Je aanmelding voor ${title} is al bevestigd`)).toBeVisible();
    await expect(page.getByText('Bevestigen is niet gelukt')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Naar de vacature' })).toHaveAttribute(
      'href',
      `/vacancies/${vacancyId}`,
    );
    // Now the organisation hears of it.
    await waitForMail(page.request, demoLogins.organizationAdmin, new RegExp(`Nieuwe aanmelding voor ${title}`));
  });

  test('a shared vacancy link carries its title, description, preview image and JobPosting in the HTML', async ({
    request,
  }) => {
    const title = `${uniqueWord('Gastvrouw')} in het Wijkcentrum`;
    const vacancyId = await publishVacancyThroughApi(request, title, {
      image_url: 'https://beeldbank.example.org/gastvrouw.jpg',
    });
    // What WhatsApp, Facebook and search engines read: the HTML as served, no script run.
    const response = await request.get(`/vacancies/${vacancyId}`, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${title} - Volunteerly Demo</title>`);
    expect(html).toContain(
      '<meta name="description" content="Samen boodschappen doen met buurtbewoners die dat niet meer alleen kunnen." />',
    );
    expect(html).toContain('<meta property="og:image" content="https://beeldbank.example.org/gastvrouw.jpg" />');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({
      '@type': 'JobPosting',
      title,
      employmentType: 'VOLUNTEER',
      directApply: true,
      hiringOrganization: { name: expect.stringContaining('Buurtkracht') },
      jobLocation: { address: { addressLocality: 'Utrecht', postalCode: '3511AB' } },
    });
  });

  test("an anonymous visitor opens the organisation's profile from a vacancy", async ({ page }) => {
    const title = `${uniqueWord('Voorleesmaatje')} in de Bibliotheek`;
    const vacancyId = await publishVacancyThroughApi(page.request, title);

    await page.goto(`/vacancies/${vacancyId}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: /Buurtkracht/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/organizations\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: /Buurtkracht/ })).toBeVisible();
    // Its open vacancies, ours among them; the contact person and members stay for signed-in roles.
    await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByText('Contactpersoon', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Bewerken' })).toHaveCount(0);
  });

  test('an organisation closes three vacancies at once', async ({ browser }) => {
    const prefix = uniqueWord('Bulksluiting');
    const organization = await openSignedInPage(browser, demoLogins.organizationAdmin, '/dashboard');
    for (const number of [1, 2, 3])
      await publishVacancyThroughApi(organization.request, `${prefix} vacature ${number}`);

    await organization.goto(`/vacancies?search=${prefix}`);
    const table = organization.getByRole('table', { name: /Vacatures/ });
    await expect(table.getByRole('row')).toHaveCount(4);
    await organization.getByRole('checkbox', { name: 'Alle vacatures op deze pagina selecteren' }).check();
    const toolbar = organization.getByRole('region', { name: 'Geselecteerde vacatures' });
    await expect(toolbar).toContainText('3 geselecteerd');
    await toolbar.getByRole('button', { name: 'Sluiten' }).click();
    await organization.getByRole('dialog').getByRole('button', { name: '3 vacatures sluiten' }).click();
    await expect(organization.getByRole('status').filter({ hasText: '3 vacatures gesloten.' })).toBeVisible();
    await expect(table.getByText('Gesloten')).toHaveCount(3);
  });
});
