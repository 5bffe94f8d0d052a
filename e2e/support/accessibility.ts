import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * The WCAG 2.1 A/AA rules whose outcome can change with the page's language: names, labels,
 * titles, alternatives and the language attributes. The page's structure, roles and colours are
 * the same in every language, so the sweep checks those once per route and these in each language.
 */
export const languageDependentRules = [
  'area-alt',
  'aria-command-name',
  'aria-dialog-name',
  'aria-input-field-name',
  'aria-meter-name',
  'aria-progressbar-name',
  'aria-toggle-field-name',
  'aria-tooltip-name',
  'button-name',
  'document-title',
  'empty-heading',
  'empty-table-header',
  'frame-title',
  'html-has-lang',
  'html-lang-valid',
  'html-xml-lang-mismatch',
  'image-alt',
  'input-button-name',
  'input-image-alt',
  'label',
  'link-name',
  'object-alt',
  'role-img-alt',
  'select-name',
  'summary-name',
  'svg-img-alt',
  'valid-lang',
];

/**
 * Runs axe-core with the WCAG 2.1 A and AA rules (or only `rules`) and fails on any violation,
 * listing them readably.
 */
export async function expectNoAccessibilityViolations(page: Page, rules?: string[]): Promise<void> {
  // The page as the app shows it: a server-rendered page is checked after the app took it over (the
  // app marks <html> with the colour mode when it runs), never while its start is still to come.
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', /^(light|dark)$/);
  // Legacy mode runs axe.run() in the page and its same-origin frames. The default runs axe.runPartial()
  // per frame and then axe.finishRun() in a new blank page, which costs about half a second a check;
  // the app has no cross-origin frames, the one thing legacy mode leaves out.
  const builder = new AxeBuilder({ page }).setLegacyMode();
  const results = await (
    rules ? builder.withRules(rules) : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  )
    // Only violations are read: axe then skips describing every passing node.
    .options({ resultTypes: ['violations'] })
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
