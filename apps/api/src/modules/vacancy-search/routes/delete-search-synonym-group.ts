import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { noContent, responses } from '../../../platform/http/response-contract.ts';
import { searchSynonymGroupIdParamsSchema } from '../search-synonym-groups.request-schemas.ts';
import { destroySynonymGroup } from '../search-synonym-groups.service.ts';

/** DELETE /api/v1/search_synonym_groups/{id}: the centre deletes a group. */
export function registerDeleteSearchSynonymGroup(app: AppInstance): void {
  app.delete(
    '/api/v1/search_synonym_groups/:id',
    {
      schema: {
        tags: ['vacancies'],
        summary: 'Delete a search synonym group',
        params: searchSynonymGroupIdParamsSchema,
        response: responses({ 204: noContent('The group is deleted') }),
      },
    },
    async function handleDeleteSearchSynonymGroup(request, reply) {
      const actor = requireSignedIn(request);
      await destroySynonymGroup(app.database, actor, request.params.id);
      return reply.status(204).send();
    },
  );
}
