import { test as base, type BrowserContextOptions, type Page } from '@playwright/test';
import { openSignedIn } from './sessions.ts';

/** The pages a sweep reads routes in: one per visitor, kept for the sweep's tests in a worker. */
export interface SweepPages {
  /** A page of a visitor who is signed out. */
  signedOut(): Promise<Page>;
  /** A page signed in as `email` (a demo login of the demo tenant). */
  signedInAs(email: string): Promise<Page>;
}

/** A worker's pages, one per visitor, until `close`. */
export interface KeptPages {
  /** The page of `visitor`, made with `options` and opened by `open` the first time it is asked for. */
  pageOf(visitor: string, options: BrowserContextOptions, open: (page: Page) => Promise<void>): Promise<Page>;
  /** Closes every kept page (the next `pageOf` makes a new one). */
  close(): Promise<void>;
}

/**
 * A test whose `sweepPages` a worker keeps across its tests. A sweep's test reads one route with a
 * fresh navigation (each page's state starts anew), but in a browser context that earlier routes
 * warmed: a new context per test started a renderer, fetched and compiled the app's scripts and
 * signed in again before every route, over a second of each route's test. A test that fails ends
 * its worker, and with it these pages: the tests after it start from new ones. A sweep's file closes
 * them in `afterAll`, which a worker runs when it moves on to another file's tests.
 */
export const sweepTest = base.extend<{ sweepPages: SweepPages }, { keptPages: KeptPages }>({
  keptPages: [
    async ({ browser }, use) => {
      const pages = new Map<string, Promise<Page>>();
      const close = async () => {
        const closing = [...pages.values()];
        pages.clear();
        for (const page of closing) await (await page).context().close();
      };
      await use({
        pageOf(visitor, options, open) {
          let page = pages.get(visitor);
          if (!page) {
            page = browser.newContext(options).then(async (context) => {
              const opened = await context.newPage();
              await open(opened);
              return opened;
            });
            pages.set(visitor, page);
          }
          return page;
        },
        close,
      });
      await close();
    },
    { scope: 'worker' },
  ],
  sweepPages: async ({ keptPages, baseURL, locale, viewport }, use) => {
    // The context options the `page` fixture gets from the project (playwright.config.ts).
    const options = { baseURL, locale, viewport };
    await use({
      signedOut: () => keptPages.pageOf('signed out', options, async () => {}),
      signedInAs: (email) => keptPages.pageOf(email, options, (page) => openSignedIn(page, email, '/')),
    });
  },
});
