import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { registerCloseConversation } from './close-conversation.ts';
import { registerDownloadConversationAttachment } from './download-conversation-attachment.ts';
import { registerListConversations } from './list-conversations.ts';
import { registerListProfileReplies } from './list-profile-replies.ts';
import { registerMarkConversationRead } from './mark-conversation-read.ts';
import { registerReportConversation } from './report-conversation.ts';
import { registerSendConversationMessage } from './send-conversation-message.ts';
import { registerShowConversation } from './show-conversation.ts';
import { registerStartConversation } from './start-conversation.ts';

/** Conversations, their messages, and the volunteer's own replies (issue 15 §4). */
export function registerConversationRoutes(app: AppInstance): void {
  registerListConversations(app);
  registerStartConversation(app);
  registerShowConversation(app);
  registerSendConversationMessage(app);
  registerMarkConversationRead(app);
  registerReportConversation(app);
  registerCloseConversation(app);
  registerListProfileReplies(app);
  registerDownloadConversationAttachment(app);
}
