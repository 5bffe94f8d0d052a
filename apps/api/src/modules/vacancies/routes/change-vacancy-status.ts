import { responses } from '../../../platform/http/response-contract.ts';
import { vacancyDocumentSchema } from '@volunteerly/contracts/resources/vacancies';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { changeVacancyStatus } from '../vacancy-editing.service.ts';
import { vacancyDocument } from '../vacancies.presenter.ts';
import { vacancyIdParamsSchema, vacancyStatusSchema } from '../vacancies.request-schemas.ts';

/**
 * PUT /api/v1/vacancies/{id}/status: publish, close, reopen, archive or
 * restore (the state machine of decision 007); a move outside it is a 422 on
 * /status naming the allowed moves.
 */
export function registerChangeVacancyStatus(app: AppInstance): void {
  app.put(
    '/api/v1/vacancies/:id/status',
    {
      schema: {
        tags: ['vacancies'],
        summary: 'Change the status of a vacancy',
        params: vacancyIdParamsSchema,
        body: vacancyStatusSchema,
        response: responses({ 200: vacancyDocumentSchema }),
      },
    },
    async function handleChangeVacancyStatus(request, reply) {
      const actor = requireSignedIn(request);
      const record = await changeVacancyStatus(app.database, actor, request.params.id, request.body.status);
      return sendDocument(reply, vacancyDocument(record, actor, { locale: requestLocale(request) }));
    },
  );
}
