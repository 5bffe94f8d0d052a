import { expect, test, type Browser, type Page } from '@playwright/test';
import { linkPathIn, waitForMail } from '../support/mailbox.ts';
import { demoLogins, openSignedIn, openSignedInPage } from '../support/sessions.ts';
import { publishVacancyThroughApi, uniqueWord } from '../support/vacancies.ts';

/** The unread count the bell's accessible name says (0 when it names none). */
async function bellCount(page: Page): Promise<number> {
  const name = (await page.locator('[data-notification-bell]').getAttribute('aria-label')) ?? '';
  return Number(/(\d+) ongelezen/.exec(name)?.[1] ?? 0);
}

/** The demo organisation admin's notifications on a phone of this width (its list has the demo's lines). */
async function openPhonePage(browser: Browser, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await openSignedIn(page, demoLogins.organizationAdmin, '/notificaties');
  return page;
}

test.describe('notifications', () => {
  test('a volunteer applies, the organisation’s bell counts up live without a reload, and its reply reaches the volunteer by mail and in the thread', async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const word = uniqueWord('Voorlezer');
    const title = `${word} in de bibliotheek`;
    await publishVacancyThroughApi((await browser.newContext()).request, title);

    // The organisation has its notifications page open; the live stream is connected.
    const organization = await openSignedInPage(browser, demoLogins.organizationAdmin, '/notificaties');
    await expect(organization.getByRole('heading', { level: 1, name: 'Meldingen' })).toBeVisible();
    const bell = organization.locator('[data-notification-bell]');
    await expect(bell).toBeVisible();
    // The stream's opening message has set the count (the name is stable from then on).
    await expect(organization.locator('[data-notification-toolbar]')).toHaveAttribute('data-live-stream', 'open');
    const before = await bellCount(organization);
    let reloaded = false;
    organization.on('framenavigated', (frame) => {
      if (frame === organization.mainFrame()) reloaded = true;
    });

    // In another browser, the volunteer (on a phone) applies.
    const volunteer = await openSignedInPage(browser, demoLogins.volunteer, '/vacancies/search', true);
    await volunteer.goto('/vacancies/search?q=' + encodeURIComponent(word.toLowerCase()));
    await volunteer.getByRole('link', { name: title }).click();
    await expect(volunteer.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await volunteer.getByLabel(/^Motivatie/).fill('Ik lees graag voor en heb woensdagmiddag tijd.');
    await volunteer.getByRole('button', { name: 'Aanmelden', exact: true }).click();
    await expect(volunteer.getByText('Je aanmelding is verstuurd')).toBeVisible();

    // The organisation's bell counts up, and the new notification is in its list, without a reload.
    // Other journeys on the demo organisation run at the same time and may add theirs: the count is
    // compared, never expected to be one exact number.
    await expect.poll(() => bellCount(organization), { timeout: 10_000 }).toBeGreaterThan(before);
    const list = organization.getByRole('list', { name: 'Je meldingen' });
    const item = list.getByRole('listitem').filter({ hasText: title }).first();
    await expect(item).toHaveAttribute('data-unread', 'true');
    expect(reloaded).toBe(false);

    // The bell's panel shows it too; following it opens the application (and marks it read: below).
    await bell.click();
    const panel = organization.locator('#notification-bell-panel');
    await expect(panel.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    await panel.getByRole('link', { name: new RegExp(title) }).click();
    await expect(organization).toHaveURL(/\/applications\/\d+$/);
    const applicationPath = new URL(organization.url()).pathname;

    // The activity panel lists the new application as a to-do.
    await organization.locator('[data-activity-button]').click();
    const dialog = organization.getByRole('dialog', { name: 'Activiteit' });
    await expect(dialog.getByRole('heading', { name: 'Nieuwe aanmeldingen om op te pakken' })).toBeVisible();
    await dialog.getByRole('button', { name: /Sluiten/ }).click();

    // Marked unread again it counts again; "mark all read" reads it (and everything before it).
    await organization.goto('/notificaties');
    const read = organization
      .getByRole('list', { name: 'Je meldingen' })
      .getByRole('listitem')
      .filter({ hasText: title })
      .first();
    await expect(read).not.toHaveAttribute('data-unread', 'true');
    const countWithoutIt = await bellCount(organization);
    await read.getByRole('button', { name: /Markeer als ongelezen/ }).click();
    await expect(read).toHaveAttribute('data-unread', 'true');
    await expect.poll(() => bellCount(organization)).toBeGreaterThan(countWithoutIt);
    await organization.getByRole('button', { name: 'Alles gelezen' }).click();
    await expect(read).not.toHaveAttribute('data-unread', 'true');

    // The organisation answers from the application; the volunteer gets the mail and reads the reply.
    await organization.goto(applicationPath);
    await organization.getByRole('button', { name: 'Stuur een bericht' }).click();
    await expect(organization).toHaveURL(/\/conversations\/\d+$/);
    const reply = `Welkom! Kom je woensdag kennismaken? ${word}`;
    await organization.getByLabel('Je bericht').fill(reply);
    await organization.getByLabel('Je bericht').press('Enter');
    await expect(organization.getByRole('list', { name: 'Berichten' }).getByText(reply)).toBeVisible();
    const mail = await waitForMail(
      volunteer.request,
      demoLogins.volunteer,
      new RegExp(`Nieuw bericht .* over ${word}`),
    );
    expect(mail.text).toContain(reply);
    await volunteer.goto(linkPathIn(mail, '/conversations/'));
    await expect(volunteer.getByRole('list', { name: 'Berichten' }).getByText(reply)).toBeVisible();
  });

  test('notifications read whole on a phone: the action under the line at 390 px, no word broken at 320 px', async ({
    browser,
  }) => {
    for (const width of [390, 320]) {
      const page = await openPhonePage(browser, width);
      const items = page.getByRole('list', { name: 'Je meldingen' }).locator('[data-notification]');
      await expect(items.first()).toBeVisible();
      // The action goes under the line, which keeps the list's width.
      const first = items.first();
      const line = await first.locator('p').first().boundingBox();
      const action = await first.getByRole('button', { name: /Markeer als/ }).boundingBox();
      expect(line && action && action.y >= line.y + line.height, `action under the line at ${width} px`).toBe(true);
      // No word of a notification's line is split over two lines, and nothing scrolls sideways.
      const brokenWords = await page.evaluate(() => {
        const broken: string[] = [];
        for (const item of document.querySelectorAll('[data-notification] p:first-of-type')) {
          const walker = document.createTreeWalker(item, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
              if (tops.size > 1) broken.push(match[0]);
            }
          }
        }
        return broken;
      });
      expect(brokenWords, `words broken at ${width} px`).toEqual([]);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `sideways scrolling at ${width} px`).toBeLessThanOrEqual(0);
      await page.context().close();
    }
  });

  test('a volunteer switches a notification to the app only on /profile-edit/meldingen', async ({ browser }) => {
    const page = await openSignedInPage(browser, demoLogins.volunteer, '/profile-edit/meldingen');
    const group = page.getByRole('group', { name: 'Je aanmelding is gewijzigd' });
    await group.getByRole('radio', { name: 'Alleen in de app' }).check();
    await expect(page.getByRole('status').filter({ hasText: 'Je keuze is opgeslagen.' })).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Je aanmelding is gewijzigd' }).getByRole('radio', { name: 'Alleen in de app' }),
    ).toBeChecked();
    await page
      .getByRole('group', { name: 'Je aanmelding is gewijzigd' })
      .getByRole('radio', { name: 'In de app en per e-mail' })
      .check();
    await expect(page.getByRole('group', { name: 'Je aanmelding is ontvangen' })).toContainText(
      'Dit bericht krijg je altijd per e-mail.',
    );
  });
});
