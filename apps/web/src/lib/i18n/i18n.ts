import i18next, { type i18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DeferredBackend, type DeferredBackendOptions } from './deferred-backend.ts';
import {
  defaultLanguage,
  localeCookieDays,
  localeCookieName,
  supportedLanguages,
  toLanguage,
  type Language,
} from '@volunteerly/site/languages';
import { defaultNamespace, fallbackNamespace, namespaces } from './namespaces.ts';

/** The language a server-rendered page was rendered in, with the messages it used (by namespace). */
export interface BootedCatalogue {
  language: Language;
  resources: Record<string, Record<string, unknown>>;
}

/** The boot data's catalogue when it is one (anything else: the app fetches its catalogues). */
export function toBootedCatalogue(language: unknown, catalogue: unknown): BootedCatalogue | undefined {
  if (typeof language !== 'string' || !supportedLanguages.some((supported) => supported === language)) return undefined;
  if (catalogue === null || typeof catalogue !== 'object') return undefined;
  return { language: toLanguage(language), resources: catalogue as BootedCatalogue['resources'] };
}

/** Keeps `<html lang>` on the current interface language. */
function followLanguageInDocument(instance: i18n): void {
  const apply = () => {
    document.documentElement.lang = toLanguage(instance.resolvedLanguage ?? instance.language);
  };
  instance.on('languageChanged', apply);
  apply();
}

/**
 * Starts i18next: nl (default, fallback) and en; detection cookie → browser →
 * fallback, remembered in the 'locale' cookie for 365 days; catalogues fetched
 * per language and cached for 24 h in localStorage. Tests pass their own
 * instance; the app uses the global one that react-i18next reads.
 */
export async function initI18n(
  options: { instance?: i18n; cache?: boolean; booted?: BootedCatalogue } = {},
): Promise<i18n> {
  // In development the catalogue URLs carry no content hash, so a cache would hide edits.
  const { instance = i18next, cache = !import.meta.env.DEV, booted } = options;
  await instance
    .use(DeferredBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...supportedLanguages],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: defaultLanguage,
      ns: [...namespaces],
      // The page the server rendered came with its language and messages: the same texts, no fetch.
      // An English page does not wait for the Dutch fallback: both catalogues hold every key (a test checks).
      ...(booted
        ? {
            lng: booted.language,
            resources: { [booted.language]: booted.resources },
            partialBundledLanguages: true,
            fallbackLng: booted.language === defaultLanguage ? defaultLanguage : false,
          }
        : {}),
      defaultNS: defaultNamespace,
      fallbackNS: fallbackNamespace,
      interpolation: { escapeValue: false },
      detection: {
        // `?lang=` first: the address each language has for search engines (hreflang); it is then kept.
        order: ['querystring', 'cookie', 'navigator'],
        lookupQuerystring: 'lang',
        lookupCookie: localeCookieName,
        caches: ['cookie'],
        cookieMinutes: localeCookieDays * 24 * 60,
        cookieOptions: { path: '/', sameSite: 'lax', secure: window.location.protocol === 'https:' },
      },
      backend: { cache } satisfies DeferredBackendOptions,
    });
  followLanguageInDocument(instance);
  return instance;
}
