import type { AppInstance } from '../../../platform/http/app-instance.ts';
import { registerListNotificationPreferences } from './list-notification-preferences.ts';
import { registerListNotifications } from './list-notifications.ts';
import { registerMarkAllNotificationsRead } from './mark-all-notifications-read.ts';
import { registerShowUnreadNotificationCount } from './show-unread-notification-count.ts';
import { registerStreamNotifications } from './stream-notifications.ts';
import { registerUpdateNotificationPreferences } from './update-notification-preferences.ts';
import { registerUpdateNotification } from './update-notification.ts';

/** The signed-in person's notifications, their live stream and their notification preferences. */
export function registerNotificationRoutes(app: AppInstance): void {
  registerListNotifications(app);
  registerShowUnreadNotificationCount(app);
  registerStreamNotifications(app);
  registerMarkAllNotificationsRead(app);
  registerUpdateNotification(app);
  registerListNotificationPreferences(app);
  registerUpdateNotificationPreferences(app);
}
