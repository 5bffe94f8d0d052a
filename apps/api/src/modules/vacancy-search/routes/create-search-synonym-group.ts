import { searchSynonymGroupDocumentSchema } from '@volunteerly/contracts/resources/search-synonym-groups';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { presentSynonymGroup } from '../search-synonym-groups.presenter.ts';
import { searchSynonymGroupBodySchema } from '../search-synonym-groups.request-schemas.ts';
import { createSynonymGroup } from '../search-synonym-groups.service.ts';

/** POST /api/v1/search_synonym_groups: the centre adds a group of words its search treats as one. */
export function registerCreateSearchSynonymGroup(app: AppInstance): void {
  app.post(
    '/api/v1/search_synonym_groups',
    {
      schema: {
        tags: ['vacancies'],
        summary: 'Add a search synonym group',
        body: searchSynonymGroupBodySchema,
        response: responses({ 201: searchSynonymGroupDocumentSchema }),
      },
    },
    async function handleCreateSearchSynonymGroup(request, reply) {
      const actor = requireSignedIn(request);
      const group = await createSynonymGroup(app.database, actor, request.body.search_synonym_group.words);
      return sendDocument(reply, { data: presentSynonymGroup(group, actor) }, 201);
    },
  );
}
