import type { PersonalDataPart } from '../../platform/personal-data/personal-data.ts';
import { conversationDataOf } from './conversation-export.service.ts';
import {
  deleteConversationsOfVolunteer,
  deleteReadsOfUser,
  findConversationsClosedBy,
  findReadsOfUser,
  forgetAuthorOfMessages,
  forgetCloserOfConversations,
  forgetReporterOfReports,
} from './conversation-personal-data.repository.ts';

/**
 * The conversations they take part in as the volunteer, wrote in or reported: the subject and only
 * their own messages and reports (what others wrote is the others' data); up to when they read
 * each conversation, and which they closed. Erasure deletes their conversations as the volunteer
 * (with everything in them) and their read marks; what they wrote or closed elsewhere stays for
 * the other side without their name.
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
    { table: 'conversation_reads', column: 'user_id', section: 'conversation_reads', erase: 'remove' },
    {
      table: 'conversations',
      column: 'closed_by_user_id',
      section: 'closed_conversations',
      erase: 'anonymise',
      keptBecause: 'the conversation stays closed for its other participants, without who closed it',
    },
  ],
  async export(scope, person) {
    const conversations = await conversationDataOf(scope, person.id);
    const reads = await findReadsOfUser(scope, person.id);
    const closed = await findConversationsClosedBy(scope, person.id);
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
      conversation_reads: reads.map((read) => ({
        conversation_id: String(read.conversationId),
        last_read_at: read.lastReadAt.toISOString(),
      })),
      closed_conversations: closed.map((conversation) => ({
        conversation_id: String(conversation.conversationId),
        closed_at: conversation.closedAt?.toISOString() ?? null,
      })),
    };
  },
  async erase(scope, person) {
    await deleteConversationsOfVolunteer(scope, person.id);
    await deleteReadsOfUser(scope, person.id);
    await forgetAuthorOfMessages(scope, person.id);
    await forgetReporterOfReports(scope, person.id);
    await forgetCloserOfConversations(scope, person.id);
  },
} as const satisfies PersonalDataPart;
