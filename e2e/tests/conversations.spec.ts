import { expect, test } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.ts';
import { waitForMail } from '../support/mailbox.ts';
import { demoLogins, openSignedInPage, signInThroughApi, tenantHeaders } from '../support/sessions.ts';
import { publishVacancyThroughApi, uniqueWord } from '../support/vacancies.ts';

test.describe('conversations', () => {
  test('the organisation replies in a conversation started from an application; the volunteer reads it and gets the mail', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const word = uniqueWord('Tuinhulp');
    const title = `${word} bij het buurthuis`;
    const vacancyId = await publishVacancyThroughApi((await browser.newContext()).request, title);

    // The demo volunteer applies (through the API: the journey is about the conversation).
    const volunteerRequest = (await browser.newContext()).request;
    const session = await signInThroughApi(volunteerRequest, demoLogins.volunteer);
    const applied = await volunteerRequest.post('/api/v1/applications', {
      headers: { ...tenantHeaders(), ...session },
      data: { application: { vacancy_id: vacancyId, motivation: 'Ik werk graag buiten en heb zaterdag tijd.' } },
    });
    expect(applied.status(), await applied.text()).toBe(201);
    const applicationId = ((await applied.json()) as { data: { id: string } }).data.id;

    // The organisation opens the application and sends a message from it.
    const organization = await openSignedInPage(
      browser,
      demoLogins.organizationAdmin,
      `/applications/${applicationId}`,
    );
    await organization.getByRole('button', { name: 'Stuur een bericht' }).click();
    await expect(organization).toHaveURL(/\/conversations\/\d+$/);
    await expect(organization.getByRole('heading', { level: 2, name: title })).toBeVisible();
    const reply = `Welkom! Kom je zaterdag om tien uur? ${word}`;
    // With the route as a PDF, uploaded through the upload endpoint.
    await organization.getByLabel('Afbeelding of pdf toevoegen').setInputFiles({
      name: 'route.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
    });
    await expect(organization.getByRole('list', { name: 'Bijgevoegde bestanden' })).toContainText('route.pdf');
    const field = organization.getByLabel('Je bericht');
    await field.fill(reply);
    await field.press('Enter');
    await expect(organization.getByRole('list', { name: 'Berichten' }).getByText(reply)).toBeVisible();
    await expect(field).toHaveValue('');

    // The volunteer, on a phone, sees the conversation with an unread message and reads the reply.
    const volunteer = await openSignedInPage(browser, demoLogins.volunteer, '/conversations', true);
    const link = volunteer.getByRole('link').filter({ hasText: title });
    await expect(link).toContainText('1 ongelezen bericht');
    await link.click();
    await expect(volunteer.getByRole('list', { name: 'Berichten' }).getByText(reply)).toBeVisible();
    // The PDF is private to the conversation: fetched with the session's headers and offered as a file.
    const [download] = await Promise.all([
      volunteer.waitForEvent('download'),
      volunteer.getByRole('button', { name: 'Bijlage openen: route.pdf' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('route.pdf');
    await volunteer.getByLabel('Je bericht').fill('Ja, tot zaterdag!');
    await volunteer.getByRole('button', { name: 'Versturen' }).click();
    await expect(volunteer.getByRole('list', { name: 'Berichten' }).getByText('Ja, tot zaterdag!')).toBeVisible();

    // The reply reached the volunteer by mail too, with a link to the conversation.
    const mail = await waitForMail(
      volunteer.request,
      demoLogins.volunteer,
      new RegExp(`Nieuw bericht .* over ${word}`),
    );
    expect(mail.text).toContain(reply);
    expect(mail.text).toMatch(/\/conversations\/\d+/);

    // The thread has no accessibility violations and fits a 320 px screen, in Dutch and English.
    const threadPath = new URL(volunteer.url()).pathname;
    await volunteer.setViewportSize({ width: 320, height: 720 });
    for (const language of ['nl', 'en']) {
      await volunteer.context().addCookies([{ name: 'locale', value: language, url: new URL(volunteer.url()).origin }]);
      await volunteer.goto(threadPath);
      await expect(volunteer.locator('html')).toHaveAttribute('lang', language);
      await expect(volunteer.getByRole('list', { name: language === 'nl' ? 'Berichten' : 'Messages' })).toBeVisible();
      await expectNoAccessibilityViolations(volunteer);
      expect(await volunteer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    }
    await volunteer.context().addCookies([{ name: 'locale', value: 'nl', url: new URL(volunteer.url()).origin }]);

    // And the volunteer's own replies page lists the message and the application.
    await volunteer.goto('/profile-replies');
    await expect(volunteer.getByRole('heading', { level: 1, name: 'Mijn reacties' })).toBeVisible();
    await expect(volunteer.getByRole('link', { name: title }).first()).toBeVisible();
  });
});
