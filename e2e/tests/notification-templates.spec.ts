import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.ts';
import { waitForMail } from '../support/mailbox.ts';
import { demoLogins, openSignedIn, signInThroughApi, tenantHeaders } from '../support/sessions.ts';
import { demoOrganizationId, publishVacancyThroughApi, uniqueWord } from '../support/vacancies.ts';

/**
 * The distinctive subject the centre saves: the next acceptance mail can be recognised by it. It
 * keeps the default's opening, as a centre adding its own touch would: journeys running at the same
 * time on the same tenant (vacancies.spec) still know their acceptance mail by it.
 */
const customAcceptanceSubject =
  'Je aanmelding voor {{ vacancy }} is {{ status }}: welkom, {{ name }}! [eigen sjabloon]';

/** The demo volunteer applies to a new vacancy and the organisation accepts: what sends the mail. */
async function acceptAnApplication(request: APIRequestContext, title: string): Promise<void> {
  const vacancyId = await publishVacancyThroughApi(request, title);
  const volunteer = await signInThroughApi(request, demoLogins.volunteer);
  const applied = await request.post('/api/v1/applications', {
    headers: { ...tenantHeaders(), ...volunteer },
    data: { application: { vacancy_id: vacancyId, motivation: 'Ik doe graag boodschappen met buren.' } },
  });
  if (applied.status() !== 201) throw new Error(`applying failed: ${applied.status()} ${await applied.text()}`);
  const applicationId = ((await applied.json()) as { data: { id: string } }).data.id;
  const organization = await signInThroughApi(request, demoLogins.organizationAdmin);
  const accepted = await request.put(`/api/v1/applications/${applicationId}/status`, {
    headers: { ...tenantHeaders(), ...organization, 'Current-Organization-Id': await demoOrganizationId(request) },
    data: { status: 'accepted' },
  });
  if (!accepted.ok()) throw new Error(`accepting failed: ${accepted.status()} ${await accepted.text()}`);
}

/** The demo centre's own Dutch template of application_status_changed, if it has one (from an earlier run). */
async function ownTemplateId(request: APIRequestContext): Promise<string | undefined> {
  const session = await signInThroughApi(request, demoLogins.centerAdmin);
  const response = await request.get(
    '/api/v1/notification_templates?filter[event]=application_status_changed&filter[locale]=nl',
    { headers: { ...tenantHeaders(), ...session } },
  );
  const [template] = ((await response.json()) as { data: { id: string; attributes: { overridden: boolean } }[] }).data;
  return template?.attributes.overridden ? template.id : undefined;
}

