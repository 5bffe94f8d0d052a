import { responses, noContent } from '../../../platform/http/response-contract.ts';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { organizationIdParamsSchema } from '../organizations.request-schemas.ts';
import { deleteOrganization } from '../organizations.service.ts';

/** DELETE /api/v1/organizations/{id}: the centre removes an organisation; 204. */
export function registerDeleteOrganization(app: AppInstance): void {
  app.delete(
    '/api/v1/organizations/:id',
    {
      schema: {
        tags: ['organizations'],
        summary: 'Delete an organisation',
        params: organizationIdParamsSchema,
        response: responses({ 204: noContent('The organisation is deleted') }),
      },
    },
    async function handleDeleteOrganization(request, reply) {
      const actor = requireSignedIn(request);
      await deleteOrganization(app.database, actor, request.params.id);
      return reply.status(204).send();
    },
  );
}
