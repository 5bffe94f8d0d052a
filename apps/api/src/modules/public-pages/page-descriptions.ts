import { isLanguage, localeCookieName, type Language } from '@volunteerly/site/languages';
import { pageHeadText, type PageHeadKey } from '@volunteerly/site/page-heads';
import { sitePaths } from '@volunteerly/site/site-paths';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../platform/database/connection.ts';
import { sanitizeHtmlAs } from '../../platform/html/html-policies.ts';
import { findPublicOrganization, type OrganizationRecords } from '../organizations/organization-reads.service.ts';
import type { PageAudience } from '../tenants/page-audience.ts';
import { readCookie } from '../tenants/page-audience.ts';
import { findPublicVacancy, type PublicVacancyRecords } from '../vacancies/vacancies.service.ts';
import { jobPostingOf } from './job-posting.ts';
import { shortDescription, type PageHead } from './page-head.ts';

/** What the server reads to describe a page. */
export interface PageSources {
  database: Database;
  organizationRecords: OrganizationRecords;
  publicVacancyRecords: PublicVacancyRecords;
  /** A staging site: no page is indexed. */
  staging: boolean;
}

/** A page described: its head, and whether what it shows exists (else the page answers 404). */
export interface PageDescription {
  head: PageHead;
  found: boolean;
}

/** The public pages without data of their own: their titles and descriptions (@volunteerly/site page heads). */
const publicPageTexts: Record<string, { title: PageHeadKey; description?: PageHeadKey }> = {
  [sitePaths.home]: { title: 'routes.home', description: 'home.introduction' },
  [sitePaths.vacancySearch]: { title: 'routes.vacancySearch', description: 'routes.vacancySearchDescription' },
  [sitePaths.organizations]: { title: 'routes.organizations', description: 'routes.organizationsDescription' },
  [sitePaths.organizationSignUp]: { title: 'routes.organizationSignup' },
  [sitePaths.partners]: { title: 'routes.partners' },
  [sitePaths.signIn]: { title: 'routes.signIn' },
  [sitePaths.signInLegacy]: { title: 'routes.signIn' },
  [sitePaths.signUp]: { title: 'routes.signUp' },
  [sitePaths.privacyStatement]: { title: 'routes.privacyStatement', description: 'routes.privacyStatementDescription' },
  [sitePaths.accessibilityStatement]: {
    title: 'routes.accessibilityStatement',
    description: 'routes.accessibilityStatementDescription',
  },
};

const vacancyPath = new RegExp(`^${sitePaths.vacancy('(\\d{1,15})')}$`);
const organizationPath = new RegExp(`^${sitePaths.organization('(\\d{1,15})')}$`);

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

function plainText(html: string): string {
  return sanitizeHtmlAs('plainText', html)
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/** '{page} - {app}' (spec §1), as the web app writes it. */
function documentTitle(pageTitle: string | undefined, appName: string): string {
  return pageTitle ? `${pageTitle} - ${appName}` : appName;
}

/** What every description of one request starts from. */
interface PageContext {
  sources: PageSources;
  audience: PageAudience;
  /** The head of a page that shows nothing of its own: the app's name, the centre's logo. */
  base: PageHead;
  /** An absolute http(s) address of an image, or undefined (previews fetch images by address). */
  absolute: (address: string | null | undefined) => string | undefined;
  /** A page-head text in the page's language. */
  text: (key: PageHeadKey, values?: Record<string, string>) => string;
}

/** The page of a published vacancy: its title, summary, image and JobPosting; 404 for any other. */
async function describeVacancyPage(context: PageContext, vacancyId: number): Promise<PageDescription> {
  const { sources, audience, base } = context;
  const appName = audience.tenant.appName;
  const record = await findPublicVacancy(sources.database, sources.publicVacancyRecords, audience.tenant.id, vacancyId);
  if (!record) {
    return {
      head: { ...base, title: documentTitle(context.text('routes.vacancy'), appName), noIndex: true },
      found: false,
    };
  }
  const { vacancy } = record;
  const image = context.absolute(record.picture.previewUrl) ?? base.image;
  return {
    found: true,
    head: {
      ...base,
      title: documentTitle(vacancy.title, appName),
      description: shortDescription(vacancy.summary || plainText(vacancy.descriptionHtml)),
      image,
      openGraphType: 'article',
      structuredData: jobPostingOf(record, base.canonicalUrl, image),
    },
  };
}

/** The page of an approved organisation: its name, description and logo; 404 for any other. */
async function describeOrganizationPage(context: PageContext, organizationId: number): Promise<PageDescription> {
  const { sources, audience, base } = context;
  const appName = audience.tenant.appName;
  const record = await findPublicOrganization(
    sources.database,
    sources.organizationRecords,
    audience.tenant.id,
    organizationId,
  );
  if (!record) {
    return {
      head: { ...base, title: documentTitle(context.text('routes.organization'), appName), noIndex: true },
      found: false,
    };
  }
  return {
    found: true,
    head: {
      ...base,
      title: documentTitle(record.organization.name, appName),
      // Without a description of its own, the page still says what it is (search engines show it).
      description:
        shortDescription(record.profile?.description) ??
        context.text('routes.organizationDescription', { name: record.organization.name }),
      image: context.absolute(record.picture.previewUrl) ?? base.image,
    },
  };
}

/**
 * Describes the page a browser opens: title, description, canonical address, preview image and,
 * for a vacancy, its JobPosting. Pages that need sign-in are described by the app name only and
 * kept out of search engines.
 */
export async function describePage(
  sources: PageSources,
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
    noIndex: sources.staging,
  };
  const text = (key: PageHeadKey, values: Record<string, string> = {}) =>
    pageHeadText(language, key, { appName, centerName, ...values });
  const context: PageContext = { sources, audience, base, absolute, text };

  const vacancyId = vacancyPath.exec(routePath)?.[1];
  if (vacancyId) return describeVacancyPage(context, Number(vacancyId));
  const organizationId = organizationPath.exec(routePath)?.[1];
  if (organizationId) return describeOrganizationPage(context, Number(organizationId));
  const known = publicPageTexts[routePath];
  if (known) {
    return {
      found: true,
      head: {
        ...base,
        title: documentTitle(text(known.title), appName),
        description: known.description ? text(known.description) : undefined,
      },
    };
  }
  // A page behind sign-in, a developer page, or one the app will not find: named by the app only.
  return { found: true, head: { ...base, noIndex: true } };
}
