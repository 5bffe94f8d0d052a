import { expect } from '@playwright/test';
import { nextOpening, sweepRuns, sweepTest as test, type Opening } from '../support/sweep.ts';

// Every route of support/routes.ts, for every visitor, in one load per language (decision 040):
// - reflow (WCAG 1.4.10, issue 14 §1): at 390 and at 320 CSS px nothing scrolls sideways, for every
//   role, in Dutch, and in English where axe reads the page in English;
// - axe-core (no violations) on the page of the visitor the route is listed for, in both languages.
// A test sweeps a dozen routes of one visitor in one language: it loads the first and opens the
// others in the app. A failure lists each finding with its route, visitor, language and check.
test.describe('every route for every visitor: axe-core and reflow on one opening', () => {
  // Twelve routes, up to three checks each, on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  // The sweep's page stays open only while this worker runs this file's tests.
  test.afterAll(({ keptPage }) => keptPage.close());

  for (const run of sweepRuns()) {
    test(run.title, async ({ routeSweep }) => {
      const findings: string[] = [];
      let opening: Opening = 'load';
      for (const { route, visit } of run.stops) {
        findings.push(...(await routeSweep.check(route, visit, opening)));
        opening = nextOpening(route);
      }
      expect(findings, `what the sweep found on ${run.title}`).toEqual([]);
    });
  }
});
