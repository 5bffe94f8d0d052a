import { supportedLanguages, type Language } from '@volunteerly/site/languages';
import { escapeHtml } from '../html/escape-html.ts';

/** What the server tells browsers, search engines and link previews about one page. */
export interface PageHead {
  language: Language;
  /** The whole document title: the page's own title plus the app name (spec §1). */
  title: string;
  description: string | undefined;
  /** The page's address without language or tracking parameters. */
  canonicalUrl: string;
  siteName: string;
  /** Absolute; the vacancy's image, else the organisation's logo, else the centre's. */
  image: string | undefined;
  openGraphType: 'website' | 'article';
  /** schema.org data (a vacancy's JobPosting). */
  structuredData: object | undefined;
  /** Set on pages search engines should leave out (staging, signed-in pages). */
  noIndex: boolean;
}

/** JSON for a <script> element: `<` escaped, so no value can end the script. */
function scriptJson(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The page's address in one language (`?lang=`, which the web app reads first). */
export function languageUrl(canonicalUrl: string, language: Language): string {
  const url = new URL(canonicalUrl);
  url.searchParams.set('lang', language);
  return url.toString();
}

const openGraphLocales: Record<Language, string> = { nl: 'nl_NL', en: 'en_GB' };

/** The <head> elements of a page: title, description, canonical and language links, Open Graph, Twitter, JSON-LD. */
export function renderHeadTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string | undefined) =>
    content ? `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />` : '';
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noIndex ? meta('name', 'robots', 'noindex') : '',
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    ...supportedLanguages.map(
      (language) =>
        `<link rel="alternate" hreflang="${language}" href="${escapeHtml(languageUrl(head.canonicalUrl, language))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(head.canonicalUrl)}" />`,
    meta('property', 'og:type', head.openGraphType),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', head.canonicalUrl),
    meta('property', 'og:locale', openGraphLocales[head.language]),
    meta('property', 'og:image', head.image),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image),
    head.structuredData ? `<script type="application/ld+json">${scriptJson(head.structuredData)}</script>` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** A description as search engines show it: one line, at most about 160 characters, cut at a word. */
export function shortDescription(text: string | null | undefined, maximum = 160): string | undefined {
  const line = (text ?? '').replace(/\s+/g, ' ').trim();
  if (!line) return undefined;
  if (line.length <= maximum) return line;
  const cut = line.slice(0, maximum - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), maximum / 2)).trimEnd()}…`;
}
