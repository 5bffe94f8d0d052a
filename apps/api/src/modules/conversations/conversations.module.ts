import type { ApiModule } from '../../platform/modules/api-module.ts';
import { conversationsPersonalData } from './conversations.personal-data.ts';
import { conversationsMessages } from './conversations.messages.ts';
import { registerConversationRoutes } from './routes/index.ts';

/** Conversations between volunteers, organisations and the centre, with reports and oversight. */
export const conversationsModule = {
  name: 'conversations',
  personalData: conversationsPersonalData,
  notificationEvents: ['conversation_message', 'conversation_reported'],
  auditActions: ['conversation_read_for_oversight', 'conversation_reported', 'conversation_closed'],
  messages: [conversationsMessages],
  routes: registerConversationRoutes,
} as const satisfies ApiModule;
