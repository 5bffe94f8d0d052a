import { responses } from '../../../platform/http/response-contract.ts';
import { applicationDocumentSchema } from '@volunteerly/contracts/resources/applications';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { undoApplicationStatus } from '../application-status.service.ts';
import { applicationDocument } from '../applications.presenter.ts';
import { applicationIdParamsSchema, applicationUndoSchema } from '../applications.request-schemas.ts';

/** POST /api/v1/applications/{id}/undo_status: the organisation side takes back its last step after the match. */
export function registerUndoApplicationStatus(app: AppInstance): void {
  app.post(
    '/api/v1/applications/:id/undo_status',
    {
      schema: {
        tags: ['applications'],
        summary: 'Undo the last step after the match (started, stopped, no show)',
        params: applicationIdParamsSchema,
        body: applicationUndoSchema,
        response: responses({ 200: applicationDocumentSchema }),
      },
    },
    async function handleUndoApplicationStatus(request, reply) {
      const actor = requireSignedIn(request);
      const details = await undoApplicationStatus(
        app.database,
        actor,
        request.params.id,
        request.body.from_status,
        requestLocale(request),
      );
      return sendDocument(reply, applicationDocument(details, actor));
    },
  );
}
