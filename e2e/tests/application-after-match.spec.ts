import { expect, test, type Page } from '@playwright/test';
import { expectNoAccessibilityViolations } from '../support/accessibility.ts';
import { demoApplicationThroughApi } from '../support/applications.ts';
import { demoLogins, openSignedInPage } from '../support/sessions.ts';
import { uniqueWord } from '../support/vacancies.ts';

/** How far the page scrolls sideways (0 when it fits). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// Issue 31 §5: "Geaccepteerd" is no longer a dead end.
test.describe('after the match', () => {
  test('the organisation accepts, records the start, the stop with a reason, and undoes the stop; the volunteer sees it', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const title = `${uniqueWord('Moestuinmaatje')} in de wijk`;
    const context = await browser.newContext();
    const applicationId = await demoApplicationThroughApi(context.request, title);

    const organization = await openSignedInPage(
      browser,
      demoLogins.organizationAdmin,
      `/applications/${applicationId}`,
    );
    const status = organization
      .locator('dd')
      .filter({ has: organization.locator('span.rounded-full') })
      .first();
    await expect(organization.getByRole('heading', { level: 1, name: `Aanmelding voor ${title}` })).toBeVisible();
    // The volunteer's availability and skills, from their profile, beside the application.
    await expect(organization.getByRole('region', { name: 'Beschikbaarheid en vaardigheden' })).toBeVisible();

    await organization.getByRole('button', { name: 'Accepteren' }).click();
    await organization
      .getByRole('dialog', { name: 'Aanmelding accepteren?' })
      .getByRole('button', { name: 'Accepteren' })
      .click();
    await expect(status).toHaveText('Geaccepteerd');

    await organization.getByRole('button', { name: 'Is gestart', exact: true }).click();
    await organization
      .getByRole('dialog', { name: 'Noteren dat de vrijwilliger is begonnen?' })
      .getByRole('button', { name: 'Gestart noteren' })
      .click();
    await expect(status).toHaveText('Gestart');

    await organization.getByRole('button', { name: 'Is gestopt', exact: true }).click();
    const dialog = organization.getByRole('dialog', { name: 'Noteren dat de vrijwilliger is gestopt' });
    await expect(dialog).toBeVisible();
    await expectNoAccessibilityViolations(organization);
    await dialog.getByRole('radio', { name: 'Andere reden' }).check();
    await dialog.getByRole('button', { name: 'Gestopt noteren' }).click();
    await expect(dialog.getByText('Beschrijf de reden.')).toBeVisible();
    await expectNoAccessibilityViolations(organization);
    await dialog.getByRole('textbox', { name: /Toelichting/ }).fill('Verhuisd naar Zwolle');
    await dialog.getByRole('button', { name: 'Gestopt noteren' }).click();
    await expect(dialog).toBeHidden();
    await expect(status).toHaveText('Gestopt');
    await expect(
      organization.locator('dt', { hasText: 'Reden gestopt' }).locator('xpath=following-sibling::dd'),
    ).toHaveText(/^Andere reden\s*Verhuisd naar Zwolle$/);
    await expect(organization.getByRole('region', { name: 'Geschiedenis' })).toContainText(
      'Reden: Andere reden: Verhuisd naar Zwolle',
    );

    await organization.getByRole('button', { name: '‘Gestopt’ ongedaan maken' }).click();
    await expect(status).toHaveText('Gestart');
    await expect(organization.getByRole('region', { name: 'Geschiedenis' })).toContainText(
      '‘Gestopt’ ongedaan gemaakt → Gestart',
    );
    await expect(organization.getByRole('button', { name: 'Is gestopt', exact: true })).toBeVisible();
    await expectNoAccessibilityViolations(organization);

    // The volunteer, on a phone, sees that they started, not the organisation's reason or buttons.
    const volunteer = await openSignedInPage(browser, demoLogins.volunteer, `/applications/${applicationId}`, true);
    await expect(volunteer.getByText('Je bent begonnen. Veel plezier!')).toBeVisible();
    await expect(volunteer.getByText('Verhuisd naar Zwolle')).toHaveCount(0);
    await expect(volunteer.getByRole('button', { name: /ongedaan maken/ })).toHaveCount(0);
    await expectNoAccessibilityViolations(volunteer);
    await volunteer.setViewportSize({ width: 320, height: 700 });
    expect(await sidewaysOverflow(volunteer)).toBe(0);
    await organization.setViewportSize({ width: 320, height: 700 });
    await organization.getByRole('button', { name: 'Is gestopt', exact: true }).click();
    await expect(dialog).toBeVisible();
    expect(await sidewaysOverflow(organization)).toBe(0);
    await context.close();
  });
});
