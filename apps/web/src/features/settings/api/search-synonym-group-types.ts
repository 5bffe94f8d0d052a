import type { Flattened } from '@volunteerly/contracts/jsonapi';
import type {
  SearchSynonymGroupListMeta,
  SearchSynonymGroupResource,
} from '@volunteerly/contracts/resources/search-synonym-groups';

/** A centre's own synonym group as the API answers it (camelCased), typed from its contract. */
export type SearchSynonymGroup = Flattened<SearchSynonymGroupResource>;

export type { SearchSynonymGroupListMeta };

/** Query keys of the search words page. */
export const searchSynonymQueryKeys = { list: ['search-synonym-groups'] as const };
