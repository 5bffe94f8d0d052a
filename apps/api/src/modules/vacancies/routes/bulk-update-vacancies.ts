import { responses } from '../../../platform/http/response-contract.ts';
import { bulkUpdatedVacanciesDocumentSchema } from '@volunteerly/contracts/resources/vacancies';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { bulkUpdateVacancies } from '../vacancy-bulk.service.ts';
import { presentVacancyList } from '../vacancies.presenter.ts';
import { vacancyBulkChangeOf, vacancyBulkUpdateSchema } from '../vacancies.request-schemas.ts';

/**
 * PUT /api/v1/vacancies/bulk_update: the same change for many vacancies, all
 * or nothing; answers the changed vacancies with `meta.updated`.
 */
export function registerBulkUpdateVacancies(app: AppInstance): void {
  app.put(
    '/api/v1/vacancies/bulk_update',
    {
      schema: {
        tags: ['vacancies'],
        summary: 'Change many vacancies at once',
        body: vacancyBulkUpdateSchema,
        response: responses({ 200: bulkUpdatedVacanciesDocumentSchema }),
      },
    },
    async function handleBulkUpdateVacancies(request, reply) {
      const actor = requireSignedIn(request);
      const records = await bulkUpdateVacancies(app.database, actor, vacancyBulkChangeOf(request.body));
      return sendDocument(reply, {
        data: presentVacancyList(records, actor, requestLocale(request)),
        meta: { updated: records.length },
      });
    },
  );
}
