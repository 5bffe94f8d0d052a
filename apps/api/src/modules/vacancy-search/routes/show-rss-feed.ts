import { responses, mediaResponse } from '../../../platform/http/response-contract.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { feedForRequest } from '../vacancy-feed-request.ts';

/**
 * GET /api/v1/vacancies/feed.rss: public; the 50 newest published vacancies
 * as RSS 2.0. Feed readers send no tenant headers, so the host names the tenant.
 */
export function registerShowRssFeed(app: AppInstance): void {
  app.get(
    '/api/v1/vacancies/feed.rss',
    {
      config: { session: 'optional', tenantFromHost: true, httpCache: 'public-configuration' },
      schema: {
        tags: ['vacancies'],
        summary: 'Newest vacancies as RSS',
        response: responses({
          200: mediaResponse('The newest published vacancies as an RSS 2.0 feed', ['application/rss+xml']),
        }),
      },
    },
    async function handleShowRssFeed(request, reply) {
      const feed = await feedForRequest(app, request);
      return reply.type('application/rss+xml; charset=utf-8').send(feed.rss2());
    },
  );
}
