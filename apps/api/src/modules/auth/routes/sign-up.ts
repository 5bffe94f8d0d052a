import { responses } from '../../../platform/http/response-contract.ts';
import { signUpAnswerSchema } from '@volunteerly/contracts/resources/auth';
import { z } from 'zod';
import { userLocales } from '@volunteerly/contracts/users';
import { emailField, newPasswordField, personNameField } from '@volunteerly/contracts/users-schemas';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { toWire } from '../../../platform/http/json-api.ts';
import { presentUser } from '../../users/users.presenter.ts';
import { signUp } from '../account.service.ts';
import { authRateLimit } from '../auth-rate-limit.ts';
import { notifyContextOf } from '../../notifications/notify-context.ts';

const bodySchema = z.object({
  email: emailField,
  password: newPasswordField,
  password_confirmation: z.string().max(1024),
  first_name: personNameField,
  last_name: personNameField,
  locale: z.enum(userLocales).optional(),
  // devise_token_auth clients send it; the confirmation link always leads to this site's /confirm.
  confirm_success_url: z.string().max(2000).optional(),
});

/** POST /auth: a volunteer signs up; a confirmation mail follows (devise_token_auth's registration). */
export function registerSignUp(app: AppInstance): void {
  app.post(
    '/auth',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign up',
        body: bodySchema,
        response: responses({ 200: signUpAnswerSchema }),
      },
      config: { session: 'optional', rateLimit: authRateLimit(app) },
    },
    async function handleSignUp(request, reply) {
      const { body } = request;
      const user = await signUp(
        app.database,
        request.tenant.id,
        {
          email: body.email,
          password: body.password,
          passwordConfirmation: body.password_confirmation,
          firstName: body.first_name,
          lastName: body.last_name,
          locale: body.locale ?? (request.headers['accept-language']?.toLowerCase().startsWith('en') ? 'en' : 'nl'),
        },
        notifyContextOf(request),
      );
      const document = toWire({ data: presentUser(user) }) as { data: unknown };
      return reply.status(200).send({ status: 'success', data: document.data });
    },
  );
}
