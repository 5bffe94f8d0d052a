import { sitePaths } from '@volunteerly/site/site-paths';
import { requestCenterId } from '../../platform/tenancy/tenancy-plugin.ts';
import type { PublicPage, SitemapSource } from '../../platform/web/public-pages.ts';
import { listPublicVacancyStamps } from './vacancy-sitemap.service.ts';

/** The search page. */
export const vacancySearchPages: readonly PublicPage[] = [
  {
    path: sitePaths.vacancySearch,
    texts: { title: 'routes.vacancySearch', description: 'routes.vacancySearchDescription' },
    inSitemap: true,
  },
];

/** The vacancies the centre's search shows, in its sitemap. */
export const vacancySitemap: SitemapSource = async (app, request) =>
  (await listPublicVacancyStamps(app.database, { tenant: request.tenant, centerId: requestCenterId(request) })).map(
    (vacancy) => ({ path: sitePaths.vacancy(vacancy.id), lastModified: vacancy.updatedAt }),
  );
