import { and, asc, eq } from 'drizzle-orm';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { conversationMessages, conversationReads, conversationReports, conversations } from './conversations.schema.ts';

// What the conversations module keeps about a person beyond what they wrote (conversation-export.*),
// and what erasing their account does to its tables before the account row goes.

/** Up to when a person read each conversation they opened, oldest conversation first. */
export async function findReadsOfUser(
  scope: TenantScope,
  userId: number,
): Promise<{ conversationId: number; lastReadAt: Date }[]> {
  return scope.transaction
    .select({ conversationId: conversationReads.conversationId, lastReadAt: conversationReads.lastReadAt })
    .from(conversationReads)
    .where(and(ofTenant(conversationReads, scope), eq(conversationReads.userId, userId)))
    .orderBy(asc(conversationReads.conversationId));
}

/** The conversations a person closed, and when, oldest first. */
export async function findConversationsClosedBy(
  scope: TenantScope,
  userId: number,
): Promise<{ conversationId: number; closedAt: Date | null }[]> {
  return scope.transaction
    .select({ conversationId: conversations.id, closedAt: conversations.closedAt })
    .from(conversations)
    .where(and(ofTenant(conversations, scope), eq(conversations.closedByUserId, userId)))
    .orderBy(asc(conversations.id));
}

/** Deletes the conversations a person has as the volunteer; their messages, reads and reports go with them. */
export async function deleteConversationsOfVolunteer(scope: TenantScope, userId: number): Promise<void> {
  await scope.transaction
    .delete(conversations)
    .where(and(ofTenant(conversations, scope), eq(conversations.volunteerUserId, userId)));
}

/** Keeps a person's messages in other conversations for the other side, without their author. */
export async function forgetAuthorOfMessages(scope: TenantScope, userId: number): Promise<void> {
  await scope.transaction
    .update(conversationMessages)
    .set({ authorUserId: null })
    .where(and(ofTenant(conversationMessages, scope), eq(conversationMessages.authorUserId, userId)));
}

/** Keeps a person's reports for the centre's oversight, without their reporter. */
export async function forgetReporterOfReports(scope: TenantScope, userId: number): Promise<void> {
  await scope.transaction
    .update(conversationReports)
    .set({ reporterUserId: null })
    .where(and(ofTenant(conversationReports, scope), eq(conversationReports.reporterUserId, userId)));
}

/** Deletes a person's read marks in the conversations that stay. */
export async function deleteReadsOfUser(scope: TenantScope, userId: number): Promise<void> {
  await scope.transaction
    .delete(conversationReads)
    .where(and(ofTenant(conversationReads, scope), eq(conversationReads.userId, userId)));
}

/** Keeps the conversations a person closed closed, without naming who closed them. */
export async function forgetCloserOfConversations(scope: TenantScope, userId: number): Promise<void> {
  await scope.transaction
    .update(conversations)
    .set({ closedByUserId: null })
    .where(and(ofTenant(conversations, scope), eq(conversations.closedByUserId, userId)));
}
