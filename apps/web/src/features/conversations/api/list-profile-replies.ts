import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestDocument } from '../../../lib/api/api-client.ts';
import { conversationsQueryKeys, type ProfileReply } from './conversation-types.ts';

/** One page of the signed-in person's own applications and sent messages. */
export interface ProfileReplyPage {
  replies: ProfileReply[];
  page: number;
  totalPages: number;
  total: number;
}

const pageSize = 20;

/** GET /api/v1/profile_replies with page. */
export async function listProfileReplies(page: number, signal?: AbortSignal): Promise<ProfileReplyPage> {
  const document = await apiRequestDocument<
    ProfileReply[],
    { pagination: { page: number; totalPages: number; total: number } }
  >('/api/v1/profile_replies', { query: { 'page[number]': page, 'page[size]': pageSize }, signal });
  const { pagination } = document.meta;
  return {
    replies: document.data,
    page: pagination?.page ?? page,
    totalPages: pagination?.totalPages ?? 1,
    total: pagination?.total ?? 0,
  };
}

/** Query options of one page of replies. */
export function profileRepliesQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...conversationsQueryKeys.profileReplies, page],
    queryFn: ({ signal }) => listProfileReplies(page, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of replies as a query. */
export function useProfileReplies(page: number) {
  return useQuery(profileRepliesQueryOptions(page));
}
