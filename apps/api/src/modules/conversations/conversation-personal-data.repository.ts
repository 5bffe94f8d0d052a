import { and, eq } from 'drizzle-orm';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { conversationMessages, conversationReports, conversations } from './conversations.schema.ts';

// What erasing an account does to the conversations module's own tables before the account row goes.

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
