import axe from 'axe-core';
import { expect, type Frame, type Page } from '@playwright/test';

/** What a page needs for `window.axe`: the axe-core source, set up for the page's own frames. */
const axeScript = `${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'] });`;

/** Loads axe-core into a frame once per document (a frame that has it already is left as it is). */
async function loadAxe(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => 'axe' in window)) return;
  await frame.evaluate(axeScript);
}

/**
 * The rules whose outcome can change with the page's language: names, labels, titles,
 * alternatives and the language attributes. The page's structure, roles and colours are the same
 * in every language, so the sweep checks every rule in Dutch and these again in English.
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
] as const;

/**
 * The page's axe-core violations, one readable line each: the rule, its impact, what it asks for
 * and where. axe-core runs its default rules (WCAG 2.0 and 2.1 A and AA, and its best practices),
 * or only `rules`.
 *
 * axe runs in the page and its same-origin frames, as `AxeBuilder.setLegacyMode()` does; it is
 * loaded once per document rather than twice per check, and only violations are described.
 */
export async function accessibilityViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  const [main, ...children] = page.frames();
  if (main) await loadAxe(main);
  // A frame that goes away meanwhile has nothing to check (AxeBuilder skips it too).
  for (const frame of children) await loadAxe(frame).catch(() => undefined);
  const violations = await page.evaluate(async (rules) => {
    const options: axe.RunOptions = { resultTypes: ['violations'] };
    if (rules) options.runOnly = { type: 'rule', values: [...rules] };
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, options);
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  }, rules);
  return violations.map(({ id, impact, help, targets }) => `${id} (${impact}): ${help} — ${targets.join(', ')}`);
}

/** Fails on any axe-core violation of the page as the app shows it, listing them readably. */
export async function expectNoAccessibilityViolations(page: Page): Promise<void> {
  // The page as the app shows it: a server-rendered page is checked after the app took it over (the
  // app marks <html> with the colour mode when it runs), never while its start is still to come.
  await expect(page.locator('html')).toHaveAttribute('data-color-mode', /^(light|dark)$/);
  expect(await accessibilityViolations(page), `axe violations on ${page.url()}`).toEqual([]);
}
