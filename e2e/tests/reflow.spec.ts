import { expect, test, type Page } from '@playwright/test';
import { fillRoute, routes, signedInRoutes } from '../support/routes.ts';
import { demoLogins, openSignedIn } from '../support/sessions.ts';

// WCAG 2.1 reflow (1.4.10, issue 14 §1): at 320 CSS px nothing scrolls sideways, on every route, for
// every role. A route a role may not open still shows a page (a refusal, a sign-in form): that page
// must fit too.
test.use({ viewport: { width: 320, height: 720 } });

const narrowestWidth = 320;

const roles = [
  { name: 'a visitor who is signed out', email: undefined },
  { name: 'a volunteer', email: demoLogins.volunteer },
  { name: 'an organisation admin', email: demoLogins.organizationAdmin },
  { name: 'a centre admin', email: demoLogins.centerAdmin },
  { name: 'a super admin', email: demoLogins.superAdmin },
] as const;

// Signing out would end the role's session for the routes after it; it is a signed-out page anyway.
const everyRoute = [...new Set([...routes, ...signedInRoutes])].filter((route) => route !== '/uitloggen');

/** How far the page reaches beyond the screen's right edge once it has settled (0 when it fits). */
async function overflowOf(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The UI kit pages show spinners on purpose; elsewhere a spinner means data is still loading.
  if (!path.startsWith('/dev')) await expect(page.locator('[aria-busy="true"], [data-loading]')).toHaveCount(0);
  return page.evaluate((width) => document.documentElement.scrollWidth - width, narrowestWidth);
}

/**
 * The outermost element that reaches beyond the screen and is not inside a box that clips or
 * scrolls it, to name in a failure (tag, classes, text): that is what pushes the page wider.
 */
function widestElement(page: Page): Promise<string> {
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
  }, narrowestWidth);
}

test.describe('reflow at 320 px (WCAG 1.4.10)', () => {
  // One test per role reads every route in one page: the session and the cached scripts are reused.
  test.describe.configure({ timeout: 240_000 });

  for (const role of roles) {
    test(`no route scrolls sideways for ${role.name}`, async ({ page }) => {
      const overflowing: string[] = [];
      for (const [index, route] of everyRoute.entries()) {
        const path = await fillRoute(page.request, route);
        if (index === 0 && role.email) await openSignedIn(page, role.email, '/');
        await test.step(route, async () => {
          try {
            const overflow = await overflowOf(page, path);
            if (overflow > 0) overflowing.push(`${route}: ${overflow} px too wide, ${await widestElement(page)}`);
          } catch (error) {
            // A page that never settles (no h1, a spinner that stays) is named too, and the sweep goes on.
            overflowing.push(`${route}: did not settle (${String(error).split('\n')[0]})`);
          }
        });
      }
      expect(overflowing).toEqual([]);
    });
  }
});
