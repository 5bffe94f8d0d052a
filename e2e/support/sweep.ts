import { test as base, expect, type APIRequestContext, type BrowserContextOptions, type Page } from '@playwright/test';
import { accessibilityViolations, languageDependentRules } from './accessibility.ts';
import { fillRoute, routes, signedInRoutes } from './routes.ts';
import { demoLogins, signInThroughApi } from './sessions.ts';

// The route sweep (tests/route-sweep.spec.ts): every route, for every visitor, loaded once per
// language, and on that one load both axe-core and the reflow checks (decision 040).

/** Someone who visits the routes: a demo login of the demo tenant, or a visitor who is signed out. */
export interface Visitor {
  name: string;
  email?: string;
}

const signedOutVisitor: Visitor = { name: 'a visitor who is signed out' };
const superAdmin: Visitor = { name: 'a super admin', email: demoLogins.superAdmin };

/** Every role, in the order the sweep visits a route. */
const visitors: readonly Visitor[] = [
  signedOutVisitor,
  { name: 'a volunteer', email: demoLogins.volunteer },
  { name: 'an organisation admin', email: demoLogins.organizationAdmin },
  { name: 'a centre admin', email: demoLogins.centerAdmin },
  superAdmin,
];

export type Language = 'nl' | 'en';

/** One load of a route: by whom, in which language, and whether axe-core checks it. */
export interface Visit {
  visitor: Visitor;
  language: Language;
  /** Which axe-core rules this load runs (the reflow checks run on every load). */
  accessibility: 'every rule' | 'language-dependent rules' | 'none';
}

/** Every route of `routes.ts`, each once. */
export const sweptRoutes = [...new Set([...routes, ...signedInRoutes])];

/**
 * The loads of one route. Every visitor who gets a page of it loads it in Dutch and the page must
 * fit 390 and 320 px (WCAG 1.4.10, issue 14 §1: a route a role may not open still shows a page, a
 * refusal, and that must fit too). A visitor who is signed out is sent from a page behind sign-in
 * to the sign-in page, which the sweep loads as `/inloggen`: that load is not made again for every
 * such route (the guard's redirect has its own tests). axe-core checks the page of the visitor the
 * route is listed for (a signed-out visitor for `routes`, the super admin, who may see every page,
 * for `signedInRoutes`): every rule in Dutch, and the rules that depend on the language in English
 * (`languageDependentRules`); the English load is checked for reflow as well.
 */
export function visitsOf(route: string): Visit[] {
  const isPublic = routes.includes(route);
  // Signing out ends the visitor's session; it is a signed-out page anyway.
  const routeVisitors =
    route === '/uitloggen' ? [signedOutVisitor] : visitors.filter((visitor) => isPublic || visitor.email);
  const checkedBy = new Set<Visitor>();
  if (isPublic) checkedBy.add(signedOutVisitor);
  if (signedInRoutes.includes(route)) checkedBy.add(superAdmin);
  return routeVisitors.flatMap((visitor): Visit[] =>
    checkedBy.has(visitor)
      ? [
          { visitor, language: 'nl', accessibility: 'every rule' },
          { visitor, language: 'en', accessibility: 'language-dependent rules' },
        ]
      : [{ visitor, language: 'nl', accessibility: 'none' }],
  );
}

/** How a visit opens its route: a fresh load of the document, or the app's own navigation. */
export type Opening = 'load' | 'in the app';

/** One stop of a sweep run: a route and what its visit checks. */
export interface SweepStop {
  route: string;
  visit: Visit;
}

/** One visitor's routes in one language, swept in one test. */
export interface SweepRun {
  title: string;
  stops: SweepStop[];
}

/** Routes that change the visitor's session when opened: loaded on their own, and the next route too. */
const routesLoadedAlone = new Set(['/uitloggen']);

/** How many routes one test sweeps: enough for the app's own navigation to pay, few for two workers to share evenly. */
const stopsPerRun = 12;

/**
 * The sweep's tests: every visit of `visitsOf`, gathered by visitor and language and cut into runs
 * of `stopsPerRun` routes. A run loads its first route and opens the others in the app, as a
 * visitor who clicks on does: one start of the app serves a dozen routes (decision 040).
 */
