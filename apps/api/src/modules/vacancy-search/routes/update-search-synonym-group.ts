import { searchSynonymGroupDocumentSchema } from '@volunteerly/contracts/resources/search-synonym-groups';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { presentSynonymGroup } from '../search-synonym-groups.presenter.ts';
import {
  searchSynonymGroupBodySchema,
  searchSynonymGroupIdParamsSchema,
} from '../search-synonym-groups.request-schemas.ts';
import { changeSynonymGroup } from '../search-synonym-groups.service.ts';

/** PATCH /api/v1/search_synonym_groups/{id}: the centre replaces a group's words. */
export function registerUpdateSearchSynonymGroup(app: AppInstance): void {
  app.patch(
    '/api/v1/search_synonym_groups/:id',
    {
      schema: {
        tags: ['vacancies'],
        summary: 'Change a search synonym group',
        params: searchSynonymGroupIdParamsSchema,
        body: searchSynonymGroupBodySchema,
        response: responses({ 200: searchSynonymGroupDocumentSchema }),
      },
    },
    async function handleUpdateSearchSynonymGroup(request, reply) {
      const actor = requireSignedIn(request);
      const { words } = request.body.search_synonym_group;
      const group = await changeSynonymGroup(app.database, actor, request.params.id, words);
      return sendDocument(reply, { data: presentSynonymGroup(group, actor) });
    },
  );
}
