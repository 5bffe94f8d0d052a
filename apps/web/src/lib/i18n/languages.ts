/** Interface languages (spec §1): Dutch first, English second. */
export const supportedLanguages = ['nl', 'en'] as const;
export type Language = (typeof supportedLanguages)[number];

/** Default and fallback language. */
export const defaultLanguage: Language = 'nl';

/** Message namespaces: 'common' (app shell, pages) and 'ui' (the UI kit). */
export const namespaces = ['common', 'ui'] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace: Namespace = 'common';

/** Cookie remembering the chosen language (spec §9: 365 days). */
export const localeCookieName = 'locale';
export const localeCookieDays = 365;

/** How long fetched catalogues are reused from localStorage (spec §9: 24 hours). */
export const catalogueCacheMs = 24 * 60 * 60 * 1000;

/** Narrows any string to a supported language, falling back to Dutch. */
export function toLanguage(value: string | undefined): Language {
  const base = value?.toLowerCase().split('-')[0];
  return supportedLanguages.find((language) => language === base) ?? defaultLanguage;
}
