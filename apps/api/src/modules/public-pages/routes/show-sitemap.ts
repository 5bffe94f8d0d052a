import { sitePaths } from '@volunteerly/site/site-paths';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { mediaResponse, responses } from '../../../platform/http/response-contract.ts';
import { requestCenterId } from '../../../platform/tenancy/tenancy-plugin.ts';
import { tenantLink } from '../../mail/tenant-links.ts';
import { listPublicOrganizationStamps } from '../../organizations/organization-reads.service.ts';
import { listPublicVacancyStamps } from '../../vacancy-search/vacancy-sitemap.service.ts';
import { renderSitemap, type SitemapEntry } from '../sitemap.ts';

/** The public pages without data of their own. */
const publicPagePaths = [
  sitePaths.home,
  sitePaths.vacancySearch,
  sitePaths.organizations,
  sitePaths.partners,
  sitePaths.privacyStatement,
  sitePaths.accessibilityStatement,
];

/** GET /sitemap.xml: the tenant's public pages, published vacancies and approved organisations. */
export function registerShowSitemap(app: AppInstance): void {
  app.get(
    '/sitemap.xml',
    {
      config: { session: 'optional', tenantFromHost: true, httpCache: 'public-configuration' },
      schema: {
        tags: ['pages'],
        summary: 'The public pages of this site',
        response: responses({ 200: mediaResponse('A sitemap (sitemaps.org 0.9)', ['application/xml']) }),
      },
    },
    async function handleShowSitemap(request, reply) {
      const audience = { tenant: request.tenant, centerId: requestCenterId(request) };
      const [vacancies, organizations] = await Promise.all([
        listPublicVacancyStamps(app.database, audience),
        listPublicOrganizationStamps(app.database, request.tenant.id),
      ]);
      const entries: SitemapEntry[] = [
        ...publicPagePaths.map((path) => ({ url: tenantLink(request, path) })),
        ...vacancies.map((vacancy) => ({
          url: tenantLink(request, sitePaths.vacancy(vacancy.id)),
          lastModified: vacancy.updatedAt,
        })),
        ...organizations.map((organization) => ({
          url: tenantLink(request, sitePaths.organization(organization.id)),
          lastModified: organization.updatedAt,
        })),
      ];
      return reply.type('application/xml; charset=utf-8').send(renderSitemap(entries));
    },
  );
}
