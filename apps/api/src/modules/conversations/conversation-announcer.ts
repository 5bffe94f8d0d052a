import type { FastifyRequest } from 'fastify';
import type { NotificationEvent } from '@volunteerly/contracts/notification-events';
import type { UserLocale } from '@volunteerly/contracts/users';
import type { TenantScope } from '../../platform/database/tenant-scope.ts';
import { siteLink, siteOfRequest } from '../mail/mail-site.ts';
import { notify } from '../notifications/notify.ts';
import type { MessageAnnouncement, MessageAnnouncer, ReportAnnouncer } from './conversation-actions.service.ts';

/** Someone a conversation event is announced to. */
interface AnnouncedRecipient {
  userId: number;
  email: string;
  locale: UserLocale;
  name: string | null;
}

/**
 * Announces one event about a conversation to each recipient, in the caller's transaction: the
 * greeting, the app name and the link to the conversation, plus the event's own values.
 */
function announcerFor<Announcement extends Pick<MessageAnnouncement, 'path'>>(
  request: FastifyRequest,
  event: NotificationEvent,
  valuesOf: (announcement: Announcement) => Record<string, string>,
): (scope: TenantScope, announcement: Announcement & { recipients: AnnouncedRecipient[] }) => Promise<void> {
  // Taken while the request is current: the announcer runs inside the service's transaction.
  const site = siteOfRequest(request);
  const appName = request.tenant.appName;
  return async (scope, announcement) => {
    const link = siteLink(site, announcement.path);
    for (const recipient of announcement.recipients) {
      await notify(scope, request.server, {
        event,
        recipient: { userId: recipient.userId, email: recipient.email, locale: recipient.locale },
        values: { name: recipient.name ?? recipient.email, appName, ...valuesOf(announcement), link },
        path: announcement.path,
        site,
      });
    }
  };
}

/**
 * How a request tells the other participants of a new message: a `conversation_message`
 * notification each (in the app, and by mail as their preference says), linking to the
 * conversation, queued in the message's own transaction.
 */
export function announcerOf(request: FastifyRequest): MessageAnnouncer {
  return announcerFor(request, 'conversation_message', (announcement: MessageAnnouncement) => ({
    sender: announcement.senderName,
    subject: announcement.subject,
    excerpt: announcement.excerpt,
  }));
}

/**
 * How a request tells the centre of a report: a `conversation_reported` notification to each
 * admin of the centre that oversees the conversation, linking to it, in the report's transaction.
 */
export function reportAnnouncerOf(request: FastifyRequest): ReportAnnouncer {
  return announcerFor(request, 'conversation_reported', (announcement: Parameters<ReportAnnouncer>[1]) => ({
    reporter: announcement.reporterName,
    subject: announcement.subject,
    reason: announcement.reason,
  }));
}
