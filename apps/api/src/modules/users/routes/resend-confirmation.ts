import { responses } from '../../../platform/http/response-contract.ts';
import { userDocumentSchema } from '@volunteerly/contracts/resources/users';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { presentUserView } from '../users.presenter.ts';
import { userIdParamsSchema } from '../users.request-schemas.ts';
import { resendConfirmation } from '../users.service.ts';
import { notifyContextOf } from '../../notifications/notify-context.ts';
import { perPersonRateLimit } from '../../../platform/http/rate-limit.ts';

/** POST /api/v1/users/{id}/resend_confirmation_instructions: the confirmation or invitation mail again. */
export function registerResendConfirmation(app: AppInstance): void {
  app.post(
    '/api/v1/users/:id/resend_confirmation_instructions',
    {
      schema: {
        tags: ['users'],
        summary: 'Resend confirmation or invitation',
        params: userIdParamsSchema,
        response: responses({ 200: userDocumentSchema }),
      },
      // Each resend mails the person again: at most 30 an hour per admin (issue 29).
      config: { rateLimit: perPersonRateLimit('resent-confirmations', 30, 60 * 60_000) },
    },
    async function handleResendConfirmation(request, reply) {
      const actor = requireSignedIn(request);
      const view = await resendConfirmation(app.database, actor, request.params.id, notifyContextOf(request));
      return sendDocument(reply, presentUserView(view, actor, { roles: true }, requestLocale(request)));
    },
  );
}
