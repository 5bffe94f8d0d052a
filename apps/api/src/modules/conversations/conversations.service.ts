import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { insertAuditEvent } from '../audit/audit.repository.ts';
import type { FileUploadRow } from '../file-uploads/file-uploads.schema.ts';
import {
  countUnreadInConversation,
  findMessagesPage,
  findUploads,
  type MessageRecord,
} from './conversation-messages.repository.ts';
import {
  conversationApplicationNotFound,
  conversationFieldInvalid,
  conversationForbidden,
  conversationNotFound,
  conversationOrganizationNotFound,
  conversationStartForbidden,
} from './conversations.errors.ts';
import {
  canOverseeConversations,
  canReadConversation,
  canStartApplicationConversation,
  conversationSubject,
  isOversightRead,
  organizationCenterStarterSide,
  overseenCenterIds,
  overseesApplication,
  participationOf,
} from './conversations.policy.ts';
import {
  findApplicationConversationIdLocked,
  findApplicationForConversation,
  findConversationRecord,
  findOrganizationForConversation,
  insertConversation,
  type ConversationRecord,
} from './conversations.repository.ts';
import {
  countUnreadMessages,
  findConversationsPage,
  type ConversationListEntry,
} from './conversation-list.repository.ts';
import { findProfileRepliesPage, type ProfileReplyRow } from './profile-replies.repository.ts';

/**
 * A page of the actor's conversations, newest activity first, with unread counts and their unread
 * total; with `oversight`, the conversations the actor's centres oversee (centre and super admins
 * only, 403 otherwise), without message excerpts and searched by subject and names only: reading a
 * message is the audited step; `reportedOnly` keeps the reported ones (oversight only).
 */
export async function listConversations(
  database: Database,
  actor: SignedInUser,
  query: { search: string | undefined; oversight: boolean; reportedOnly: boolean; offset: number; limit: number },
): Promise<{ entries: ConversationListEntry[]; total: number; unreadTotal: number }> {
  const filter = participationOf(actor);
  if (query.oversight && !canOverseeConversations(actor)) throw conversationForbidden();
  return withTenant(database, actor.tenantId, async (scope) => {
    const unreadTotal = await countUnreadMessages(scope, filter);
    if (query.oversight) {
      const oversightCenterIds = overseenCenterIds(actor);
      const page = await findConversationsPage(
        scope,
        { userId: actor.id, oversightCenterIds, reportedOnly: query.reportedOnly, search: query.search },
        query,
      );
      const entries = page.entries.map((entry) => ({ ...entry, unreadCount: 0, lastMessageBody: null }));
      return { entries, total: page.total, unreadTotal };
    }
    const { entries, total } = await findConversationsPage(scope, { ...filter, search: query.search }, query);
    return { entries, total, unreadTotal };
  });
}

/** A conversation the actor may read, or a 404 (outsiders learn nothing of it). */
export async function readableConversation(
  scope: TenantScope,
  actor: SignedInUser,
  conversationId: number,
): Promise<ConversationRecord> {
  const record = await findConversationRecord(scope, conversationId);
  if (!record || !canReadConversation(actor, conversationSubject(record))) throw conversationNotFound();
  return record;
}

/** The uploads messages name, by id. */
export async function uploadsOf(
  scope: TenantScope,
  messages: readonly MessageRecord[],
): Promise<Map<string, FileUploadRow>> {
  const ids = [...new Set(messages.flatMap((record) => record.message.attachmentIds))];
  return new Map((await findUploads(scope, ids)).map((upload) => [upload.id, upload]));
}

/** A conversation with one page of its messages (newest first). */
export interface ConversationThread {
  record: ConversationRecord;
  unreadCount: number;
  messages: MessageRecord[];
  total: number;
  uploads: Map<string, FileUploadRow>;
}

/**
 * A conversation and a page of its messages, for a participant, or for oversight by the centre's
 * admins: such a read is recorded in the audit log in the same transaction.
 */
