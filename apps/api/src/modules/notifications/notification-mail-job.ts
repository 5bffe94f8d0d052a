import type { AppInstance } from '../../platform/http/app-instance.ts';
import { siteMailBranding } from '../mail/mail-site.ts';
import { shippedNotificationTemplates } from '@volunteerly/contracts/notification-templates-defaults';
import { renderTemplatedMail } from '../mail/render-mail.ts';
import { notificationMailJob, type NotificationMailPayload } from './notify.ts';

/**
 * Registers the job that renders a notification's mail in the branding of its site and sends it.
 * Sending twice is possible when a process dies between sending and recording (a job runs at least
 * once); a mail server that refuses is thrown, so the job retries with backoff.
 */
export function registerNotificationJobs(app: AppInstance): void {
  app.jobs.register<NotificationMailPayload>(notificationMailJob, async (payload) => {
    const branding = await siteMailBranding(app, payload.site);
    const template = shippedNotificationTemplates[payload.event][payload.locale];
    const rendered = renderTemplatedMail(template, payload.locale, payload.values, branding);
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
