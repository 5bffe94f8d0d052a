import { responses } from '../../../platform/http/response-contract.ts';
import { applicationDocumentSchema } from '@volunteerly/contracts/resources/applications';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { applicationDocument } from '../applications.presenter.ts';
import { applicationIdParamsSchema } from '../applications.request-schemas.ts';
import { showApplication } from '../applications.service.ts';

/** GET /api/v1/applications/{id}: the applicant, the organisation side; 404 for anyone else. */
export function registerShowApplication(app: AppInstance): void {
  app.get(
    '/api/v1/applications/:id',
    {
      schema: {
        tags: ['applications'],
        summary: 'Show an application',
        params: applicationIdParamsSchema,
        response: responses({ 200: applicationDocumentSchema }),
      },
    },
    async function handleShowApplication(request, reply) {
      const actor = requireSignedIn(request);
      const details = await showApplication(app.database, actor, request.params.id, requestLocale(request));
      return sendDocument(reply, applicationDocument(details, actor));
    },
  );
}
