import { errorDocumentSchema } from '@volunteerly/contracts/json-api-schemas';
import { authOrPlatformErrorSchema, deviseErrorAnswerSchema } from '@volunteerly/contracts/resources/auth';
import { signedInDocumentSchema } from '@volunteerly/contracts/resources/users';
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { presentRole, presentUser } from '../../users/users.presenter.ts';
import { authError } from '../auth.errors.ts';
import { sendSessionHeaders } from '../auth.headers.ts';
import { signIn } from '../auth.service.ts';
import { recordFailedSignIn } from '../sign-in-failures.ts';
import { notifyContextOf } from '../../notifications/notify-context.ts';
import { authRateLimit } from '../auth-rate-limit.ts';

const bodySchema = z.object({ email: z.string().trim().min(1).max(254), password: z.string().min(1).max(1024) });

const refusalMessages = {
  unconfirmed: 'auth.errors.unconfirmed',
  invited: 'auth.errors.invited',
  inactive: 'auth.errors.inactive',
  archived: 'auth.errors.archived',
} as const;

/** Resolves once the response has been handed to the network (or the client went away). */
function responseSent(response: ServerResponse): Promise<void> {
  if (response.writableFinished || response.destroyed) return new Promise((resolve) => setImmediate(resolve));
  return new Promise((resolve) => {
    const done = () => setImmediate(resolve);
    response.once('finish', done);
    response.once('close', done);
  });
}

/**
 * POST /auth/sign_in: e-mail and password → the user, and the session in
 * devise_token_auth's headers. A failure is audited (and may notify the
 * owner) after the answer, the same way for every address.
 */
export function registerSignIn(app: AppInstance): void {
  app.post(
    '/auth/sign_in',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in',
        body: bodySchema,
        response: responses({
          200: signedInDocumentSchema,
          401: deviseErrorAnswerSchema.describe(
            'Wrong e-mail or password (one answer for both), or an account that may not sign in: unconfirmed, invited, inactive, archived',
          ),
          403: authOrPlatformErrorSchema.describe(
            'The account belongs to another volunteer centre (devise shape), or the tenant does not match the host (JSON:API)',
          ),
          422: errorDocumentSchema.describe('The body lacks an e-mail or password (JSON:API)'),
          429: authOrPlatformErrorSchema.describe(
            'Locked after too many failed sign-ins, with Retry-After (devise shape), or too many requests from this address (JSON:API)',
          ),
        }),
      },
      config: { session: 'optional', rateLimit: authRateLimit(app) },
    },
    async function handleSignIn(request, reply) {
      const outcome = await signIn(
        app.database,
        app.sharedState.signInFailures,
        {
          tenantId: request.tenant.id,
          email: request.body.email,
          password: request.body.password,
          ipAddress: request.ip,
          userAgent: request.headers['user-agent'],
        },
        { lifespanMs: app.config.sessionLifespanMs, failedSignInLimit: app.config.failedSignInLimit },
      );
      const { failure } = outcome;
      if (failure) {
        // Only once the answer is out: on the embedded database this work would otherwise run
        // between the steps of sending it, and cost a known address more than an unknown one.
        const context = notifyContextOf(request);
        app.backgroundTasks.run('failed sign-in record', async () => {
          await responseSent(reply.raw);
          await recordFailedSignIn(
            { database: app.database, failures: app.sharedState.signInFailures },
            request.tenant.id,
            failure,
            context,
          );
        });
      }
      switch (outcome.kind) {
        case 'invalid_credentials':
          throw authError(401, 'invalid_credentials', 'auth.errors.invalid_credentials');
        case 'wrong_center':
          throw authError(403, 'wrong_center', 'auth.errors.wrong_center');
        case 'refused':
          throw authError(401, `account_${outcome.reason}`, refusalMessages[outcome.reason]);
        case 'locked':
          throw authError(429, 'account_locked', 'auth.errors.locked', {
            values: { minutes: Math.ceil(outcome.retryAfterSeconds / 60) },
            headers: { 'retry-after': String(outcome.retryAfterSeconds) },
          });
        case 'signed_in':
          sendSessionHeaders(reply, outcome.user.email, outcome.session);
          return sendDocument(reply, {
            data: presentUser(outcome.user, outcome.roles),
            included: outcome.roles.map(presentRole),
          });
      }
    },
  );
}