export function sweepRuns(): SweepRun[] {
  const runs: SweepRun[] = [];
  for (const visitor of visitors) {
    for (const language of ['nl', 'en'] as const) {
      const stops = sweptRoutes.flatMap((route) =>
        visitsOf(route)
          .filter((visit) => visit.visitor === visitor && visit.language === language)
          .map((visit) => ({ route, visit })),
      );
      const parts = Math.ceil(stops.length / stopsPerRun);
      for (let part = 0; part < parts; part += 1) {
        const partStops = stops.slice(part * stopsPerRun, (part + 1) * stopsPerRun);
        runs.push({ title: `${visitor.name}, ${language}, part ${part + 1} of ${parts}`, stops: partStops });
      }
    }
  }
  return runs;
}

/** How the stop after `route` opens: in the app, unless `route` changed the session. */
export function nextOpening(route: string): Opening {
  return routesLoadedAlone.has(route) ? 'load' : 'in the app';
}

/** The widths every load must fit without scrolling sideways: WCAG's 320 CSS px and a phone's 390. */
const narrowWidths = [320, 390] as const;

/** How long a page may take to settle: the suite's `expect` timeout (playwright.config.ts). */
const settleTimeout = 7_000;

/** The UI kit's pages show spinners on purpose; elsewhere a spinner means data is still loading. */
const uiKitRoutes = new Set(['/dev', '/dev/colors', '/dev/components', '/dev/form', '/dev/modal']);

/** The session as the web app keeps it in localStorage after sign-in. */
interface StoredSession {
  accessToken: string;
  client: string;
  uid: string;
}

/** Runs in each new document of a visit, before the app: only this visitor's session is stored. */
function prepareStorage(session: StoredSession | null): void {
  if (window !== window.top) return;
  window.localStorage.clear();
  window.sessionStorage.clear();
  if (session) window.localStorage.setItem('volunteerly.session', JSON.stringify(session));
}

/** A page and the width of its screen. */
export interface SweepPage {
  page: Page;
  /**
   * Sets the screen's width (the height stays). Through the DevTools protocol, as Playwright's
   * `setViewportSize` does, without resizing the browser's window as well: that doubled the cost
   * of a change. Playwright's own idea of the page's viewport is left as the project's.
   */
  setWidth(width: number): Promise<void>;
}

/** A worker's one sweep page and its visitors' sessions, until `close`. */
export interface KeptPage {
  /** The page, made with `options` the first time it is asked for after `close`. */
  page(options: BrowserContextOptions & { viewport: { width: number; height: number } }): Promise<SweepPage>;
  /** The stored session of `email`, signed in through the API (with `request`) once per worker. */
  session(email: string, request: APIRequestContext): Promise<StoredSession>;
  /** Closes the page (the next `page` makes a new one; sessions are kept). */
  close(): Promise<void>;
}

/** One route's loads on the worker's page, returning what they found. */
export interface RouteSweep {
  /**
   * Opens `route` for `visit` (in the app shown when `opening` says so and it shows the page, else
   * by loading it), checks it, and returns one line per finding (none when it passes).
   */
  check(route: string, visit: Visit, opening: Opening): Promise<string[]>;
}

/** The first line of an error, to name in a finding. */
function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
}

/**
 * Whether the page settles: its h1 shows, nothing loads, the app runs in `language`, and (opened in
 * the app) the entry shown is no longer `previousLocationKey`.
 */
