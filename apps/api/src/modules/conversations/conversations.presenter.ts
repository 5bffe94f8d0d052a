import type {
  ConversationMessageResource,
  ConversationResource,
  ProfileReplyResource,
} from '@volunteerly/contracts/conversations-resources';
import { sitePaths } from '@volunteerly/site/site-paths';
import { resource } from '../../platform/http/json-api.ts';
import type { PolicyActor } from '../../platform/auth/policy-actor.ts';
import type { FileUploadRow } from '../file-uploads/file-uploads.schema.ts';
import type { MessageRecord } from './conversation-messages.repository.ts';
import { conversationAbilities, conversationSubject, overseesConversation, sideOf } from './conversations.policy.ts';
import type { ConversationListEntry } from './conversation-list.repository.ts';
import type { ConversationRecord } from './conversations.repository.ts';
import type { ProfileReplyRow } from './profile-replies.repository.ts';

// Presenters name people only: no e-mail address or phone of anyone ever leaves through a
// conversation (issue 15 §4, privacy).

function counterpartName(record: ConversationRecord, actor: PolicyActor | undefined): string {
  const side = sideOf(actor, conversationSubject(record));
  const other = record.conversation.kind === 'application' ? (record.volunteerName ?? '') : (record.centerName ?? '');
  if (side === 'organization') return other || record.organizationName;
  return record.organizationName;
}

/** A conversation as a `conversations` resource, with the asker's unread count and abilities. */
export function presentConversation(
  record: ConversationRecord | ConversationListEntry,
  actor: PolicyActor | undefined,
  extra: { unreadCount: number; lastMessageBody: string | null },
): ConversationResource {
  const { conversation } = record;
  const subject = conversationSubject(record);
  return {
    ...resource('conversations', conversation.id, {
      kind: conversation.kind,
      subject: conversation.subject,
      status: conversation.status,
      applicationId: conversation.applicationId === null ? null : String(conversation.applicationId),
      organizationId: String(conversation.organizationId),
      organizationName: record.organizationName,
      volunteerName: conversation.kind === 'application' ? (record.volunteerName ?? '') : null,
      centerName: record.centerName,
      mySide: sideOf(actor, subject),
      counterpartName: counterpartName(record, actor),
      blockedSide: conversation.blockedSide,
      reported: overseesConversation(actor, subject) ? record.reported : null,
      unreadCount: extra.unreadCount,
      lastMessageExcerpt: extra.lastMessageBody,
      lastMessageAt: conversation.lastMessageAt.toISOString(),
      closedAt: conversation.closedAt?.toISOString() ?? null,
      createdAt: conversation.createdAt.toISOString(),
    }),
    meta: { abilities: conversationAbilities(actor, subject) },
  };
}

/** A message as a `conversation_messages` resource; its attachments from the uploads it names. */
export function presentMessage(
  record: MessageRecord,
  actor: PolicyActor | undefined,
  uploads: ReadonlyMap<string, FileUploadRow>,
): ConversationMessageResource {
  const { message } = record;
  const attachments = message.attachmentIds.flatMap((id) => {
    const upload = uploads.get(id);
    if (!upload) return [];
    return [
      {
        id: upload.id,
        // Private to the conversation: served only through it (issue 15 §4), never at /uploads.
        url: `/api/v1/conversations/${message.conversationId}/attachments/${upload.id}`,
        contentType: upload.contentType,
        byteSize: upload.byteSize,
        originalName: upload.originalName,
      },
    ];
  });
  return resource('conversation_messages', message.id, {
    conversationId: String(message.conversationId),
    body: message.body,
    authorName: message.authorUserId === null ? null : (record.authorName ?? ''),
    authorSide: message.authorSide,
    mine: actor !== undefined && message.authorUserId === actor.id,
    attachments,
    createdAt: message.createdAt.toISOString(),
  });
}

/** One of the volunteer's own reactions as a `profile_replies` resource. */
export function presentProfileReply(row: ProfileReplyRow): ProfileReplyResource {
  return resource('profile_replies', `${row.kind}-${row.id}`, {
    kind: row.kind,
    title: row.title,
    organizationName: row.organizationName,
    status: row.status,
    excerpt: row.excerpt,
    path:
      row.kind === 'application' ? sitePaths.application(row.id) : sitePaths.conversation(String(row.conversationId)),
    createdAt: row.createdAt.toISOString(),
  });
}
