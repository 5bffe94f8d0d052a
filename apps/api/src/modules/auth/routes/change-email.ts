import { responses } from '../../../platform/http/response-contract.ts';
import { accountDocumentSchema } from '@volunteerly/contracts/resources/users';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { emailField } from '@volunteerly/contracts/users-schemas';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { secondRateLimit } from '../../../platform/http/rate-limit.ts';
import { presentUser } from '../../users/users.presenter.ts';
import { requestEmailChange } from '../account.service.ts';
import { notifyContextOf } from '../../notifications/notify-context.ts';
import { authRateLimit } from '../auth-rate-limit.ts';

const bodySchema = z.object({ email: emailField, password: z.string().max(1024) });

/** How many e-mail changes one person may ask in `emailChangeWindowMs`: each sends a mail to an address they choose. */
export const emailChangesPerPerson = 5;
/** The per-person window of e-mail changes: an hour. */
export const emailChangeWindowMs = 60 * 60 * 1000;

/** The per-person limit's key: the signed-in person, else (refused later anyway) the address. */
function changerKey(request: FastifyRequest): string {
  const user = request.currentUser;
  return user ? `email-change:${user.tenantId}:${user.id}` : `email-change:${request.ip}`;
}

/**
 * PUT /api/v1/current_user/email: starts an e-mail change, confirmed from the new mailbox. A taken
 * address gets the same answer as a free one (its owner is told by mail instead), so the route
 * cannot tell who has an account. Limited per address like the other account routes, and per
 * person (`emailChangesPerPerson` an hour): 429 with Retry-After beyond either.
 */
export function registerChangeEmail(app: AppInstance): void {
  const limitPerPerson = secondRateLimit(app, {
    max: emailChangesPerPerson,
    timeWindow: emailChangeWindowMs,
    keyGenerator: changerKey,
  });
  app.put(
    '/api/v1/current_user/email',
    {
      schema: {
        tags: ['users'],
        summary: 'Change my e-mail address',
        body: bodySchema,
        response: responses({ 200: accountDocumentSchema }),
      },
      config: { rateLimit: authRateLimit(app) },
      // After authentication, so the key is the person rather than the address.
      preHandler: limitPerPerson,
    },
    async function handleChangeEmail(request, reply) {
      const user = requireSignedIn(request);
      const answer = await requestEmailChange(
        app.database,
        request.tenant.id,
        {
          userId: user.id,
          email: request.body.email,
          password: request.body.password,
        },
        notifyContextOf(request),
      );
      return sendDocument(reply, { data: presentUser(answer) });
    },
  );
}
