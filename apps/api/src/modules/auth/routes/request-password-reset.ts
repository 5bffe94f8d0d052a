import { responses } from '../../../platform/http/response-contract.ts';
import { messageAnswerSchema } from '@volunteerly/contracts/resources/auth';
import { z } from 'zod';
import { emailField } from '@volunteerly/contracts/users-schemas';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { translate } from '../../../platform/i18n/api-messages.ts';
import { isTenantUrl } from '../../mail/tenant-links.ts';
import { notifyContextOf } from '../../notifications/notify-context.ts';
import { requestPasswordReset } from '../account.service.ts';
import { redirectUrlInvalid } from '../auth.errors.ts';
import { authRateLimit } from '../auth-rate-limit.ts';

const bodySchema = z.object({ email: emailField, redirect_url: z.string().max(2000).optional() });

/**
 * POST /auth/password: asks for a reset link. Always the same answer, and the
 * lookup and mail happen after it, so neither body nor timing tells whether an
 * account exists.
 */
export function registerRequestPasswordReset(app: AppInstance): void {
  app.post(
    '/auth/password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Ask for a password reset link',
        body: bodySchema,
        response: responses({ 200: messageAnswerSchema }),
      },
      config: { session: 'optional', rateLimit: authRateLimit(app) },
    },
    async function handleRequestPasswordReset(request, reply) {
      const { email, redirect_url: redirectUrl } = request.body;
      if (redirectUrl !== undefined && !isTenantUrl(request, redirectUrl)) throw redirectUrlInvalid();
      const context = notifyContextOf(request);
      app.backgroundTasks.run('password reset mail', () =>
        requestPasswordReset(app.database, request.tenant.id, email, context),
      );
      return reply
        .status(200)
        .send({ success: true, message: translate(requestLocale(request), 'auth.messages.reset_requested') });
    },
  );
}
