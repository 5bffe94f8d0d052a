import type { FastifyRequest } from 'fastify';
import { siteLink, siteOfRequest } from '../mail/mail-site.ts';
import { notify } from '../notifications/notify.ts';
import type { MessageAnnouncer, ReportAnnouncer } from './conversation-actions.service.ts';

/**
 * How a request tells the other participants of a new message: a `conversation_message`
 * notification each (in the app, and by mail as their preference says), linking to the
 * conversation, queued in the message's own transaction.
 */
export function announcerOf(request: FastifyRequest): MessageAnnouncer {
  // Taken while the request is current: the announcer runs inside the service's transaction.
  const site = siteOfRequest(request);
  const appName = request.tenant.appName;
  return async (scope, announcement) => {
    const link = siteLink(site, announcement.path);
    for (const recipient of announcement.recipients) {
      await notify(scope, request.server, {
        event: 'conversation_message',
        recipient: { userId: recipient.userId, email: recipient.email, locale: recipient.locale },
        values: {
          name: recipient.name ?? recipient.email,
          appName,
          sender: announcement.senderName,
          subject: announcement.subject,
          excerpt: announcement.excerpt,
          link,
        },
        path: announcement.path,
        site,
      });
    }
  };
}

/**
 * How a request tells the centre of a report: a `conversation_reported` notification to each
 * admin of the centre that oversees the conversation, linking to it, in the report's transaction.
 */
export function reportAnnouncerOf(request: FastifyRequest): ReportAnnouncer {
  const site = siteOfRequest(request);
  const appName = request.tenant.appName;
  return async (scope, announcement) => {
    const link = siteLink(site, announcement.path);
    for (const recipient of announcement.recipients) {
      await notify(scope, request.server, {
        event: 'conversation_reported',
        recipient: { userId: recipient.userId, email: recipient.email, locale: recipient.locale },
        values: {
          name: recipient.name ?? recipient.email,
          appName,
          reporter: announcement.reporterName,
          subject: announcement.subject,
          reason: announcement.reason,
          link,
        },
        path: announcement.path,
        site,
      });
    }
  };
}
