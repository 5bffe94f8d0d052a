import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { demoLogins, demoPassword, signInThroughApi, tenantHeaders } from '../support/sessions.ts';
import { openInApp } from '../support/sweep.ts';
import { tenantUrl } from '../support/urls.ts';

// Issue 31 §1: a visitor who signs in from a vacancy's page ("Log in om te bewaren") and is sent
// back must find the application form ready to use. The form's code waited for the server's
// section to come near the screen; signing in replaced that section, so the wait never ended and
// the form stayed on "Aanmeldformulier laden…" until a reload.

/** A vacancy of `tenant` that `email` may apply to (open, not full, no questions, not applied to). */
async function vacancyToApplyTo(
  request: APIRequestContext,
  tenant: string,
  email: string,
  skip: number,
): Promise<{ id: string; title: string }> {
  const session = await signInThroughApi(request, email, demoPassword, tenant);
  const host: Record<string, string> = tenant === 'demo' ? {} : { Host: new URL(tenantUrl(tenant)).host };
  const headers = { ...tenantHeaders(tenant), ...host, ...session };
  const search = await request.get('/api/v1/vacancies/search?page[size]=40', { headers });
  const found = ((await search.json()) as { data: { id: string }[] }).data;
  const open: { id: string; title: string }[] = [];
  for (const { id } of found) {
    const response = await request.get(`/api/v1/vacancies/${id}`, { headers });
    const vacancy = (await response.json()) as {
      data: {
        attributes: { title: string; status: string; is_full: boolean; questions: string[]; has_applied?: boolean };
        meta?: { abilities?: { apply?: boolean } };
      };
    };
    const { attributes, meta } = vacancy.data;
    const mayApply = meta?.abilities?.apply !== false && !attributes.has_applied;
    if (attributes.status === 'published' && !attributes.is_full && attributes.questions.length === 0 && mayApply) {
      open.push({ id, title: attributes.title });
    }
    if (open.length > skip) return open[skip]!;
  }
  throw new Error(`no vacancy on ${tenant} that ${email} may still apply to`);
}

/** The application section of the vacancy shown, once its form can be sent (`name` is the send button). */
async function expectFormReady(page: Page, sendButton: RegExp = /^Aanmelden/): Promise<void> {
  const section = page.getByRole('region', { name: 'Aanmelden' });
  await section.scrollIntoViewIfNeeded();
  await expect(section.getByLabel(/^Motivatie/)).toBeEditable();
  await expect(section.getByRole('button', { name: sendButton })).toBeEnabled();
  await expect(section.getByText('Aanmeldformulier laden…')).toHaveCount(0);
}

/** Waits until the app has taken the server's page over (the root layout marks <html> once it has). */
async function appHasTakenOver(page: Page): Promise<void> {
  await page.locator('html[data-location-key]').waitFor({ state: 'attached' });
}

const journeys = [
  { tenant: 'demo', volunteer: demoLogins.volunteer },
  { tenant: 'vacaturebank', volunteer: demoLogins.vacaturebankVolunteer },
] as const;
const screens = [
  { size: 'desktop', options: {} },
  { size: 'phone', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;

test.describe('applying after signing in from a vacancy', () => {
  for (const [screenIndex, screen] of screens.entries()) {
    for (const journey of journeys) {
      test(`on ${journey.tenant}, ${screen.size}: sign in from the vacancy, come back, apply at once`, async ({
        browser,
        request,
      }) => {
        const vacancy = await vacancyToApplyTo(request, journey.tenant, journey.volunteer, screenIndex);
        const context = await browser.newContext(screen.options);
        const page = await context.newPage();
        try {
          // A cold load: the server's page, taken over by the app.
          await page.goto(tenantUrl(journey.tenant, `/vacancies/${vacancy.id}`));
          await expect(page.getByRole('heading', { level: 1, name: vacancy.title })).toBeVisible();
          // As a person would: the app has taken the page over (the root layout marks <html> once it
          // has), so the link is the app's. Before that it loads the sign-in page afresh.
          await appHasTakenOver(page);
          await page.getByRole('link', { name: 'Log in om te bewaren' }).first().click();

          await expect(page.getByRole('heading', { level: 1, name: 'Inloggen' })).toBeVisible();
          await page.getByLabel(/^E-mailadres/).fill(journey.volunteer);
          await page.getByLabel(/^Wachtwoord/).fill(demoPassword);
          await page.getByRole('button', { name: 'Inloggen', exact: true }).click();

          // Back on the vacancy, signed in: the form is there without a reload, and can be sent.
          await expect(page.getByRole('heading', { level: 1, name: vacancy.title })).toBeVisible();
          await expect(page).toHaveURL(new RegExp(`/vacancies/${vacancy.id}$`));
          const form = page.getByRole('region', { name: 'Aanmelden' });
          await expect(form.getByLabel(/^Motivatie/)).toBeVisible();
          await expect(form.getByText('Aanmeldformulier laden…')).toHaveCount(0);
          await form.getByLabel(/^Motivatie/).fill('Ik heb tijd op dinsdagmiddag en help graag.');
          await form.getByRole('button', { name: /^Aanmelden/ }).click();
          await expect(form.getByText(/Je aanmelding is verstuurd|Je staat op de wachtlijst/)).toBeVisible();
        } finally {
          await context.close();
        }
      });
    }
  }

  test('every other way to the form leaves it ready: the app’s links, a direct load, back, another person', async ({
    page,
    request,
  }) => {
    const vacancy = await vacancyToApplyTo(request, 'demo', demoLogins.volunteer, 2);
    await test.step('from the search page, in the app', async () => {
      await page.goto('/vacancies/search');
      await appHasTakenOver(page);
      // As a result's link does: the app's own navigation to the vacancy.
      await openInApp(page, `/vacancies/${vacancy.id}`);
      await expect(page.getByRole('heading', { level: 1, name: vacancy.title })).toBeVisible();
      await expectFormReady(page);
    });
    await test.step('a direct load, scrolled to the form', async () => {
      await page.goto(`/vacancies/${vacancy.id}`);
      await appHasTakenOver(page);
      await expectFormReady(page);
    });
    await test.step('a direct load left before coming to the form, and back', async () => {
      await page.goto(`/vacancies/${vacancy.id}`);
      await appHasTakenOver(page);
      await page.getByRole('banner').getByRole('link', { name: 'Vacatures' }).click();
      await expect(page).not.toHaveURL(new RegExp(`/vacancies/${vacancy.id}$`));
      await page.goBack();
      await expect(page.getByRole('heading', { level: 1, name: vacancy.title })).toBeVisible();
      await expectFormReady(page);
    });
    await test.step('signed in as one person, then as another, from the vacancy', async () => {
      await page.goto('/auth/login-1');
      await page.getByLabel(/^E-mailadres/).fill(demoLogins.organizationAdmin);
      await page.getByLabel(/^Wachtwoord/).fill(demoPassword);
      await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
      await expect(page.locator('[data-account-menu-button]')).toBeVisible();
      await page.goto('/uitloggen');
      await expect(page.getByRole('heading', { level: 1, name: 'Je bent uitgelogd' })).toBeVisible();
      await page.goto(`/vacancies/${vacancy.id}`);
      await appHasTakenOver(page);
      await page.getByRole('link', { name: 'Log in om te bewaren' }).first().click();
      await page.getByLabel(/^E-mailadres/).fill(demoLogins.volunteer);
      await page.getByLabel(/^Wachtwoord/).fill(demoPassword);
      await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: vacancy.title })).toBeVisible();
      await expectFormReady(page);
    });
  });
});
