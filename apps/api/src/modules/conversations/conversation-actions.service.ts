import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { insertAuditEvent } from '../audit/audit.repository.ts';
import type { FileUploadRow } from '../file-uploads/file-uploads.schema.ts';
import type { NotifyContext } from '../notifications/notify-context.ts';
import {
  findParticipants,
  findUploads,
  insertMessage,
  insertReport,
  markRead,
  type MessageRecord,
} from './conversation-messages.repository.ts';
import { notifyAboutConversation } from './conversation-notifications.ts';
import {
  conversationAlreadyClosed,
  conversationFieldInvalid,
  conversationForbidden,
  conversationRefusesMessages,
} from './conversations.errors.ts';
import { conversationSubject, overseesConversation, replyRefusal, sideOf } from './conversations.policy.ts';
import { findCenterAdminRecipients, findUserName } from './conversation-reports.repository.ts';
import { lockConversation, updateConversationRow, type ConversationRecord } from './conversations.repository.ts';
import { readableConversation } from './conversations.service.ts';

const excerptLength = 200;

/** A conversation the actor takes part in, locked for the rest of the transaction; 404 or 403 otherwise. */
async function participantsConversation(
  scope: TenantScope,
  actor: SignedInUser,
  conversationId: number,
): Promise<{ record: ConversationRecord; side: NonNullable<ReturnType<typeof sideOf>> }> {
  await lockConversation(scope, conversationId);
  const record = await readableConversation(scope, actor, conversationId);
  const side = sideOf(actor, conversationSubject(record));
  if (side === null) throw conversationForbidden();
  return { record, side };
}

async function checkedAttachments(
  scope: TenantScope,
  actor: SignedInUser,
  ids: readonly string[],
): Promise<Map<string, FileUploadRow>> {
  const unique = [...new Set(ids)];
  const uploads = await findUploads(scope, unique);
  if (uploads.length !== unique.length || uploads.some((upload) => upload.userId !== actor.id)) {
    throw conversationFieldInvalid(
      '/message/attachment_ids',
      'attachment_unknown',
      'conversations.errors.attachment_unknown',
    );
  }
  return new Map(uploads.map((upload) => [upload.id, upload]));
}

/**
 * A participant writes in a conversation: refused (409) when it is closed or the other side
 * blocked it. The author's own read mark moves to their message, and the participants of the
 * other side(s) are told of it (`conversation_message`) in the same transaction.
 */
export async function replyToConversation(
  database: Database,
  actor: SignedInUser,
  conversationId: number,
  input: { body: string; attachmentIds: readonly string[] },
  context: NotifyContext,
): Promise<{ message: MessageRecord; uploads: Map<string, FileUploadRow> }> {
  return withTenant(database, actor.tenantId, async (scope) => {
    const { record, side } = await participantsConversation(scope, actor, conversationId);
    const refusal = replyRefusal(side, conversationSubject(record));
    if (refusal) throw conversationRefusesMessages(refusal);
    const uploads = await checkedAttachments(scope, actor, input.attachmentIds);
    const message = await insertMessage(scope, {
      conversationId,
      authorUserId: actor.id,
      authorSide: side,
      body: input.body,
      attachmentIds: [...uploads.keys()],
    });
    await updateConversationRow(scope, conversationId, { lastMessageAt: message.createdAt });
    await markRead(scope, conversationId, actor.id, message.createdAt);
    const { conversation } = record;
    const participants = await findParticipants(scope, {
      volunteerUserId: conversation.volunteerUserId,
      organizationId: conversation.organizationId,
      centerId: conversation.volunteerCenterId,
    });
    const author = participants.find((participant) => participant.userId === actor.id);
    await notifyAboutConversation(scope, context, {
      event: 'conversation_message',
      conversationId,
      // The other side hears of it; the author's own colleagues see it as unread in the app.
      recipients: participants.filter((participant) => participant.side !== side && participant.userId !== actor.id),
      values: {
        sender: side === 'volunteer' ? (author?.name ?? '') : (author?.name ?? record.organizationName),
        subject: conversation.subject,
        excerpt: input.body.slice(0, excerptLength),
      },
    });
    return { message: { message, authorName: author?.name ?? null }, uploads };
  });
}

/** A participant has read the conversation up to now. */
export async function markConversationRead(
  database: Database,
  actor: SignedInUser,
  conversationId: number,
): Promise<void> {
  await withTenant(database, actor.tenantId, async (scope) => {
    await participantsConversation(scope, actor, conversationId);
    await markRead(scope, conversationId, actor.id, new Date());
  });
}

/**
 * A participant reports the conversation to the centre, and may block it with the report: then
 * the other side can no longer write in it. Recorded in the audit log, and every admin of the
 * centre that oversees it (but the reporter) is told (`conversation_reported`) in the same transaction.
 */
export async function reportConversation(
  database: Database,
  actor: SignedInUser,
  conversationId: number,
  input: { reason: string; block: boolean; ipAddress: string | null },
  context: NotifyContext,
): Promise<void> {
  await withTenant(database, actor.tenantId, async (scope) => {
    const { record, side } = await participantsConversation(scope, actor, conversationId);
    await insertReport(scope, {
      conversationId,
      reporterUserId: actor.id,
      reporterSide: side,
      reason: input.reason,
      blocks: input.block,
    });
    if (input.block && record.conversation.blockedSide === null) {
      await updateConversationRow(scope, conversationId, { blockedSide: side });
    }
    await insertAuditEvent(scope, {
      action: 'conversation_reported',
      actorUserId: actor.id,
      details: { conversationId, organizationId: record.conversation.organizationId, blocks: input.block },
      ipAddress: input.ipAddress,
    });
    const admins = await findCenterAdminRecipients(scope, conversationSubject(record).centerId);
    await notifyAboutConversation(scope, context, {
      event: 'conversation_reported',
      conversationId,
      recipients: admins.filter((admin) => admin.userId !== actor.id),
      values: {
        reporter: (await findUserName(scope, actor.id)) ?? '',
        subject: record.conversation.subject,
        reason: input.reason,
      },
    });
  });
}

/** The centre that oversees a conversation closes it: nobody can write in it any more. */
export async function closeConversation(
  database: Database,
  actor: SignedInUser,
  conversationId: number,
  ipAddress: string | null,
): Promise<void> {
  await withTenant(database, actor.tenantId, async (scope) => {
    await lockConversation(scope, conversationId);
    const record = await readableConversation(scope, actor, conversationId);
    const subject = conversationSubject(record);
    if (!overseesConversation(actor, subject)) throw conversationForbidden();
    if (subject.status === 'closed') throw conversationAlreadyClosed();
    await updateConversationRow(scope, conversationId, {
      status: 'closed',
      closedAt: new Date(),
      closedByUserId: actor.id,
    });
    await insertAuditEvent(scope, {
      action: 'conversation_closed',
      actorUserId: actor.id,
      details: { conversationId, organizationId: record.conversation.organizationId },
      ipAddress,
    });
  });
}
