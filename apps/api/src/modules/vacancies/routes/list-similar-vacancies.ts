import { responses } from '../../../platform/http/response-contract.ts';
import { similarVacanciesDocumentSchema } from '@volunteerly/contracts/resources/vacancies';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { presentVacancyList } from '../vacancies.presenter.ts';
import { vacancyIdParamsSchema } from '../vacancies.request-schemas.ts';
import { listSimilarVacancies } from '../vacancies.service.ts';

/** GET /api/v1/vacancies/{id}/similar: up to 4 published vacancies sharing the most tags, nearest first on ties. */
export function registerListSimilarVacancies(app: AppInstance): void {
  app.get(
    '/api/v1/vacancies/:id/similar',
    {
      config: { session: 'optional' },
      schema: {
        tags: ['vacancies'],
        summary: 'Similar vacancies',
        params: vacancyIdParamsSchema,
        response: responses({ 200: similarVacanciesDocumentSchema }),
      },
    },
    async function handleListSimilarVacancies(request, reply) {
      const actor = request.currentUser;
      const records = await listSimilarVacancies(app.database, request.tenant.id, actor, request.params.id);
      return sendDocument(reply, { data: presentVacancyList(records, actor, requestLocale(request)) });
    },
  );
}
