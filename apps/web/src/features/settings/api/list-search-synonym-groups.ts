import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import {
  searchSynonymQueryKeys,
  type SearchSynonymGroup,
  type SearchSynonymGroupListMeta,
} from './search-synonym-group-types.ts';

/** The centre's own groups, the built-in ones and how many groups a centre may keep. */
export interface SearchSynonymGroupList {
  groups: SearchSynonymGroup[];
  builtInGroups: string[][];
  maximumGroups: number;
}

/** GET /api/v1/search_synonym_groups. */
export async function listSearchSynonymGroups(signal?: AbortSignal): Promise<SearchSynonymGroupList> {
  const document = await apiRequestDocument<SearchSynonymGroup[], SearchSynonymGroupListMeta>(
    '/api/v1/search_synonym_groups',
    { signal },
  );
  return {
    groups: document.data,
    builtInGroups: document.meta.builtInGroups ?? [],
    maximumGroups: document.meta.maximumGroups ?? 0,
  };
}

/** Query options of the centre's synonym groups. */
export const searchSynonymGroupsQueryOptions = queryOptions({
  queryKey: searchSynonymQueryKeys.list,
  queryFn: ({ signal }) => listSearchSynonymGroups(signal),
});

/** The centre's synonym groups as a query. */
export function useSearchSynonymGroups() {
  return useQuery(searchSynonymGroupsQueryOptions);
}
