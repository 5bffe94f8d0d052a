import { responses } from '../../../platform/http/response-contract.ts';
import { confirmedApplicationDocumentSchema } from '@volunteerly/contracts/resources/applications';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { authRateLimit } from '../../auth/auth-rate-limit.ts';
import { confirmGuestApplication } from '../application-submission.service.ts';
import { applicationConfirmSchema } from '../applications.request-schemas.ts';
import { notifyContextOf } from '../../notifications/notify-context.ts';

/**
 * POST /api/v1/applications/confirm: public. Confirms a guest's application
 * with the mailed token; answers only the vacancy (no personal data), and
 * whether it was confirmed before (the link opened a second time).
 */
export function registerConfirmApplication(app: AppInstance): void {
  app.post(
    '/api/v1/applications/confirm',
    {
      schema: {
        tags: ['applications'],
        summary: 'Confirm a guest application',
        body: applicationConfirmSchema,
        response: responses({ 200: confirmedApplicationDocumentSchema }),
      },
      config: { session: 'optional', rateLimit: authRateLimit(app) },
    },
    async function handleConfirmApplication(request, reply) {
      const { vacancyId, vacancyTitle, alreadyConfirmed } = await confirmGuestApplication(
        app.database,
        request.tenant.id,
        request.body.confirmation_token,
        notifyContextOf(request),
      );
      return sendDocument(reply, {
        data: null,
        meta: { vacancyTitle, vacancyId: String(vacancyId), alreadyConfirmed },
      });
    },
  );
}
