import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/api-client.ts';
import { conversationsQueryKeys, type Conversation, type ConversationMessage } from './conversation-types.ts';

/** One page of a conversation: the conversation, and messages newest first. */
export interface ThreadPage {
  conversation: Conversation;
  messages: ConversationMessage[];
  page: number;
  totalPages: number;
}

type WireResource = { id: string; attributes: Record<string, unknown>; meta?: Record<string, unknown> };
type ThreadAnswer = {
  data: WireResource;
  included?: WireResource[];
  meta: { messages: { page: number; totalPages: number } };
};

const pageSize = 30;

function flatten<T>(resource: WireResource): T {
  return { id: resource.id, ...resource.attributes, ...(resource.meta ? { meta: resource.meta } : {}) } as T;
}

/** GET /api/v1/conversations/{id}: the conversation and one page of its messages (1 is the newest). */
export async function getConversationThread(id: string, page: number, signal?: AbortSignal): Promise<ThreadPage> {
  // The messages come as `included` without a relationship, so the document is read here.
  const answer = (await apiRequest(`/api/v1/conversations/${encodeURIComponent(id)}`, {
    query: { 'page[number]': page, 'page[size]': pageSize },
    signal,
  })) as ThreadAnswer;
  return {
    conversation: flatten<Conversation>(answer.data),
    messages: (answer.included ?? []).map((resource) => flatten<ConversationMessage>(resource)),
    page: answer.meta.messages.page,
    totalPages: answer.meta.messages.totalPages,
  };
}

/** Query options of a conversation, loaded newest page first; older pages on request. */
export function conversationThreadQueryOptions(id: string) {
  return infiniteQueryOptions({
    queryKey: conversationsQueryKeys.thread(id),
    queryFn: ({ pageParam, signal }) => getConversationThread(id, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: ThreadPage) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
}

/** A conversation with its messages as an infinite query (idle without an id). */
export function useConversationThread(id: string) {
  return useInfiniteQuery({ ...conversationThreadQueryOptions(id), enabled: id !== '' });
}
