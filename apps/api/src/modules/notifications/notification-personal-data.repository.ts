import { and, eq } from 'drizzle-orm';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { notificationPreferences, notifications } from './notifications.schema.ts';

// What erasing an account removes of the notifications module's own tables before the account row goes.

/** Deletes a person's in-app notifications. */
export async function deleteNotificationsOfUser(scope: TenantScope, userId: number): Promise<void> {
  await scope.transaction
    .delete(notifications)
    .where(and(ofTenant(notifications, scope), eq(notifications.userId, userId)));
}

/** Deletes a person's chosen channels. */
export async function deleteNotificationPreferencesOfUser(scope: TenantScope, userId: number): Promise<void> {
  await scope.transaction
    .delete(notificationPreferences)
    .where(and(ofTenant(notificationPreferences, scope), eq(notificationPreferences.userId, userId)));
}