function hasSettled(page: Page, route: string, language: Language, previousLocationKey?: string): Promise<boolean> {
  const spinnersAllowed = uiKitRoutes.has(route);
  // One check a frame, of everything at once: Playwright's own assertions poll every 500 ms after
  // their first 270 ms, and four of them in a row waited about as long as the page took to load.
  return page
    .waitForFunction(
      ({ language, spinnersAllowed, previousLocationKey }) => {
        const html = document.documentElement;
        const headings = document.querySelectorAll('h1, [role="heading"][aria-level="1"]');
        return (
          // Opened in the app: the page of the new entry is shown (root-layout.tsx).
          (previousLocationKey === undefined ||
            (html.dataset['locationKey'] !== undefined && html.dataset['locationKey'] !== previousLocationKey)) &&
          html.lang === language &&
          /^(light|dark)$/.test(html.dataset['colorMode'] ?? '') &&
          Array.from(headings).some((heading) => heading.getClientRects().length > 0) &&
          (spinnersAllowed || document.querySelector('[aria-busy="true"], [data-loading]') === null) &&
          // No colour is still on its way (a transition between two pages' states would be read half done).
          document
            .getAnimations()
            .every(
              (animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
            )
        );
      },
      { language, spinnersAllowed, previousLocationKey },
      { polling: 'raf', timeout: settleTimeout },
    )
    .then(
      () => true,
      () => false,
    );
}

/** Waits until a loaded page has settled: its h1 shows, nothing loads, and the app runs in `language`. */
async function settle(page: Page, route: string, language: Language): Promise<void> {
  const spinnersAllowed = uiKitRoutes.has(route);
  const settled = await hasSettled(page, route, language);
  // Playwright's own words for the heading (the first level-1 heading in the accessibility tree);
  // on a page that never settled, for each condition, to name what is missing.
  const soon = { timeout: 1_000 };
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(soon);
  if (settled) return;
  if (!spinnersAllowed) await expect(page.locator('[aria-busy="true"], [data-loading]')).toHaveCount(0, soon);
  await expect(page.locator('html')).toHaveAttribute('lang', language, soon);
  // The app marks <html> with the colour mode when it runs: the page is the app's, not the server's.
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', /^(light|dark)$/, soon);
}

/**
 * Opens `path` in the app shown, as its links do: a new history entry and the router's popstate,
 * which React Router handles like a click on a link. Returns the key of the entry shown before.
 */
export function openInApp(page: Page, path: string): Promise<string> {
  return page.evaluate((path) => {
    const shown = document.documentElement.dataset['locationKey'] ?? '';
    const current = window.history.state as { idx?: number } | null;
    const key = Math.random().toString(36).slice(2, 10);
    window.history.pushState({ usr: null, key, idx: (current?.idx ?? 0) + 1 }, '', path);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    return shown;
  }, path);
}

/** How far the page reaches beyond `width` once it has redrawn at that width (0 when it fits). */
function overflowAt(page: Page, width: number): Promise<number> {
  return page.evaluate(async (width) => {
    // A change of width reaches resize listeners before the next frame's callbacks.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    return document.documentElement.scrollWidth - width;
  }, width);
}

/**
 * The outermost element that reaches beyond the screen and is not inside a box that clips or
 * scrolls it, to name in a finding (tag, classes, text): that is what pushes the page wider.
 */
function widestElement(page: Page, width: number): Promise<string> {
  return page.evaluate((width) => {
    const isClippedByAncestor = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const { overflowX } = getComputedStyle(parent);
        if (overflowX !== 'visible') return true;
      }
      return false;
    };
    const culprit = Array.from(document.body.querySelectorAll('*')).find(
      (element) => element.getBoundingClientRect().right > width + 0.5 && !isClippedByAncestor(element),
    );
    if (!culprit) return 'nothing found';
    const classes = typeof culprit.className === 'string' ? culprit.className.slice(0, 100) : '';
    const right = Math.round(culprit.getBoundingClientRect().right);
    return `<${culprit.tagName.toLowerCase()} class="${classes}"> ending at ${right} px: ${(culprit.textContent ?? '').trim().slice(0, 60)}`;
  }, width);
}

/**
 * A test whose `routeSweep` loads routes in one page a worker keeps across its tests. Every load is
 * a fresh navigation whose storage holds only its visitor's session, so one page serves every
 * visitor: one renderer and one warm cache of the app's scripts, and no idle pages of other
 * visitors left running their animations and live streams. A test that fails ends its worker and
 * with it the page; the sweep's file closes it in `afterAll`, which a worker runs when it moves on
 * to another file's tests.
 */
