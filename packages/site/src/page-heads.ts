// The texts of the pages the server describes before the app runs (title, description): one
// catalogue per language that the API's page heads and the web app (its 'page-heads' namespace,
// looked up when 'common' lacks a key) both read, so a page's title is written once.
import englishPageHeads from './locales/en/page-heads.json' with { type: 'json' };
import dutchPageHeads from './locales/nl/page-heads.json' with { type: 'json' };
import { defaultLanguage, type Language } from './languages.ts';

/** The i18next namespace of these texts in the web app. */
export const pageHeadNamespace = 'page-heads';

type Catalogue = typeof dutchPageHeads;
type KeysOf<Node, Prefix extends string = ''> = {
  [Key in keyof Node & string]: Node[Key] extends string ? `${Prefix}${Key}` : KeysOf<Node[Key], `${Prefix}${Key}.`>;
}[keyof Node & string];

/** A text of the page-head catalogue, e.g. `routes.vacancySearch`. */
export type PageHeadKey = KeysOf<Catalogue>;

/** The page-head catalogue of each language, as the web app loads it. */
export const pageHeadCatalogues: Record<Language, Catalogue> = { nl: dutchPageHeads, en: englishPageHeads };

function lookUp(catalogue: unknown, key: string): unknown {
  let node = catalogue;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * A page-head text in one language (Dutch when the language lacks it), with its `{{name}}` values
 * filled in as i18next does; a value not given stays as written.
 */
export function pageHeadText(language: Language, key: PageHeadKey, values: Record<string, string> = {}): string {
  const text = lookUp(pageHeadCatalogues[language], key) ?? lookUp(pageHeadCatalogues[defaultLanguage], key);
  return String(text).replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}
