import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { conversationListDocumentSchema } from '@volunteerly/contracts/conversations-resources';
import type { z } from 'zod';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { conversationsQueryKeys, type Conversation } from './conversation-types.ts';

type ConversationListMeta = z.infer<typeof conversationListDocumentSchema>['meta'];

/** What the list asks for. */
export interface ConversationListQuery {
  /** 'oversight': the conversations a centre admin's centres oversee. */
  scope: 'mine' | 'oversight';
  /** Oversight only: just the conversations a participant reported. */
  reportedOnly?: boolean;
  search: string;
  page: number;
}

/** One page of the signed-in user's conversations. */
export interface ConversationListPage {
  conversations: Conversation[];
  page: number;
  totalPages: number;
  total: number;
  unreadTotal: number;
}

const pageSize = 20;

/** GET /api/v1/conversations with filter[scope], filter[reported], filter[search] and page. */
export async function listConversations(
  query: ConversationListQuery,
  signal?: AbortSignal,
): Promise<ConversationListPage> {
  const document = await apiRequestDocument<Conversation[], ConversationListMeta>('/api/v1/conversations', {
    query: {
      'filter[scope]': query.scope === 'oversight' ? 'oversight' : undefined,
      'filter[reported]': query.scope === 'oversight' && query.reportedOnly ? 'true' : undefined,
      'filter[search]': query.search || undefined,
      'page[number]': query.page,
      'page[size]': pageSize,
    },
    signal,
  });
  const { pagination } = document.meta;
  return {
    conversations: document.data,
    page: pagination?.page ?? query.page,
    totalPages: pagination?.totalPages ?? 1,
    total: pagination?.total ?? 0,
    unreadTotal: document.meta.unreadTotal ?? 0,
  };
}

/** Query options of one page of conversations. */
export function conversationsQueryOptions(query: ConversationListQuery) {
  return queryOptions({
    queryKey: [...conversationsQueryKeys.lists, query],
    queryFn: ({ signal }) => listConversations(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of conversations as a query. */
export function useConversations(query: ConversationListQuery) {
  return useQuery(conversationsQueryOptions(query));
}
