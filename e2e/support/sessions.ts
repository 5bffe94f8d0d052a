import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { tenantUrl } from './urls.ts';

/** The one password of every demo login (README). */
export const demoPassword = 'Demo-wachtwoord-2026';

/** The demo logins of the README, by role. */
export const demoLogins = {
  superAdmin: 'beheer@example.org',
  centerAdmin: 'centrum@demo.example.org',
  organizationAdmin: 'organisatie@demo.example.org',
  volunteer: 'vrijwilliger@demo.example.org',
  vacaturebankCenterAdmin: 'centrum@vacaturebank.example.org',
  vacaturebankVolunteer: 'vrijwilliger@vacaturebank.example.org',
} as const;

/** The three devise_token_auth values the web app keeps after sign-in. */
export interface SessionHeaders {
  'access-token': string;
  client: string;
  uid: string;
}

/** Headers that select a tenant the way the web app does. */
export function tenantHeaders(tenant = 'demo'): Record<string, string> {
  return { 'X-Tenant': tenant, 'App-Context': 'main' };
}

/** Signs in through the API (POST /auth/sign_in) and returns the session headers. */
export async function signInThroughApi(
  request: APIRequestContext,
  email: string,
  password = demoPassword,
  tenant = 'demo',
): Promise<SessionHeaders> {
  // Another tenant's sign-in names that tenant's own host: the API checks X-Tenant against the host.
  // (Node does not resolve *.localhost as Chromium does, so the request goes to localhost with that Host.)
  const host: Record<string, string> = tenant === 'demo' ? {} : { Host: new URL(tenantUrl(tenant)).host };
  const response = await request.post('/auth/sign_in', {
    headers: { ...tenantHeaders(tenant), ...host },
    data: { email, password },
  });
  if (!response.ok()) throw new Error(`sign-in of ${email} failed: ${response.status()}`);
  const headers = response.headers();
  return { 'access-token': headers['access-token'] ?? '', client: headers['client'] ?? '', uid: headers['uid'] ?? '' };
}

/**
 * Opens the app signed in as `email` without going through the sign-in form:
 * the session the API hands out is stored where the web app keeps it.
 * Journeys that are about signing in use the form instead.
 */
export async function openSignedIn(page: Page, email: string, path: string, tenant = 'demo'): Promise<void> {
  const session = await signInThroughApi(page.request, email, demoPassword, tenant);
  await page.addInitScript(
    (stored) => {
      if (!window.localStorage.getItem('volunteerly.session')) {
        window.localStorage.setItem('volunteerly.session', JSON.stringify(stored));
      }
    },
    { accessToken: session['access-token'], client: session.client, uid: session.uid },
  );
  await page.goto(tenant === 'demo' ? path : tenantUrl(tenant, path));
  // The server's HTML is the signed-out page: wait until the app has rendered the user's own (it
  // marks <html> with the colour mode when it runs), so nothing is typed into a page being replaced.
  await page.locator('html[data-color-mode]').waitFor({ state: 'attached' });
}

/** A new browser context (a phone when `mobile`) signed in as `email`, on `path`: one person of a journey. */
export async function openSignedInPage(browser: Browser, email: string, path: string, mobile = false): Promise<Page> {
  const context = await browser.newContext(
    mobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : {},
  );
  const page = await context.newPage();
  await openSignedIn(page, email, path);
  return page;
}
