import { responses, mediaResponse } from '../../../platform/http/response-contract.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { feedForRequest } from '../vacancy-feed-request.ts';

/**
 * GET /api/v1/vacancies/feed.atom: public; the 50 newest published vacancies
 * as Atom. Feed readers send no tenant headers, so the host names the tenant.
 */
export function registerShowAtomFeed(app: AppInstance): void {
  app.get(
    '/api/v1/vacancies/feed.atom',
    {
      config: { session: 'optional', tenantFromHost: true, httpCache: 'public-configuration' },
      schema: {
        tags: ['vacancies'],
        summary: 'Newest vacancies as Atom',
        response: responses({
          200: mediaResponse('The newest published vacancies as an Atom feed', ['application/atom+xml']),
        }),
      },
    },
    async function handleShowAtomFeed(request, reply) {
      const feed = await feedForRequest(app, request);
      return reply.type('application/atom+xml; charset=utf-8').send(feed.atom1());
    },
  );
}
