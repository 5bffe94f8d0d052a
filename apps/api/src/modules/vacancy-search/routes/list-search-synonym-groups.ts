import {
  searchSynonymGroupListDocumentSchema,
  searchSynonymLimits,
} from '@volunteerly/contracts/resources/search-synonym-groups';
import { requireSignedIn } from '../../../platform/auth/authentication.ts';
import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { sendDocument } from '../../../platform/http/json-api.ts';
import { responses } from '../../../platform/http/response-contract.ts';
import { presentSynonymGroup } from '../search-synonym-groups.presenter.ts';
import { listSynonymGroups } from '../search-synonym-groups.service.ts';
import { dutchSynonymGroups } from '../vacancy-search-synonyms.ts';

/**
 * GET /api/v1/search_synonym_groups: the centre's own search synonym groups (centre admins and
 * super admins), with the built-in groups every centre's search knows, to show beside them.
 */
export function registerListSearchSynonymGroups(app: AppInstance): void {
  app.get(
    '/api/v1/search_synonym_groups',
    {
      schema: {
        tags: ['vacancies'],
        summary: "List the centre's search synonym groups",
        response: responses({ 200: searchSynonymGroupListDocumentSchema }),
      },
    },
    async function handleListSearchSynonymGroups(request, reply) {
      const actor = requireSignedIn(request);
      const groups = await listSynonymGroups(app.database, actor);
      return sendDocument(reply, {
        data: groups.map((group) => presentSynonymGroup(group, actor)),
        meta: {
          abilities: { create: true },
          builtInGroups: dutchSynonymGroups.map((group) => [...group]),
          maximumGroups: searchSynonymLimits.maximumGroups,
        },
      });
    },
  );
}
