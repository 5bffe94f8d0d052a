import { isLanguage, localeCookieName, type Language } from '@volunteerly/site/languages';
import { pageHeadText, type PageHeadKey } from '@volunteerly/site/page-heads';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageHead } from '../../platform/web/page-head.ts';
import type { PageDescription, PublicPageContext } from '../../platform/web/public-pages.ts';
import type { PageAudience } from '../tenants/page-audience.ts';
import { readCookie } from '../tenants/page-audience.ts';

/** The language the web app will choose: `?lang=`, then its cookie, then the browser's, else Dutch. */
export function pageLanguageOf(request: FastifyRequest, url: URL): Language {
  const asked = url.searchParams.get('lang') ?? readCookie(request, localeCookieName);
  const chosen = asked?.slice(0, 2).toLowerCase();
  if (isLanguage(chosen)) return chosen;
  for (const part of (request.headers['accept-language'] ?? '').split(',')) {
    const language = part.trim().slice(0, 2).toLowerCase();
    if (isLanguage(language)) return language;
  }
  return 'nl';
}

/** The page's path as the router matches it: lower case, without a trailing slash. */
function routePathOf(url: URL): string {
  return url.pathname.toLowerCase().replace(/\/+$/, '') || '/';
}

/** '{page} - {app}' (spec §1), as the web app writes it. */
function documentTitle(pageTitle: string | undefined, appName: string): string {
  return pageTitle ? `${pageTitle} - ${appName}` : appName;
}

/**
 * Describes the page a browser opens: title, description, canonical address, preview image and,
 * for a vacancy, its JobPosting. Pages that need sign-in are described by the app name only and
 * kept out of search engines.
 */
export async function describePage(
  app: FastifyInstance,
  audience: PageAudience,
  request: FastifyRequest,
): Promise<PageDescription> {
  // The tenant's own address, never the request's Host (issue 29, hole 7).
  const url = new URL(request.url, audience.origin);
  const language = pageLanguageOf(request, url);
  const routePath = routePathOf(url);
  // A data: URL (the demo's logos) is no preview.
  const absolute = (address: string | null | undefined) => {
    const image = address ? new URL(address, url.origin) : undefined;
    return image && (image.protocol === 'https:' || image.protocol === 'http:') ? image.toString() : undefined;
  };
  const appName = audience.tenant.appName;
  const centerName = audience.center?.center.name ?? appName;
  const base: PageHead = {
    language,
    title: appName,
    description: undefined,
    canonicalUrl: new URL(url.pathname.replace(/\/+$/, '') || '/', url.origin).toString(),
    siteName: appName,
    image: absolute(audience.center?.profile?.websiteLogoUrl),
    openGraphType: 'website',
    structuredData: undefined,
    noIndex: app.config.staging,
  };
  const text = (key: PageHeadKey, values: Record<string, string> = {}) =>
    pageHeadText(language, key, { appName, centerName, ...values });
  const context: PublicPageContext = {
    app,
    tenantId: audience.tenant.id,
    base,
    absolute,
    text,
    documentTitle: (pageTitle) => documentTitle(pageTitle, appName),
  };

  // The pages the modules declare in their manifests (src/api-modules.ts).
  for (const page of app.publicPages.pages) {
    if (typeof page.path === 'string') {
      if (page.path !== routePath || !('texts' in page)) continue;
      const { title, description } = page.texts;
      return {
        found: true,
        head: { ...base, title: documentTitle(text(title), appName), description: description && text(description) },
      };
    }
    const id = page.path.exec(routePath)?.[1];
    if (id && 'describe' in page) return page.describe(context, Number(id));
  }
  // A page behind sign-in, a developer page, or one the app will not find: named by the app only.
  return { found: true, head: { ...base, noIndex: true } };
}
