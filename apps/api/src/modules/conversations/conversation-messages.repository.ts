import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ConversationSide } from '@volunteerly/contracts/conversations';
import type { UserLocale } from '@volunteerly/contracts/users';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { fileUploads, type FileUploadRow } from '../file-uploads/file-uploads.schema.ts';
import { userRoles, users } from '../users/users.schema.ts';
import {
  conversationMessages,
  conversationReads,
  conversationReports,
  type ConversationMessageRow,
} from './conversations.schema.ts';
import { fullName } from './conversations.repository.ts';

/** A message with its author's name (null once the account is gone). */
export interface MessageRecord {
  message: ConversationMessageRow;
  authorName: string | null;
}

/** One page of a conversation's messages, newest first, and how many it has. */
export async function findMessagesPage(
  scope: TenantScope,
  conversationId: number,
  window: { offset: number; limit: number },
): Promise<{ records: MessageRecord[]; total: number }> {
  const where = and(ofTenant(conversationMessages, scope), eq(conversationMessages.conversationId, conversationId));
  const records = await scope.transaction
    .select({ message: conversationMessages, authorName: fullName(users) })
    .from(conversationMessages)
    .leftJoin(
      users,
      and(eq(users.tenantId, conversationMessages.tenantId), eq(users.id, conversationMessages.authorUserId)),
    )
    .where(where)
    .orderBy(desc(conversationMessages.id))
    .limit(window.limit)
    .offset(window.offset);
  const [counted] = await scope.transaction.select({ total: count() }).from(conversationMessages).where(where);
  return { records, total: counted?.total ?? 0 };
}

/** The uploads of the scope's tenant with these ids (attachments of messages). */
export async function findUploads(scope: TenantScope, ids: readonly string[]): Promise<FileUploadRow[]> {
  if (ids.length === 0) return [];
  return scope.transaction
    .select()
    .from(fileUploads)
    .where(and(ofTenant(fileUploads, scope), inArray(fileUploads.id, [...ids])));
}

/** Inserts a message. */
export async function insertMessage(
  scope: TenantScope,
  values: {
    conversationId: number;
    authorUserId: number;
    authorSide: ConversationSide;
    body: string;
    attachmentIds: string[];
  },
): Promise<ConversationMessageRow> {
  const [row] = await scope.transaction
    .insert(conversationMessages)
    .values({ ...values, tenantId: scope.tenantId })
    .returning();
  if (!row) throw new Error('conversation message insert returned nothing');
  return row;
}

/** Records that a user has read a conversation up to a moment (never moving their mark back). */
export async function markRead(scope: TenantScope, conversationId: number, userId: number, at: Date): Promise<void> {
  await scope.transaction
    .insert(conversationReads)
    .values({ tenantId: scope.tenantId, conversationId, userId, lastReadAt: at })
    .onConflictDoUpdate({
      target: [conversationReads.tenantId, conversationReads.conversationId, conversationReads.userId],
      set: { lastReadAt: sql`greatest(${conversationReads.lastReadAt}, excluded.last_read_at)` },
    });
}

/** Inserts a report (and whether it blocks). */
export async function insertReport(
  scope: TenantScope,
  values: {
    conversationId: number;
    reporterUserId: number;
    reporterSide: ConversationSide;
    reason: string;
    blocks: boolean;
  },
): Promise<void> {
  await scope.transaction.insert(conversationReports).values({ ...values, tenantId: scope.tenantId });
}

/** Someone a message is told to. */
export interface ConversationRecipient {
  userId: number;
  email: string;
  locale: UserLocale;
  name: string | null;
  /** The side they take part for. */
  side: ConversationSide;
}

/**
 * Every participant of a conversation with their side: its volunteer, the organisation's admins,
 * and (for an organisation–centre conversation) the centre's admins. Active accounts only, each once.
 */
export async function findParticipants(
  scope: TenantScope,
  parties: { volunteerUserId: number | null; organizationId: number; centerId: number | null },
): Promise<ConversationRecipient[]> {
  const organizationAdmin = sql`(${userRoles.name} = 'admin' and ${userRoles.resourceType} = 'Organization' and ${userRoles.resourceId} = ${parties.organizationId})`;
  const centerAdmin = sql`(${userRoles.name} = 'center_admin' and ${userRoles.resourceType} = 'VolunteerCenter' and ${userRoles.resourceId} = ${parties.centerId ?? -1})`;
  const roleHolders = scope.transaction
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(ofTenant(userRoles, scope), sql`(${organizationAdmin} or ${centerAdmin})`));
  const volunteer = parties.volunteerUserId ?? -1;
  // Spelled out: Drizzle writes a selected expression's columns unqualified, which the subquery's
  // own table would take for its own.
  const side = sql<ConversationSide>`case when "users"."id" = ${volunteer} then 'volunteer'
    when exists (select 1 from ${userRoles} as held where held.tenant_id = "users"."tenant_id"
      and held.user_id = "users"."id" and held.name = 'admin' and held.resource_type = 'Organization'
      and held.resource_id = ${parties.organizationId}) then 'organization'
    else 'center' end`;
  return scope.transaction
    .select({ userId: users.id, email: users.email, locale: users.locale, name: fullName(users), side })
    .from(users)
    .where(
      and(
        ofTenant(users, scope),
        eq(users.status, 'active'),
        sql`(${users.id} = ${volunteer} or ${users.id} in ${roleHolders})`,
      ),
    )
    .orderBy(users.id);
}

/** How many of a conversation's messages the user has not read. */
export async function countUnreadInConversation(
  scope: TenantScope,
  conversationId: number,
  userId: number,
): Promise<number> {
  const [row] = await scope.transaction
    .select({ total: count() })
    .from(conversationMessages)
    .where(
      and(
        ofTenant(conversationMessages, scope),
        eq(conversationMessages.conversationId, conversationId),
        sql`${conversationMessages.authorUserId} is distinct from ${userId}`,
        sql`${conversationMessages.createdAt} > coalesce((select ${conversationReads.lastReadAt} from ${conversationReads}
          where ${conversationReads.tenantId} = ${scope.tenantId} and ${conversationReads.conversationId} = ${conversationId}
            and ${conversationReads.userId} = ${userId}), '-infinity'::timestamptz)`,
      ),
    );
  return row?.total ?? 0;
}
