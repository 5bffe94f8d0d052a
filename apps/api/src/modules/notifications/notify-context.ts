import type { FastifyRequest } from 'fastify';
import type { JobQueue } from '../../platform/jobs/job-queue.ts';
import type { LiveNotifications } from '../../platform/live/live-notifications.ts';
import { siteOfRequest, type MailSite } from '../mail/mail-site.ts';
import type { TemplateRenderer } from '../notification-templates/template-renderer.ts';

/** What `notify` needs of the app; normally `request.server` or `app`. */
export interface NotifyServices {
  jobs: JobQueue;
  liveNotifications: LiveNotifications;
  templateRenderer: TemplateRenderer;
}

/**
 * What every notification of one change shares: the app's services, the site it is sent for
 * (links, branding, the centre's templates) and the tenant's name. A route takes it from its
 * request and gives it to the service as its last argument; the service calls `notify` with it
 * inside the transaction of the change (decision 045). A job builds it from its payload.
 */
export interface NotifyContext {
  services: NotifyServices;
  site: MailSite;
  appName: string;
}

/** The notify context of a request; take it while the request is current (before background work). */
export function notifyContextOf(request: FastifyRequest): NotifyContext {
  return { services: request.server, site: siteOfRequest(request), appName: request.tenant.appName };
}
