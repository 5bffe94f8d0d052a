import { describe, expect, it } from 'vitest';
// Loading the app loads every module's catalogue, so the parity check sees them all.
import '../../app.ts';
import { apiCatalogues, localeFromAcceptLanguage, translate } from './api-messages.ts';

describe('API messages', () => {
  it('has the same keys and placeholders in Dutch and English', () => {
    const { nl, en } = apiCatalogues();
    expect(Object.keys(nl).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en)) {
      const placeholders = (text: string | undefined) => (text?.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(nl[key]), key).toEqual(placeholders(en[key]));
    }
  });

  it('fills in placeholders', () => {
    expect(translate('en', 'errors.tenant_unknown.detail', { tenant: 'x' })).toBe('There is no tenant "x".');
  });

  it('chooses the locale from Accept-Language by quality, Dutch by default', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('nl');
    expect(localeFromAcceptLanguage('fr-FR, de;q=0.9')).toBe('nl');
    expect(localeFromAcceptLanguage('en-GB,en;q=0.9,nl;q=0.8')).toBe('en');
    expect(localeFromAcceptLanguage('en;q=0.5, nl-NL;q=0.9')).toBe('nl');
  });
});
