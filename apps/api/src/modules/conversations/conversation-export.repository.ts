import { and, asc, eq, sql } from 'drizzle-orm';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import {
  conversationMessages,
  conversationReports,
  conversations,
  type ConversationMessageRow,
  type ConversationReportRow,
  type ConversationRow,
} from './conversations.schema.ts';

/**
 * The conversations a person takes part in as the volunteer, wrote in, or reported, oldest first.
 * Only the conversation's own columns: the names of others are not part of their data. (The outer
 * columns are spelled out: Drizzle leaves a one-table query's columns unqualified.)
 */
export async function findConversationsOfPerson(scope: TenantScope, userId: number): Promise<ConversationRow[]> {
  return scope.transaction
    .select()
    .from(conversations)
    .where(
      and(
        ofTenant(conversations, scope),
        sql`(${conversations.volunteerUserId} = ${userId}
          or exists (select 1 from ${conversationMessages} as written where written.tenant_id = ${scope.tenantId}
            and written.conversation_id = "conversations"."id" and written.author_user_id = ${userId})
          or exists (select 1 from ${conversationReports} as filed where filed.tenant_id = ${scope.tenantId}
            and filed.conversation_id = "conversations"."id" and filed.reporter_user_id = ${userId}))`,
      ),
    )
    .orderBy(asc(conversations.id));
}

/** Every message a person wrote, oldest first. */
export async function findMessagesOfAuthor(scope: TenantScope, userId: number): Promise<ConversationMessageRow[]> {
  return scope.transaction
    .select()
    .from(conversationMessages)
    .where(and(ofTenant(conversationMessages, scope), eq(conversationMessages.authorUserId, userId)))
    .orderBy(asc(conversationMessages.id));
}

/** Every report a person filed, oldest first. */
export async function findReportsOfReporter(scope: TenantScope, userId: number): Promise<ConversationReportRow[]> {
  return scope.transaction
    .select()
    .from(conversationReports)
    .where(and(ofTenant(conversationReports, scope), eq(conversationReports.reporterUserId, userId)))
    .orderBy(asc(conversationReports.id));
}
