import { useMutation } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import type { SearchSynonymGroup } from './search-synonym-group-types.ts';

/** PATCH /api/v1/search_synonym_groups/{id}: the group's new words. */
export async function updateSearchSynonymGroup(change: { id: string; words: string[] }): Promise<SearchSynonymGroup> {
  const document = await apiRequestDocument<SearchSynonymGroup>(
    `/api/v1/search_synonym_groups/${encodeURIComponent(change.id)}`,
    { method: 'PATCH', body: { searchSynonymGroup: { words: change.words } } },
  );
  return document.data;
}

/** Changing a group as a mutation; the list and searches reload. */
export function useUpdateSearchSynonymGroup() {
  return useMutation({
    mutationFn: updateSearchSynonymGroup,
    // Searches find other vacancies now: kept search answers are stale too.
    meta: { invalidates: ['search-synonym-groups', 'vacancies'] },
  });
}
