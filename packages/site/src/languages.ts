/** Interface languages (spec §1): Dutch first, English second. */
export const supportedLanguages = ['nl', 'en'] as const;
export type Language = (typeof supportedLanguages)[number];

/** Default and fallback language. */
export const defaultLanguage: Language = 'nl';

/** Cookie remembering the chosen language (spec §9: 365 days); the server reads it to describe a page. */
export const localeCookieName = 'locale';
export const localeCookieDays = 365;

/** True for a supported language code ('nl', 'en'), as written. */
export function isLanguage(value: string | undefined): value is Language {
  return supportedLanguages.some((language) => language === value);
}

/** Narrows any string to a supported language, falling back to Dutch. */
export function toLanguage(value: string | undefined): Language {
  const base = value?.toLowerCase().split('-')[0];
  return supportedLanguages.find((language) => language === base) ?? defaultLanguage;
}
