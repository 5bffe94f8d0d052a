import type { PersonalDataPart } from '../../platform/personal-data/personal-data.ts';
import { conversationDataOf } from './conversation-export.service.ts';
import {
  deleteConversationsOfVolunteer,
  forgetAuthorOfMessages,
  forgetReporterOfReports,
} from './conversation-personal-data.repository.ts';

/**
 * The conversations they take part in as the volunteer, wrote in or reported: the subject and only
 * their own messages and reports (what others wrote is the others' data). Erasure deletes their
 * conversations as the volunteer (with everything in them); what they wrote elsewhere stays for the
 * other side without their name.
 */
export const conversationsPersonalData = {
  module: 'conversations',
  tables: [
    { table: 'conversations', column: 'volunteer_user_id', section: 'conversations', erase: 'remove' },
    {
      table: 'conversation_messages',
      column: 'author_user_id',
      section: 'conversations',
      erase: 'anonymise',
      keptBecause: 'the other side keeps the conversation; the message shows no author',
    },
    {
      table: 'conversation_reports',
      column: 'reporter_user_id',
      section: 'conversations',
      erase: 'anonymise',
      keptBecause: 'the centre keeps overseeing the reported conversation; the report names no reporter',
    },
  ],
  async export(scope, person) {
    const conversations = await conversationDataOf(scope, person.id);
    return {
      // Their own messages and reports only: what others wrote in the same conversation is theirs.
      conversations: conversations.map((conversation) => ({
        id: String(conversation.id),
        kind: conversation.kind,
        subject: conversation.subject,
        status: conversation.status,
        created_at: conversation.createdAt.toISOString(),
        my_messages: conversation.messages.map((message) => ({
          side: message.side,
          body: message.body,
          attachment_count: message.attachmentCount,
          created_at: message.createdAt.toISOString(),
        })),
        my_reports: conversation.reports.map((report) => ({
          side: report.side,
          reason: report.reason,
          blocked: report.blocks,
          created_at: report.createdAt.toISOString(),
        })),
      })),
    };
  },
  async erase(scope, person) {
    await deleteConversationsOfVolunteer(scope, person.id);
    await forgetAuthorOfMessages(scope, person.id);
    await forgetReporterOfReports(scope, person.id);
  },
} as const satisfies PersonalDataPart;
