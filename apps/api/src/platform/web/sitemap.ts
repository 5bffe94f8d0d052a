import { escapeHtml } from '../html/escape-html.ts';

/** One address of a sitemap, with when what it shows last changed. */
export interface SitemapEntry {
  url: string;
  lastModified?: Date;
}

/** A sitemap (sitemaps.org protocol 0.9) of these addresses. */
export function renderSitemap(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url><loc>${escapeHtml(entry.url)}</loc>${
        entry.lastModified ? `<lastmod>${entry.lastModified.toISOString()}</lastmod>` : ''
      }</url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** The pages search engines may not visit: what needs sign-in, developer pages and the API. */
const privatePaths = [
  '/api/',
  '/auth/',
  '/dev',
  '/test/',
  '/users',
  '/account/',
  '/profiel',
  '/profile-edit',
  '/instellingen',
  '/applications',
  '/dashboard',
  '/vacancies/add',
  '/vacancies/bulk-edit',
];

/** robots.txt: everything public may be indexed (with the sitemap), nothing at all on staging. */
export function renderRobots(options: { staging: boolean; sitemapUrl: string }): string {
  if (options.staging) return ['User-agent: *', 'Disallow: /', ''].join('\n');
  return [
    'User-agent: *',
    ...privatePaths.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${options.sitemapUrl}`,
    '',
  ].join('\n');
}