test.describe('a centre’s own notification templates', () => {
  test('a centre admin changes the Dutch "application accepted" mail, previews it, saves it, the next acceptance mail uses it, and resets it', async ({
    page,
  }) => {
    // A template left by an interrupted run goes first, so the journey starts from the default.
    const left = await ownTemplateId(page.request);
    if (left) {
      const session = await signInThroughApi(page.request, demoLogins.centerAdmin);
      await page.request.delete(`/api/v1/notification_templates/${left}`, {
        headers: { ...tenantHeaders(), ...session },
      });
    }

    await openSignedIn(page, demoLogins.centerAdmin, '/notification_templates');
    await expect(page.getByRole('heading', { name: 'Berichtsjablonen', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Voor vrijwilligers', level: 2 })).toBeVisible();
    await page.getByRole('link', { name: 'Aanpassen: Status van een aanmelding gewijzigd, Nederlands' }).click();

    await expect(page).toHaveURL(/\/notification_templates\/add\?event=application_status_changed&locale=nl/);
    const subject = page.getByLabel(/^Onderwerp/);
    await expect(subject).toHaveValue('Je aanmelding voor {{ vacancy }} is {{ status }}');
    // The preview renders the default with sample values, in the centre's branded layout.
    const previewSubject = page.getByTestId('preview-subject');
    await expect(previewSubject).toHaveText('Je aanmelding voor Taalmaatje voor nieuwkomers is geaccepteerd');
    await expect(
      page.frameLocator('iframe[title="Voorbeeld van de e-mail"]').getByText('Hallo Anna de Boer,'),
    ).toBeVisible();

    // An unknown variable is refused with a message on the field.
    await subject.fill('Welkom {{ naam }}');
    await expect(page.getByText('"naam" is geen variabele van dit bericht.', { exact: false }).first()).toBeVisible();

    await subject.fill(customAcceptanceSubject);
    await expect(previewSubject).toHaveText(
      'Je aanmelding voor Taalmaatje voor nieuwkomers is geaccepteerd: welkom, Anna de Boer! [eigen sjabloon]',
    );

    // The mail's body is rich text: the variables are chips by their names, not Liquid.
    const body = page.getByRole('textbox', { name: 'Tekst van de e-mail' });
    await expect(body).toContainText('Hallo Naam van de ontvanger,');
    await expect(body).not.toContainText('{{');
    const mailFrame = page.frameLocator('iframe[title="Voorbeeld van de e-mail"]');
    // The organisation's message is a switch: off, the preview no longer shows the sample message.
    const organisationMessage = page.getByRole('checkbox', { name: 'Toon het bericht van de organisatie' });
    await expect(organisationMessage).toBeChecked();
    await expect(body).toContainText('Alleen als de organisatie een bericht meegeeft');
    await expect(mailFrame.getByText('Bericht van de organisatie: welkom in het team!')).toBeVisible();
    await organisationMessage.uncheck();
    await expect(mailFrame.getByText('Bericht van de organisatie: welkom in het team!')).toBeHidden();
    await expect(body).not.toContainText('Alleen als de organisatie een bericht meegeeft');
    // And on again: journeys on this tenant at the same time (vacancies.spec) expect the
    // organisation's message in their acceptance mail while this template is in use.
    await organisationMessage.check();
    await expect(mailFrame.getByText('Bericht van de organisatie: welkom in het team!')).toBeVisible();
    // A sentence of the centre's own at the end, with the vacancy as a chip from "Variabele invoegen".
    await body.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' We kijken uit naar je hulp bij ');
    await page.getByRole('button', { name: 'Variabele invoegen in Tekst van de e-mail' }).click();
    await page.getByRole('button', { name: /^Vacature/ }).click();
    await page.keyboard.type('!');
    await expect(mailFrame.getByText('We kijken uit naar je hulp bij Taalmaatje voor nieuwkomers!')).toBeVisible();
    // The plain text is made from it: no second box to keep in step.
    await expect(page.getByLabel(/platte tekst/i)).toHaveCount(0);
    await page.getByText('Platte tekst', { exact: true }).click();
    await expect(page.getByText(/We kijken uit naar je hulp bij Taalmaatje voor nieuwkomers!/).last()).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.getByRole('button', { name: 'Opslaan', exact: true }).click();

    await expect(page.getByRole('status').filter({ hasText: 'Je eigen tekst is opgeslagen.' }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/notification_templates\/\d+\/edit$/);
    await expect(page.getByLabel(/^Onderwerp/)).toHaveValue(customAcceptanceSubject);
    expect(await ownTemplateId(page.request)).toBeDefined();

    // The next acceptance mail to a Dutch-speaking volunteer uses the centre's own subject.
    const title = `Boodschappen ${uniqueWord('sjabloon')}`;
    await acceptAnApplication(page.request, title);
    const mail = await waitForMail(page.request, demoLogins.volunteer, new RegExp(`${title} is geaccepteerd`));
    expect(mail.subject).toMatch(
      /^Je aanmelding voor Boodschappen sjabloon[a-z]+ is geaccepteerd: welkom, .+! \[eigen sjabloon\]$/,
    );
    // The body the centre wrote in the rich editor, in the plain text made from it.
    expect(mail.text).toContain(`We kijken uit naar je hulp bij ${title}!`);

    await page.goto('/notification_templates');
    await expect(
      page.getByRole('link', { name: 'Bewerken: Status van een aanmelding gewijzigd, Nederlands' }),
    ).toBeVisible();

    // Reset to the default, after confirming: the other journeys' acceptance mails keep the default wording.
    await page.getByRole('link', { name: 'Bewerken: Status van een aanmelding gewijzigd, Nederlands' }).click();
    await page.getByRole('button', { name: 'Terug naar standaardtekst' }).click();
    await page
      .getByRole('dialog', { name: 'Terug naar de standaardtekst?' })
      .getByRole('button', { name: 'Terugzetten' })
      .click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Het bericht gebruikt weer de standaardtekst.' }).first(),
    ).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Aanpassen: Status van een aanmelding gewijzigd, Nederlands' }),
    ).toBeVisible();
    expect(await ownTemplateId(page.request)).toBeUndefined();
  });
});
