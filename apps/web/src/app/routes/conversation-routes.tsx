import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { sitePaths } from '@volunteerly/site/site-paths';
import { hasNumericId, meta, pageOf } from './route-helpers.ts';

const conversationsPage = (load: () => Promise<ComponentType>) => pageOf('conversations', load);
const loadConversations = async () =>
  (await import('../../features/conversations/routes/conversations-page.tsx')).ConversationsPage;

/** Conversations and the volunteer's own replies (spec §1–2, issue 15 §4). */
export const conversationRoutes: RouteObject[] = [
  {
    path: '/conversations',
    handle: meta({ title: 'routes.conversations' }),
    lazy: conversationsPage(loadConversations),
  },
  {
    path: sitePaths.conversation(':id'),
    handle: meta({ title: 'routes.conversation', validate: hasNumericId }),
    lazy: conversationsPage(loadConversations),
  },
  {
    path: '/profile-replies',
    handle: meta({ title: 'routes.profileReplies' }),
    lazy: conversationsPage(
      async () => (await import('../../features/conversations/routes/profile-replies-page.tsx')).ProfileRepliesPage,
    ),
  },
];
