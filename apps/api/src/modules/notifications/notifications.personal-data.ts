import type { PersonalDataPart } from '../../platform/personal-data/personal-data.ts';
import {
  deleteNotificationPreferencesOfUser,
  deleteNotificationsOfUser,
} from './notification-personal-data.repository.ts';
import { notificationDataOf } from './notifications.service.ts';
import { forgetNotificationMailsTo, forgetNotificationsAbout } from './notify.ts';

/**
 * Their in-app notifications and chosen channels. Erasure also forgets the mail still queued to
 * their addresses and what others were told about their applications and conversations, so it
 * runs before those are erased (the manifests' order in src/api-modules.ts).
 */
export const notificationsPersonalData = {
  module: 'notifications',
  tables: [
    { table: 'notifications', column: 'user_id', section: 'notifications', erase: 'remove' },
    { table: 'notification_preferences', column: 'user_id', section: 'notification_preferences', erase: 'remove' },
  ],
  async export(scope, person) {
    const notices = await notificationDataOf(scope, person.id);
    return {
      notifications: notices.notifications.map((notification) => ({
        event: notification.event,
        text: notification.text,
        path: notification.path,
        read_at: notification.readAt?.toISOString() ?? null,
        created_at: notification.createdAt.toISOString(),
      })),
      notification_preferences: notices.preferences.map((preference) => ({
        event: preference.event,
        channel: preference.channel,
        updated_at: preference.updatedAt.toISOString(),
      })),
    };
  },
  async erase(scope, person) {
    await forgetNotificationMailsTo(scope, [
      person.email,
      ...(person.unconfirmedEmail ? [person.unconfirmedEmail] : []),
    ]);
    await forgetNotificationsAbout(scope, person.id);
    await deleteNotificationsOfUser(scope, person.id);
    await deleteNotificationPreferencesOfUser(scope, person.id);
  },
} as const satisfies PersonalDataPart;
