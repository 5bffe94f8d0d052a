import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { noContent, responses } from '../../../platform/http/response-contract.ts';
import { tagIdParamsSchema } from '../tags.request-schemas.ts';
import { destroyTag } from '../tags.service.ts';

/** DELETE /api/v1/tags/{id}: the centre deletes a tag nothing uses (409 when in use). */
export function registerDeleteTag(app: AppInstance): void {
  app.delete(
    '/api/v1/tags/:id',
    {
      schema: {
        tags: ['tags'],
        summary: 'Delete an unused tag',
        params: tagIdParamsSchema,
        response: responses({ 204: noContent('The tag is deleted') }),
      },
    },
    async function handleDeleteTag(request, reply) {
      const actor = requireSignedIn(request);
      await destroyTag(app.database, actor, request.params.id);
      return reply.status(204).send();
    },
  );
}
