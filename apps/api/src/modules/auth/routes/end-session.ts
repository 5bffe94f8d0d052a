import { responses, noContent } from '../../../platform/http/response-contract.ts';
import { z } from 'zod';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { endSession } from '../sessions.service.ts';

const paramsSchema = z.object({ id: z.coerce.number().int().positive() });

/** DELETE /api/v1/sessions/{id}: signs one of my devices out. */
export function registerEndSession(app: AppInstance): void {
  app.delete(
    '/api/v1/sessions/:id',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign one of my devices out',
        params: paramsSchema,
        response: responses({ 204: noContent('The session has ended') }),
      },
    },
    async function handleEndSession(request, reply) {
      const user = requireSignedIn(request);
      await endSession(app.database, user, request.params.id);
      return reply.status(204).send();
    },
  );
}
