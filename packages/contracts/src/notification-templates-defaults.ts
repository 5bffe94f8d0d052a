import type { NotificationEvent } from './notification-events.ts';
import { accountNotificationTemplates } from './notification-templates-defaults-account.ts';
import { applicationsNotificationTemplates } from './notification-templates-defaults-applications.ts';
import { conversationNotificationTemplates } from './notification-templates-defaults-conversations.ts';
import { organizationsNotificationTemplates } from './notification-templates-defaults-organizations.ts';
import type { ShippedNotificationTemplate } from './notification-templates-shipped.ts';
import type { UserLocale } from './users.ts';

/**
 * The templates the product ships for every event in both languages: used unless a centre saved
 * its own (issue 15 §2). A missing event or language is a type error.
 */
export const shippedNotificationTemplates: Record<
  NotificationEvent,
  Record<UserLocale, ShippedNotificationTemplate>
> = {
  ...accountNotificationTemplates,
  ...organizationsNotificationTemplates,
  ...applicationsNotificationTemplates,
  ...conversationNotificationTemplates,
};
