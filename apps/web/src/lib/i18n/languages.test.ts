import { describe, expect, it } from 'vitest';
import { catalogueCacheMs, defaultLanguage, localeCookieDays, localeCookieName, toLanguage } from './languages.ts';

describe('languages', () => {
  it('default to Dutch and narrow browser languages to nl or en', () => {
    expect(defaultLanguage).toBe('nl');
    expect(toLanguage('en-GB')).toBe('en');
    expect(toLanguage('NL-be')).toBe('nl');
    expect(toLanguage('fr')).toBe('nl');
    expect(toLanguage(undefined)).toBe('nl');
  });

  it("keep the constants of spec §9: 'locale' cookie for 365 days, catalogues cached 24 h", () => {
    expect(localeCookieName).toBe('locale');
    expect(localeCookieDays).toBe(365);
    expect(catalogueCacheMs).toBe(24 * 60 * 60 * 1000);
  });
});
