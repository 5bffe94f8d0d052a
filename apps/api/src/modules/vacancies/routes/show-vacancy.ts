import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { vacancyDocumentSchema } from '@volunteerly/contracts/resources/vacancies';
import { parseInclude, sendDocument } from '../../../platform/http/json-api.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { vacancyDocument } from '../vacancies.presenter.ts';
import { vacancyIdParamsSchema, vacancyShowQuerySchema } from '../vacancies.request-schemas.ts';
import { showVacancy } from '../vacancies.service.ts';

/**
 * GET /api/v1/vacancies/{id}: public when published, otherwise only for the
 * organisation and centre (404 for others); include=organization,tags. A view
 * by an outsider is counted (off the request: the GET only reads). Shared caches
 * revalidate it by its ETag (platform/http/http-caching.ts).
 */
export function registerShowVacancy(app: AppInstance): void {
  app.get(
    '/api/v1/vacancies/:id',
    {
      config: { session: 'optional', httpCache: 'public-read' },
      schema: {
        tags: ['vacancies'],
        summary: 'Show a vacancy',
        params: vacancyIdParamsSchema,
        querystring: vacancyShowQuerySchema,
        response: responses({ 200: vacancyDocumentSchema }),
      },
    },
    async function handleShowVacancy(request, reply) {
      const include = parseInclude(request.query.include, ['organization', 'tags']);
      const actor = request.currentUser;
      const record = await showVacancy(
        app.database,
        app.publicVacancyRecords,
        app.vacancyViews,
        request.tenant.id,
        actor,
        request.params.id,
      );
      return sendDocument(
        reply,
        vacancyDocument(record, actor, {
          organization: include.has('organization'),
          tags: include.has('tags'),
          locale: requestLocale(request),
        }),
      );
    },
  );
}
