import { responses } from '../../../platform/http/response-contract.ts';
import { vacancyDocumentSchema } from '@volunteerly/contracts/resources/vacancies';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { updateVacancy } from '../vacancy-editing.service.ts';
import { vacancyDocument } from '../vacancies.presenter.ts';
import { vacancyChangesOf, vacancyIdParamsSchema, vacancyUpdateSchema } from '../vacancies.request-schemas.ts';

/**
 * PATCH (and PUT) /api/v1/vacancies/{id}: the fields sent and, optionally, a
 * status move; all or nothing. A published vacancy must stay complete.
 */
export function registerUpdateVacancy(app: AppInstance): void {
  for (const method of ['PATCH', 'PUT'] as const) {
    app.route({
      method,
      url: '/api/v1/vacancies/:id',
      schema: {
        tags: ['vacancies'],
        summary: 'Change a vacancy',
        params: vacancyIdParamsSchema,
        body: vacancyUpdateSchema,
        response: responses({ 200: vacancyDocumentSchema }),
      },
      handler: async function handleUpdateVacancy(request, reply) {
        const actor = requireSignedIn(request);
        const record = await updateVacancy(app.database, app.geocoder, actor, request.params.id, {
          ...vacancyChangesOf(request.body.vacancy),
          status: request.body.vacancy.status,
        });
        return sendDocument(reply, vacancyDocument(record, actor, { locale: requestLocale(request) }));
      },
    });
  }
}
