import { responses, noContent } from '../../../platform/http/response-contract.ts';
import { z } from 'zod';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { deleteCurrentUser } from '../current-user.service.ts';

const bodySchema = z.object({ password: z.string().max(1024) });

/** DELETE /api/v1/current_user: the signed-in user erases their account (password required). */
export function registerDeleteCurrentUser(app: AppInstance): void {
  app.delete(
    '/api/v1/current_user',
    {
      schema: {
        tags: ['users'],
        summary: 'Delete my account',
        body: bodySchema,
        response: responses({ 204: noContent('Your account and its data are deleted') }),
      },
    },
    async function handleDeleteCurrentUser(request, reply) {
      const actor = requireSignedIn(request);
      await deleteCurrentUser(app.database, actor, request.body.password, app.personalData);
      return reply.status(204).send();
    },
  );
}
