import { expect } from '@playwright/test';
import { sweepTest as test, sweptRoutes, visitsOf } from '../support/sweep.ts';

// Every route of support/routes.ts, for every visitor, in one load per language (decision 040):
// - reflow (WCAG 1.4.10, issue 14 §1): at 390 and at 320 CSS px nothing scrolls sideways, for every
//   role, in Dutch, and in English where axe reads the page in English;
// - axe-core (no violations) on the page of the visitor the route is listed for, in both languages.
// A failure lists each finding with its route, visitor, language and check.
test.describe('every route for every visitor: axe-core and reflow on one load', () => {
  // A route is loaded up to seven times (five visitors, two of them in two languages).
  test.describe.configure({ timeout: 120_000 });
  // The sweep's page stays open only while this worker runs this file's tests.
  test.afterAll(({ keptPage }) => keptPage.close());

  for (const route of sweptRoutes) {
    const visits = visitsOf(route);
    test(route, async ({ routeSweep }) => {
      const findings: string[] = [];
      for (const visit of visits) findings.push(...(await routeSweep.check(route, visit)));
      expect(findings, `what the sweep found on ${route}`).toEqual([]);
    });
  }
});
