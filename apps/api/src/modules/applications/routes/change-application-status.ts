import { responses } from '../../../platform/http/response-contract.ts';
import { applicationDocumentSchema } from '@volunteerly/contracts/resources/applications';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { changeApplicationStatus } from '../application-status.service.ts';
import { applicationDocument } from '../applications.presenter.ts';
import { applicationIdParamsSchema, applicationStatusSchema } from '../applications.request-schemas.ts';
import { notifyContextOf } from '../../notifications/notify-context.ts';

/** PUT /api/v1/applications/{id}/status: a move of the state machine; the other side gets a mail. */
export function registerChangeApplicationStatus(app: AppInstance): void {
  app.put(
    '/api/v1/applications/:id/status',
    {
      schema: {
        tags: ['applications'],
        summary: 'Change the status of an application',
        params: applicationIdParamsSchema,
        body: applicationStatusSchema,
        response: responses({ 200: applicationDocumentSchema }),
      },
    },
    async function handleChangeApplicationStatus(request, reply) {
      const actor = requireSignedIn(request);
      const details = await changeApplicationStatus(
        app.database,
        actor,
        request.params.id,
        {
          status: request.body.status,
          note: request.body.note ?? null,
          stopReason: request.body.stop_reason,
          stopReasonDetail: request.body.stop_reason_detail,
        },
        notifyContextOf(request),
        requestLocale(request),
      );
      return sendDocument(reply, applicationDocument(details, actor));
    },
  );
}
