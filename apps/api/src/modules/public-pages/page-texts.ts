// The web app's own texts for the pages the server describes: one catalogue, so a page's title in
// the server's HTML is the one the app shows (both languages). Bundled into dist/server.js.
import englishCommon from '../../../../web/src/locales/en/common.json' with { type: 'json' };
import dutchCommon from '../../../../web/src/locales/nl/common.json' with { type: 'json' };
import type { PageLanguage } from './page-head.ts';

const catalogues: Record<PageLanguage, unknown> = { nl: dutchCommon, en: englishCommon };

function lookUp(catalogue: unknown, path: string): unknown {
  let node = catalogue;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * A text of the web app's common catalogue (`routes.vacancySearch`, `home.introduction`) in one
 * language, with its `{{name}}` values filled in; undefined when there is no such text.
 */
export function pageText(language: PageLanguage, key: string, values: Record<string, string> = {}): string | undefined {
  const text = lookUp(catalogues[language], key) ?? lookUp(catalogues.nl, key);
  if (typeof text !== 'string') return undefined;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}