export const sweepTest = base.extend<{ routeSweep: RouteSweep }, { keptPage: KeptPage }>({
  keptPage: [
    async ({ browser }, use) => {
      let kept: Promise<SweepPage> | undefined;
      const sessions = new Map<string, Promise<StoredSession>>();
      const close = async () => {
        const closing = kept;
        kept = undefined;
        if (closing) await (await closing).page.context().close();
      };
      const open = async (options: BrowserContextOptions & { viewport: { width: number; height: number } }) => {
        const context = await browser.newContext(options);
        const page = await context.newPage();
        const devTools = await context.newCDPSession(page);
        const { height } = options.viewport;
        const setWidth = async (width: number) => {
          await devTools.send('Emulation.setDeviceMetricsOverride', {
            width,
            height,
            screenWidth: width,
            screenHeight: height,
            deviceScaleFactor: 1,
            mobile: false,
          });
        };
        return { page, setWidth };
      };
      await use({
        page(options) {
          kept ??= open(options);
          return kept;
        },
        session(email, request) {
          let session = sessions.get(email);
          if (!session) {
            session = signInThroughApi(request, email).then((headers) => ({
              accessToken: headers['access-token'],
              client: headers.client,
              uid: headers.uid,
            }));
            session.catch(() => sessions.delete(email)); // a failed sign-in is tried again by the next test
            sessions.set(email, session);
          }
          return session;
        },
        close,
      });
      await close();
    },
    { scope: 'worker' },
  ],
  routeSweep: async ({ keptPage, baseURL, locale, viewport }, use) => {
    // The context options the `page` fixture gets from the project (playwright.config.ts).
    const desktop = viewport ?? { width: 1280, height: 720 };
    const { page, setWidth } = await keptPage.page({ baseURL, locale, viewport: desktop });
    await use({
      async check(route, { visitor, language, accessibility }, opening) {
        const where = `${route}, ${visitor.name}, ${language}`;
        // axe-core reads the page at the desktop's width, as the app was loaded; the page is then
        // narrowed (as zooming in does). A load that only reflow checks is made at 320 px, as on a
        // small phone, and widened to 390.
        const widths = accessibility === 'none' ? narrowWidths : [desktop.width, ...narrowWidths.toReversed()];
        let step = 'could not be opened';
        try {
          const path = await fillRoute(page.request, route);
          await setWidth(widths[0]);
          // A page the app does not show after its own navigation (say, after a page that broke) is
          // loaded instead: that load's findings are the route's.
          const shownInApp =
            opening === 'in the app' && (await hasSettled(page, route, language, await openInApp(page, path)));
          if (opening === 'in the app' && !shownInApp) {
            // Said in the report: the sweep stays right, but a route the app cannot open is worth a look.
            base
              .info()
              .annotations.push({ type: 'loaded', description: `${where}: the app's own navigation did not show it` });
          }
          if (!shownInApp) {
            const session = visitor.email ? await keptPage.session(visitor.email, page.request) : null;
            await page.context().addCookies([{ name: 'locale', value: language, url: baseURL ?? '' }]);
            const storage = await page.addInitScript(prepareStorage, session);
            try {
              await page.goto(path);
            } finally {
              await storage.dispose();
            }
            step = 'did not settle';
            await settle(page, route, language);
          }
        } catch (error) {
          // A page that never settles is named, and the sweep goes on with the route's next load.
          return [`${where}: ${step}: ${firstLine(error)}`];
        }
        const findings: string[] = [];
        try {
          for (const [index, width] of widths.entries()) {
            if (index > 0) await setWidth(width);
            if (width === desktop.width) {
              const rules = accessibility === 'language-dependent rules' ? languageDependentRules : undefined;
              const violations = await accessibilityViolations(page, rules);
              findings.push(...violations.map((violation) => `${where}: axe-core: ${violation}`));
              continue;
            }
            const overflow = await overflowAt(page, width);
            if (overflow > 0) {
              const culprit = await widestElement(page, width);
              findings.push(`${where}: reflow at ${width} px: ${overflow} px too wide, ${culprit}`);
            }
          }
        } catch (error) {
          findings.push(`${where}: a check could not run: ${firstLine(error)}`);
        }
        return findings;
      },
    });
  },
});
