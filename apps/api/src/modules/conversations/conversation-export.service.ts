import type { ConversationKind, ConversationSide, ConversationStatus } from '@volunteerly/contracts/conversations';
import type { TenantScope } from '../../platform/database/tenant-scope.ts';
import {
  findConversationsOfPerson,
  findMessagesOfAuthor,
  findReportsOfReporter,
} from './conversation-export.repository.ts';

/** One of a person's conversations in their data export: its subject and only what they wrote. */
export interface ExportedConversation {
  id: number;
  kind: ConversationKind;
  subject: string;
  status: ConversationStatus;
  createdAt: Date;
  /** The messages the person wrote (never those of others). */
  messages: { side: ConversationSide; body: string; attachmentCount: number; createdAt: Date }[];
  /** The reports the person filed about it. */
  reports: { side: ConversationSide; reason: string; blocks: boolean; createdAt: Date }[];
}

/**
 * A person's conversations for 'download my data' (privacy), inside the caller's transaction:
 * those they take part in as the volunteer, wrote in or reported, each with its subject, their own
 * messages and their own reports. Other people's messages are theirs, not this person's.
 */
export async function conversationDataOf(scope: TenantScope, userId: number): Promise<ExportedConversation[]> {
  const rows = await findConversationsOfPerson(scope, userId);
  const messages = await findMessagesOfAuthor(scope, userId);
  const reports = await findReportsOfReporter(scope, userId);
  return rows.map((conversation) => ({
    id: conversation.id,
    kind: conversation.kind,
    subject: conversation.subject,
    status: conversation.status,
    createdAt: conversation.createdAt,
    messages: messages
      .filter((message) => message.conversationId === conversation.id)
      .map((message) => ({
        side: message.authorSide,
        body: message.body,
        attachmentCount: message.attachmentIds.length,
        createdAt: message.createdAt,
      })),
    reports: reports
      .filter((report) => report.conversationId === conversation.id)
      .map((report) => ({
        side: report.reporterSide,
        reason: report.reason,
        blocks: report.blocks,
        createdAt: report.createdAt,
      })),
  }));
}
