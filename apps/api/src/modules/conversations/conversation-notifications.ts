import type { NotificationEvent } from '@volunteerly/contracts/notification-events';
import type { UserLocale } from '@volunteerly/contracts/users';
import { sitePaths } from '@volunteerly/site/site-paths';
import type { TenantScope } from '../../platform/database/tenant-scope.ts';
import { siteLink } from '../mail/mail-site.ts';
import type { NotifyContext } from '../notifications/notify-context.ts';
import { notify } from '../notifications/notify.ts';

/** Someone told about an event in a conversation. */
interface ConversationNoticeRecipient {
  userId: number;
  email: string;
  locale: UserLocale;
  name: string | null;
}

/**
 * Tells each recipient of an event in a conversation, in the caller's transaction: the greeting,
 * the app name and the link to the conversation, plus the event's own values.
 */
export async function notifyAboutConversation(
  scope: TenantScope,
  context: NotifyContext,
  notice: {
    event: NotificationEvent;
    conversationId: number;
    recipients: readonly ConversationNoticeRecipient[];
    values: Record<string, string>;
  },
): Promise<void> {
  const path = sitePaths.conversation(notice.conversationId);
  const link = siteLink(context.site, path);
  for (const recipient of notice.recipients) {
    await notify(scope, context, {
      event: notice.event,
      recipient: { userId: recipient.userId, email: recipient.email, locale: recipient.locale },
      subject: { type: 'conversation', id: notice.conversationId },
      values: { name: recipient.name ?? recipient.email, appName: context.appName, ...notice.values, link },
      path,
    });
  }
}
