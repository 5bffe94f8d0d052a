import { describe, expect, it } from 'vitest';
import { defaultLanguage, isLanguage, localeCookieDays, localeCookieName, toLanguage } from './languages.ts';

describe('languages', () => {
  it('default to Dutch and narrow browser languages to nl or en', () => {
    expect(defaultLanguage).toBe('nl');
    expect(toLanguage('en-GB')).toBe('en');
    expect(toLanguage('NL-be')).toBe('nl');
    expect(toLanguage('fr')).toBe('nl');
    expect(toLanguage(undefined)).toBe('nl');
  });

  it('recognise exactly the supported codes', () => {
    expect(isLanguage('nl')).toBe(true);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage('en-GB')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it("keep the constant of spec §9: 'locale' cookie for 365 days", () => {
    expect(localeCookieName).toBe('locale');
    expect(localeCookieDays).toBe(365);
  });
});
