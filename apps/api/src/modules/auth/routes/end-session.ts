import { responses, noContent } from '../../../platform/http/response-contract.ts';
import { z } from 'zod';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import { withTenant } from '../../../platform/database/tenant-scope.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { ApiError } from '../../../platform/http/api-error.ts';
import { deleteAuthTokenById } from '../auth.repository.ts';

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
      const ended = await withTenant(app.database, request.tenant.id, (scope) =>
        deleteAuthTokenById(scope, user.id, request.params.id),
      );
      if (!ended) {
        throw new ApiError({ statusCode: 404, code: 'session_not_found', titleKey: 'errors.not_found.title' });
      }
      return reply.status(204).send();
    },
  );
}
