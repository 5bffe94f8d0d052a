import type { SearchSynonymGroupResource } from '@volunteerly/contracts/resources/search-synonym-groups';
import { resource } from '../../platform/http/json-api.ts';
import type { PolicyActor } from '../../platform/auth/policy-actor.ts';
import { canManageSearchSynonyms } from './search-synonym-groups.policy.ts';
import type { SearchSynonymGroupRow } from './search-synonym-groups.schema.ts';

/** A group as a `search_synonym_groups` resource; `meta.abilities` says what the asker may do with it. */
export function presentSynonymGroup(
  group: SearchSynonymGroupRow,
  actor: PolicyActor | undefined,
): SearchSynonymGroupResource {
  const manages = canManageSearchSynonyms(actor, group.tenantId);
  return {
    ...resource('search_synonym_groups', group.id, {
      words: group.words,
      createdAt: group.createdAt.toISOString(),
      updatedAt: group.updatedAt.toISOString(),
    }),
    meta: { abilities: { update: manages, destroy: manages } },
  };
}
