import { describe, expect, it } from 'vitest';
import { supportedLanguages } from './languages.ts';
import { pageHeadCatalogues, pageHeadText, type PageHeadKey } from './page-heads.ts';

function flattenKeys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, item]) => flattenKeys(item, prefix ? `${prefix}.${key}` : key));
}

describe('page-head texts', () => {
  it('hold the same keys, none empty, in every language', () => {
    const dutchKeys = flattenKeys(pageHeadCatalogues.nl).sort();
    for (const language of supportedLanguages) {
      expect(flattenKeys(pageHeadCatalogues[language]).sort()).toEqual(dutchKeys);
      for (const key of dutchKeys) expect(pageHeadText(language, key as PageHeadKey).trim()).not.toBe('');
    }
  });

  it('fill in the values they name, in the language asked for', () => {
    expect(pageHeadText('nl', 'home.introduction', { centerName: 'Vrijwilligerscentrum Zuid' })).toBe(
      'Vrijwilligerscentrum Zuid brengt vrijwilligers en organisaties bij elkaar.',
    );
    expect(pageHeadText('en', 'routes.organizationDescription', { name: 'De Pit', appName: 'Zuid Helpt' })).toBe(
      'De Pit is looking for volunteers on Zuid Helpt: who they are, what they do and their open vacancies.',
    );
  });

  it('leave a value that is not given as written', () => {
    expect(pageHeadText('en', 'routes.privacyStatementDescription')).toContain('{{appName}}');
  });
});
