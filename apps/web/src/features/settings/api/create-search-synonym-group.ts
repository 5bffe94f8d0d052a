import { useMutation } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import type { SearchSynonymGroup } from './search-synonym-group-types.ts';

/** POST /api/v1/search_synonym_groups; words the API refuses answer 422 on `words`. */
export async function createSearchSynonymGroup(words: string[]): Promise<SearchSynonymGroup> {
  const document = await apiRequestDocument<SearchSynonymGroup>('/api/v1/search_synonym_groups', {
    method: 'POST',
    body: { searchSynonymGroup: { words } },
  });
  return document.data;
}

/** Adding a group as a mutation; the list and searches reload. */
export function useCreateSearchSynonymGroup() {
  return useMutation({
    mutationFn: createSearchSynonymGroup,
    // Searches find other vacancies now: kept search answers are stale too.
    meta: { invalidates: ['search-synonym-groups', 'vacancies'] },
  });
}
