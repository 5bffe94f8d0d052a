import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PerPage } from '../../../components/ui/per-page-selector.tsx';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { tagsQueryKeys, type Tag, type TagKind, type TagListMeta } from './tag-types.ts';

/** What the tags list asks for: kind, name search and page. */
export interface TagListQuery {
  kind: TagKind;
  search: string;
  page: number;
  pageSize: PerPage;
}

/** One page of tags with the totals of `meta.pagination` and whether the user may add tags. */
export interface TagListPage {
  tags: Tag[];
  page: number;
  totalPages: number;
  total: number;
  canCreate: boolean;
}

/** GET /api/v1/tags?filter[kind]=…&search=…&page[number]=…&page[size]=… */
export async function listTags(query: TagListQuery, signal?: AbortSignal): Promise<TagListPage> {
  const document = await apiRequestDocument<Tag[], TagListMeta>('/api/v1/tags', {
    query: {
      'filter[kind]': query.kind,
      search: query.search || undefined,
      'page[number]': query.page,
      'page[size]': query.pageSize,
    },
    signal,
  });
  const { pagination, abilities } = document.meta;
  return {
    tags: document.data,
    page: pagination?.page ?? query.page,
    totalPages: pagination?.totalPages ?? 1,
    total: pagination?.total ?? 0,
    canCreate: abilities?.create === true,
  };
}

/** Query options of one page of tags. */
export function tagsQueryOptions(query: TagListQuery) {
  return queryOptions({
    queryKey: [...tagsQueryKeys.lists, query],
    queryFn: ({ signal }) => listTags(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of tags as a query (`enabled: false` waits, e.g. until a dialog opens). */
export function useTags(query: TagListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({ ...tagsQueryOptions(query), enabled: options.enabled ?? true });
}
