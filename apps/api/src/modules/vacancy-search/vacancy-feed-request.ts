import { sitePaths } from '@volunteerly/site/site-paths';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLocale } from '../../platform/http/error-envelope.ts';
import { requestCenterId } from '../../platform/tenancy/tenancy-plugin.ts';
import { tenantLink } from '../mail/tenant-links.ts';
import { buildVacancyFeed } from './vacancy-feed.presenter.ts';
import { newestVacancies } from './vacancy-search.service.ts';
import type { Feed } from 'feed';

/** The feed a request asks for: its tenant's (and centre's) newest vacancies, linked to the tenant's site. */
export async function feedForRequest(app: FastifyInstance, request: FastifyRequest): Promise<Feed> {
  const vacancies = await newestVacancies(app.database, app.vacancySearchAnswers, {
    tenant: request.tenant,
    centerId: requestCenterId(request),
  });
  return buildVacancyFeed({
    appName: request.tenant.appName,
    locale: requestLocale(request),
    siteUrl: tenantLink(request, sitePaths.home),
    feedUrls: {
      atom: tenantLink(request, '/api/v1/vacancies/feed.atom'),
      rss: tenantLink(request, '/api/v1/vacancies/feed.rss'),
    },
    vacancyUrl: (id) => tenantLink(request, sitePaths.vacancy(id)),
    vacancies,
  });
}
