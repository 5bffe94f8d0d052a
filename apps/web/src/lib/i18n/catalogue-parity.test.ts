import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '@volunteerly/site/languages';
import { pageHeadCatalogues } from '@volunteerly/site/page-heads';

const catalogues = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  import: 'default',
  eager: true,
});

function flattenKeys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, item]) => flattenKeys(item, prefix ? `${prefix}.${key}` : key));
}

function byLanguage(): Map<string, Map<string, string[]>> {
  const result = new Map<string, Map<string, string[]>>();
  for (const [path, messages] of Object.entries(catalogues)) {
    const [, language = '', namespace = ''] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (!result.has(language)) result.set(language, new Map());
    result.get(language)?.set(namespace, flattenKeys(messages).sort());
  }
  return result;
}

describe('message catalogues', () => {
  const languages = byLanguage();

  it('exist for exactly the supported languages, with the same namespaces', () => {
    expect([...languages.keys()].sort()).toEqual([...supportedLanguages].sort());
    const [first, ...rest] = supportedLanguages.map((language) => [...(languages.get(language)?.keys() ?? [])].sort());
    for (const namespaces of rest) expect(namespaces).toEqual(first);
    expect(first).toContain('common');
  });

  const namespaces = [...(languages.get('nl')?.keys() ?? [])];
  it.each(namespaces)('hold the same keys in nl and en for namespace %s', (namespace) => {
    const nl = languages.get('nl')?.get(namespace) ?? [];
    const en = languages.get('en')?.get(namespace) ?? [];
    expect({
      namespace,
      onlyInNl: nl.filter((key) => !en.includes(key)),
      onlyInEn: en.filter((key) => !nl.includes(key)),
    }).toEqual({
      namespace,
      onlyInNl: [],
      onlyInEn: [],
    });
  });

  it('have no empty messages', () => {
    for (const [path, messages] of Object.entries(catalogues)) {
      const empty = flattenKeys(messages).filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect({ path, empty }).toEqual({ path, empty: [] });
    }
  });

  // The page-head texts (@volunteerly/site) are looked up when 'common' lacks a key: a key in both
  // would be two texts for one thing, the server's page head and the app's title drifting apart.
  it.each([...supportedLanguages])('hold each page-head text once: not also in common (%s)', (language) => {
    const common = languages.get(language)?.get('common') ?? [];
    const twice = flattenKeys(pageHeadCatalogues[language]).filter((key) => common.includes(key));
    expect(twice).toEqual([]);
  });
});