export async function showConversation(
  database: Database,
  actor: SignedInUser,
  conversationId: number,
  query: { offset: number; limit: number; ipAddress: string | null },
): Promise<ConversationThread> {
  return withTenant(database, actor.tenantId, async (scope) => {
    const record = await readableConversation(scope, actor, conversationId);
    if (isOversightRead(actor, conversationSubject(record))) {
      await insertAuditEvent(scope, {
        action: 'conversation_read_for_oversight',
        actorUserId: actor.id,
        subjectUserId: record.conversation.volunteerUserId,
        details: { conversationId: record.conversation.id, organizationId: record.conversation.organizationId },
        ipAddress: query.ipAddress,
      });
    }
    const { records: messages, total } = await findMessagesPage(scope, conversationId, query);
    const unreadCount = await countUnreadInConversation(scope, conversationId, actor.id);
    return { record, unreadCount, messages, total, uploads: await uploadsOf(scope, messages) };
  });
}

/** What starts a conversation: an application, or an organisation and a subject (with its centre). */
export type ConversationStart =
  | { kind: 'application'; applicationId: number }
  | { kind: 'organization_center'; organizationId: number; subject: string };

/**
 * Starts a conversation, or finds the one an application already has (`created: false`). An
 * application's conversation is started by its volunteer or an admin of its organisation; an
 * organisation–centre one by the organisation's admins or the centre's.
 */
export async function startConversation(
  database: Database,
  actor: SignedInUser,
  start: ConversationStart,
): Promise<{ conversationId: number; created: boolean }> {
  return withTenant(database, actor.tenantId, async (scope) => {
    if (start.kind === 'application') {
      const application = await findApplicationForConversation(scope, start.applicationId);
      if (!application || !application.confirmed) throw conversationApplicationNotFound();
      if (!canStartApplicationConversation(actor, application)) {
        // The centre sees the application (and may read its conversation), but does not start it.
        const sees = overseesApplication(actor, application);
        throw sees ? conversationStartForbidden() : conversationApplicationNotFound();
      }
      if (application.userId === null) {
        throw conversationFieldInvalid(
          '/conversation/application_id',
          'guest_application',
          'conversations.errors.guest_application',
        );
      }
      const existing = await findApplicationConversationIdLocked(scope, application.id);
      if (existing !== undefined) return { conversationId: existing, created: false };
      const created = await insertConversation(scope, {
        kind: 'application',
        applicationId: application.id,
        organizationId: application.organizationId,
        volunteerUserId: application.userId,
        subject: application.vacancyTitle,
      });
      return { conversationId: created.id, created: true };
    }
    const organization = await findOrganizationForConversation(scope, start.organizationId);
    if (!organization) throw conversationOrganizationNotFound();
    if (organizationCenterStarterSide(actor, organization) === null) throw conversationStartForbidden();
    const created = await insertConversation(scope, {
      kind: 'organization_center',
      organizationId: organization.id,
      volunteerCenterId: organization.volunteerCenterId,
      subject: start.subject,
    });
    return { conversationId: created.id, created: true };
  });
}

/** A conversation as the actor sees it in a document: the record and their unread count. */
export async function conversationForActor(
  database: Database,
  actor: SignedInUser,
  conversationId: number,
): Promise<{ record: ConversationRecord; unreadCount: number }> {
  return withTenant(database, actor.tenantId, async (scope) => {
    const record = await readableConversation(scope, actor, conversationId);
    return { record, unreadCount: await countUnreadInConversation(scope, conversationId, actor.id) };
  });
}

/** A page of the actor's own applications and sent messages together, newest first. */
export async function listProfileReplies(
  database: Database,
  actor: SignedInUser,
  window: { offset: number; limit: number },
): Promise<{ rows: ProfileReplyRow[]; total: number }> {
  return withTenant(database, actor.tenantId, (scope) => findProfileRepliesPage(scope, actor.id, window));
}
