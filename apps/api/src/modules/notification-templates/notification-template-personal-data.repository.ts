import { and, asc, eq } from 'drizzle-orm';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { notificationTemplates, type NotificationTemplateRow } from './notification-templates.schema.ts';

// What the notification-templates module keeps about a person, for their download and their erasure.

/** The centre templates a person saved last, oldest change first. */
export async function findTemplatesSavedBy(scope: TenantScope, userId: number): Promise<NotificationTemplateRow[]> {
  return scope.transaction
    .select()
    .from(notificationTemplates)
    .where(and(ofTenant(notificationTemplates, scope), eq(notificationTemplates.updatedByUserId, userId)))
    .orderBy(asc(notificationTemplates.updatedAt), asc(notificationTemplates.id));
}

/** Keeps the templates a person saved for their centre, without naming who saved them. */
export async function forgetEditorOfTemplates(scope: TenantScope, userId: number): Promise<void> {
  await scope.transaction
    .update(notificationTemplates)
    .set({ updatedByUserId: null })
    .where(and(ofTenant(notificationTemplates, scope), eq(notificationTemplates.updatedByUserId, userId)));
}
