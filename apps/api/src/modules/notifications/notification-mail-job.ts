import type { AppInstance } from '../../platform/http/app-instance.ts';
import { siteMailBranding, siteTemplateScope } from '../mail/mail-site.ts';
import { renderNotification } from '../notification-templates/render-notification.ts';
import { notificationMailJob, type NotificationMailPayload } from './notify.ts';

/**
 * Registers the job that renders a notification's mail in the branding of its site and sends it.
 * Sending twice is possible when a process dies between sending and recording (a job runs at least
 * once); a mail server that refuses is thrown, so the job retries with backoff.
 */
export function registerNotificationJobs(app: AppInstance): void {
  app.jobs.register<NotificationMailPayload>(notificationMailJob, async (payload, context) => {
    const branding = await siteMailBranding(app, payload.site);
    // The centre's own template when it has one (a failing one falls back to the default, logged).
    const rendered = await renderNotification(app, {
      ...siteTemplateScope(payload.site),
      // A job queued before its recipient was recorded gets the shipped text, as any outsider does.
      ...(payload.recipientUserId === undefined ? { centerId: undefined } : {}),
      recipientUserId: payload.recipientUserId ?? null,
      tenantId: payload.site.tenantId,
      event: payload.event,
      locale: payload.locale,
      values: payload.values,
      branding,
      log: context.log,
    });
    await app.mailer.send({
      tenantId: payload.site.tenantId,
      to: payload.to,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      ...(payload.headers ? { headers: payload.headers } : {}),
    });
  });
}
