import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';

/** DELETE /api/v1/search_synonym_groups/{id}. */
export async function deleteSearchSynonymGroup(id: string): Promise<void> {
  await apiRequest(`/api/v1/search_synonym_groups/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** Deleting a group as a mutation; the list and searches reload. */
export function useDeleteSearchSynonymGroup() {
  return useMutation({
    mutationFn: deleteSearchSynonymGroup,
    // Searches find other vacancies now: kept search answers are stale too.
    meta: { invalidates: ['search-synonym-groups', 'vacancies'] },
  });
}
