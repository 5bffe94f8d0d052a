import { test as base, type Page } from '@playwright/test';
import { openSignedIn } from './sessions.ts';

/** The pages a sweep reads routes in: one per visitor, kept for all the sweep's tests in a worker. */
export interface SweepPages {
  /** A page of a visitor who is signed out. */
  signedOut(): Promise<Page>;
  /** A page signed in as `email` (a demo login of the demo tenant). */
  signedInAs(email: string): Promise<Page>;
}

/**
 * A test whose `sweepPages` a worker keeps across its tests. A sweep's test reads one route with a
 * fresh navigation (each page's state starts anew), but in a browser context that earlier routes
 * warmed: a new context per test started a renderer, fetched and compiled the app's scripts and
 * signed in again before every route, over a second of each route's test. A test that
 * fails ends its worker, and with it these pages: the tests after it start from new ones.
 */
export const sweepTest = base.extend<object, { sweepPages: SweepPages }>({
  sweepPages: [
    async ({ browser }, use, workerInfo) => {
      // The context options the `page` fixture would get from the project (playwright.config.ts).
      const { baseURL, locale, viewport } = workerInfo.project.use;
      const pages = new Map<string, Promise<Page>>();
      const pageOf = (visitor: string, open: (page: Page) => Promise<void>) => {
        let page = pages.get(visitor);
        if (!page) {
          page = browser
            .newContext({ baseURL, locale, ...(viewport === undefined ? {} : { viewport }) })
            .then(async (context) => {
              const opened = await context.newPage();
              await open(opened);
              return opened;
            });
          pages.set(visitor, page);
        }
        return page;
      };
      await use({
        signedOut: () => pageOf('signed out', async () => {}),
        signedInAs: (email) => pageOf(email, (page) => openSignedIn(page, email, '/')),
      });
      for (const page of pages.values()) await (await page).context().close();
    },
    { scope: 'worker' },
  ],
});
