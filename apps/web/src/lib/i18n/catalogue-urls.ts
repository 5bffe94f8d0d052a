import { defaultLanguage } from '@volunteerly/site/languages';
import englishPageHeadsUrl from '@volunteerly/site/locales/en/page-heads.json?url';
import dutchPageHeadsUrl from '@volunteerly/site/locales/nl/page-heads.json?url';
import { pageHeadNamespace } from '@volunteerly/site/page-heads';

// Vite emits each catalogue as its own hashed asset; this maps source path → URL.
const urlsBySource = import.meta.glob<string>('../../locales/*/*.json', {
  query: '?url',
  import: 'default',
  eager: true,
});

const urls = new Map<string, string>();
for (const [source, url] of Object.entries(urlsBySource)) {
  const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(source);
  if (match) urls.set(`${match[1]}/${match[2]}`, url);
}
// The page-head texts the server shares live in @volunteerly/site, emitted and fetched alike.
urls.set(`nl/${pageHeadNamespace}`, dutchPageHeadsUrl);
urls.set(`en/${pageHeadNamespace}`, englishPageHeadsUrl);

/** The URL the catalogue of one language and namespace is fetched from. */
export function catalogueUrl(language: string, namespace: string): string {
  // An unknown pair resolves to a path that answers 404, which i18next reports as a failed load.
  return urls.get(`${language}/${namespace}`) ?? `/locales/${language}/${namespace}.json`;
}

/**
 * A version string per language that changes whenever one of its catalogues
 * changes (the URLs carry content hashes), so the 24 h localStorage cache never
 * serves texts of an older build.
 */
export function catalogueVersions(): Record<string, string> {
  const versions: Record<string, string> = {};
  for (const [key, url] of urls) {
    const language = key.split('/')[0] ?? defaultLanguage;
    versions[language] = versions[language] ? `${versions[language]}|${url}` : url;
  }
  return versions;
}
