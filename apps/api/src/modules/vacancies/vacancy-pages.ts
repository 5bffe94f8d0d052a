import { sitePaths } from '@volunteerly/site/site-paths';
import { sanitizeHtmlAs } from '../../platform/html/html-policies.ts';
import { shortDescription } from '../../platform/web/page-head.ts';
import {
  recordPagePath,
  type PageDescription,
  type PublicPage,
  type PublicPageContext,
} from '../../platform/web/public-pages.ts';
import { jobPostingOf } from './job-posting.ts';
import { findPublicVacancy } from './vacancies.service.ts';

function plainText(html: string): string {
  return sanitizeHtmlAs('plainText', html)
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');
}

/** The page of a published vacancy: its title, summary, image and JobPosting; 404 for any other. */
async function describeVacancyPage(context: PublicPageContext, vacancyId: number): Promise<PageDescription> {
  const { app, base } = context;
  const record = await findPublicVacancy(app.database, app.publicVacancyRecords, context.tenantId, vacancyId);
  if (!record) {
    return {
      head: { ...base, title: context.documentTitle(context.text('routes.vacancy')), noIndex: true },
      found: false,
    };
  }
  const { vacancy } = record;
  const image = context.absolute(record.picture.previewUrl) ?? base.image;
  return {
    found: true,
    head: {
      ...base,
      title: context.documentTitle(vacancy.title),
      description: shortDescription(vacancy.summary || plainText(vacancy.descriptionHtml)),
      image,
      openGraphType: 'article',
      structuredData: jobPostingOf(record, base.canonicalUrl, image),
    },
  };
}

/** The vacancy page the server describes (the sitemap lists vacancies through vacancy-search). */
export const vacancyPages: readonly PublicPage[] = [
  { path: recordPagePath(sitePaths.vacancy), describe: describeVacancyPage },
];
