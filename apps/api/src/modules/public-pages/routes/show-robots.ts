import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { mediaResponse, responses } from '../../../platform/http/response-contract.ts';
import { tenantLink } from '../../mail/tenant-links.ts';
import { renderRobots } from '../../../platform/web/sitemap.ts';

/** GET /robots.txt: per tenant host; on staging every page is off limits. */
export function registerShowRobots(app: AppInstance): void {
  app.get(
    '/robots.txt',
    {
      config: { session: 'optional', tenantFromHost: true, httpCache: 'public-configuration' },
      schema: {
        tags: ['pages'],
        summary: 'What search engines may visit',
        response: responses({ 200: mediaResponse('The robots exclusion rules of this site', ['text/plain']) }),
      },
    },
    async function handleShowRobots(request, reply) {
      const robots = renderRobots({ staging: app.config.staging, sitemapUrl: tenantLink(request, '/sitemap.xml') });
      return reply.type('text/plain; charset=utf-8').send(robots);
    },
  );
}
