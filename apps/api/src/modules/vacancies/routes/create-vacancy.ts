import { responses } from '../../../platform/http/response-contract.ts';
import { vacancyDocumentSchema } from '@volunteerly/contracts/resources/vacancies';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { selectedOrganizationId } from '../../organizations/current-organization-header.ts';
import { createVacancy } from '../vacancy-editing.service.ts';
import { vacancyDocument } from '../vacancies.presenter.ts';
import { vacancyChangesOf, vacancyCreateSchema } from '../vacancies.request-schemas.ts';

/**
 * POST /api/v1/vacancies: an organisation admin (for their organisation: the
 * body's `organization_id`, else the selected one) or the centre adds a
 * vacancy, a draft unless `status` is 'published'; 201 with the vacancy.
 */
export function registerCreateVacancy(app: AppInstance): void {
  app.post(
    '/api/v1/vacancies',
    {
      schema: {
        tags: ['vacancies'],
        summary: 'Add a vacancy',
        body: vacancyCreateSchema,
        response: responses({ 201: vacancyDocumentSchema }),
      },
    },
    async function handleCreateVacancy(request, reply) {
      const actor = requireSignedIn(request);
      const { vacancy } = request.body;
      const record = await createVacancy(app.database, app.geocoder, actor, {
        ...vacancyChangesOf(vacancy),
        title: vacancy.title,
        organizationId: vacancy.organization_id ?? selectedOrganizationId(request),
        status: vacancy.status,
      });
      return sendDocument(reply, vacancyDocument(record, actor, { locale: requestLocale(request) }), 201);
    },
  );
}
