import { responses } from '../../../platform/http/response-contract.ts';
import { tagListDocumentSchema } from '@volunteerly/contracts/resources/tags';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { listDocument, pageWindow, sendDocument, withListParameters } from '../../../platform/http/json-api.ts';
import { presentTag, tagListAbilities } from '../tags.presenter.ts';
import { tagListQuerySchema } from '../tags.request-schemas.ts';
import { listTags } from '../tags.service.ts';

const keptParameters = ['filter[kind]', 'search'] as const;

/**
 * GET /api/v1/tags: public (tags label public vacancies and organisations), so
 * no policy: the tenant's tags by name (in the request's language, decision 024), filtered by kind and a name search,
 * paginated, each with its usage count; `meta.abilities.create` tells the
 * centre it may add tags.
 */
export function registerListTags(app: AppInstance): void {
  app.get(
    '/api/v1/tags',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['tags'],
        summary: 'List tags',
        querystring: tagListQuerySchema,
        response: responses({ 200: tagListDocumentSchema }),
      },
    },
    async function handleListTags(request, reply) {
      const { query } = request;
      const actor = request.currentUser;
      const locale = requestLocale(request);
      const { views, total } = await listTags(app.database, request.tenant.id, {
        filter: { kind: query['filter[kind]'], search: query.search, locale },
        ...pageWindow(query),
      });
      const document = listDocument(
        views.map((view) => presentTag(view, actor, locale)),
        { query, total, path: '/api/v1/tags' },
      );
      return sendDocument(reply, {
        ...document,
        meta: { ...document.meta, abilities: tagListAbilities(actor, request.tenant.id) },
        links: withListParameters(document.links, query, keptParameters),
      });
    },
  );
}
