import { responses, noContent } from '../../../platform/http/response-contract.ts';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { userIdParamsSchema } from '../users.request-schemas.ts';
import { destroyUser } from '../users.service.ts';

/** DELETE /api/v1/users/{id}: an administrator deletes (erases) a user, audited. */
export function registerDeleteUser(app: AppInstance): void {
  app.delete(
    '/api/v1/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Delete a user',
        params: userIdParamsSchema,
        response: responses({ 204: noContent('The user is deleted') }),
      },
    },
    async function handleDeleteUser(request, reply) {
      const actor = requireSignedIn(request);
      await destroyUser(app.database, actor, request.params.id, app.personalData);
      return reply.status(204).send();
    },
  );
}
