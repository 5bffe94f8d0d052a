import type { PageHeadKey } from '@volunteerly/site/page-heads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageHead } from './page-head.ts';

/** A page described: its head, and whether what it shows exists (else the page answers 404). */
export interface PageDescription {
  head: PageHead;
  found: boolean;
}

/** What a module's page describer reads for one request. */
export interface PublicPageContext {
  /** The app: the database and the module's kept public reads. */
  app: FastifyInstance;
  tenantId: number;
  /** The head of a page that shows nothing of its own: the app's name, the centre's logo. */
  base: PageHead;
  /** An absolute http(s) address of an image, or undefined (previews fetch images by address). */
  absolute(address: string | null | undefined): string | undefined;
  /** A page-head text in the page's language. */
  text(key: PageHeadKey, values?: Record<string, string>): string;
  /** '{page} - {app}' (spec §1), as the web app writes it; the app's name alone without a page title. */
  documentTitle(pageTitle?: string): string;
}

/**
 * A public page a module shows, as the server describes it to browsers, search engines and link
 * previews (issue 30: the manifest's `publicPages`). A page without data of its own has `texts`;
 * a page of one record (a vacancy, an organisation) has `describe`, called with the id its path's
 * first group matched.
 */
export type PublicPage = {
  /** Listed in the tenant's sitemap. */
  inSitemap?: boolean;
} & (
  | {
      /** The path as the router matches it: lower case, without a trailing slash. */
      path: string;
      texts: { title: PageHeadKey; description?: PageHeadKey };
    }
  | {
      /** The path's pattern; its first group is the record's id. */
      path: RegExp;
      describe(context: PublicPageContext, id: number): Promise<PageDescription>;
    }
);

/**
 * The pattern of a record page's path (`sitePaths.vacancy`, `sitePaths.organization`): the whole
 * path, with the record's id (1 to 15 digits) as its first group.
 */
export function recordPagePath(pathOf: (id: string) => string): RegExp {
  return new RegExp(`^${pathOf('(\\d{1,15})')}$`);
}

/** One address of the sitemap: a path of the tenant's site and when what it shows last changed. */
export interface SitemapPage {
  path: string;
  lastModified?: Date;
}

/** A module's records in the tenant's sitemap (its published vacancies, its approved organisations). */
export type SitemapSource = (app: FastifyInstance, request: FastifyRequest) => Promise<readonly SitemapPage[]>;

/** Every module's public pages and sitemap sources, gathered from the manifests when the app is built. */
export interface PublicPages {
  pages: readonly PublicPage[];
  sitemapSources: readonly SitemapSource[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every module's public pages (src/api-modules.ts), for the page describer and the sitemap. */
    publicPages: PublicPages;
  }
}
