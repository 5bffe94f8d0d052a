import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, supportedLanguages } from '@volunteerly/site/languages';
import { pageHeadCatalogues, pageHeadNamespace } from '@volunteerly/site/page-heads';
import { defaultNamespace, fallbackNamespace, namespaces } from '../lib/i18n/namespaces.ts';

const catalogues = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { import: 'default', eager: true });

/** Every catalogue under src/locales and the shared page-head texts, keyed by language then namespace. */
export function loadCatalogues(): Resource {
  const resources: Resource = {};
  for (const [path, messages] of Object.entries(catalogues)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    resources[match[1]] ??= {};
    resources[match[1]]![match[2]] = messages;
  }
  for (const language of supportedLanguages)
    (resources[language] ??= {})[pageHeadNamespace] = pageHeadCatalogues[language];
  return resources;
}

/** Starts the global i18next with the real catalogues in memory (no HTTP in tests). */
export async function initTestI18n(): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    resources: loadCatalogues(),
    lng: defaultLanguage,
    fallbackLng: defaultLanguage,
    supportedLngs: [...supportedLanguages],
    ns: [...namespaces],
    defaultNS: defaultNamespace,
    fallbackNS: fallbackNamespace,
    interpolation: { escapeValue: false },
  });
}
