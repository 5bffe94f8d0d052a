import { responses } from '../../../platform/http/response-contract.ts';
import {
  authOrPlatformErrorSchema,
  deviseErrorAnswerSchema,
  passwordUpdatedAnswerSchema,
} from '@volunteerly/contracts/resources/auth';
import { z } from 'zod';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { requestLocale } from '../../../platform/http/error-envelope.ts';
import { toWire } from '../../../platform/http/json-api.ts';
import { translate } from '../../../platform/i18n/api-messages.ts';
import { presentUser } from '../../users/users.presenter.ts';
import { changePassword, resetPasswordWithToken } from '../account.service.ts';
import { authError } from '../auth.errors.ts';
import { authRateLimit } from '../auth-rate-limit.ts';
import { notifyContextOf } from '../../notifications/notify-context.ts';

const bodySchema = z.object({
  password: z.string().max(1024),
  password_confirmation: z.string().max(1024),
  reset_password_token: z.string().min(1).max(200).optional(),
  current_password: z.string().max(1024).optional(),
});

/**
 * PUT /auth/password: a new password, either with the token from a reset or
 * invitation mail, or signed in (session headers) with the current password.
 */
export function registerUpdatePassword(app: AppInstance): void {
  app.put(
    '/auth/password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password',
        body: bodySchema,
        response: responses({
          200: passwordUpdatedAnswerSchema,
          401: deviseErrorAnswerSchema.describe('Neither a reset token nor a session (devise shape)'),
          422: authOrPlatformErrorSchema.describe(
            'An invalid or expired reset token (devise shape), or a password the rules refuse (JSON:API)',
          ),
        }),
      },
      config: { session: 'optional', rateLimit: authRateLimit(app) },
    },
    async function handleUpdatePassword(request, reply) {
      const { body } = request;
      const common = {
        password: body.password,
        passwordConfirmation: body.password_confirmation,
        ipAddress: request.ip,
      };
      let user;
      if (body.reset_password_token) {
        user = await resetPasswordWithToken(
          app.database,
          request.tenant.id,
          {
            ...common,
            token: body.reset_password_token,
          },
          notifyContextOf(request),
        );
      } else if (request.currentUser) {
        user = await changePassword(
          app.database,
          request.tenant.id,
          {
            ...common,
            userId: request.currentUser.id,
            client: request.currentUser.client,
            currentPassword: body.current_password ?? '',
          },
          notifyContextOf(request),
        );
      } else {
        throw authError(401, 'missing_reset_credentials', 'auth.errors.missing_reset_credentials');
      }
      const document = toWire({ data: presentUser(user) }) as { data: unknown };
      return reply.status(200).send({
        success: true,
        data: document.data,
        message: translate(requestLocale(request), 'auth.messages.password_updated'),
      });
    },
  );
}
