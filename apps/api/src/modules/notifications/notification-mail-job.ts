import { withTenant } from '../../platform/database/tenant-scope.ts';
import type { AppInstance } from '../../platform/http/app-instance.ts';
import { siteMailBranding, siteTemplateScope } from '../mail/mail-site.ts';
import { renderNotification } from '../notification-templates/render-notification.ts';
import { notificationMailJob, type NotificationMailPayload } from './notify.ts';

/**
 * The links with a secret the mail carries, made now (issue 29, hole 4) in a transaction that
 * commits before the mail goes; undefined when one is no longer wanted.
 */
async function issueSecretLinks(
  app: AppInstance,
  payload: NotificationMailPayload,
): Promise<{ values: Record<string, string>; headers: Record<string, string> } | undefined> {
  if (!payload.secretLinks && !payload.listUnsubscribe) return { values: {}, headers: {} };
  return withTenant(app.database, payload.site.tenantId, async (scope) => {
    const values = await app.secretLinks.issue(scope, payload.secretLinks ?? {}, payload.site);
    const oneClick = payload.listUnsubscribe
      ? await app.secretLinks.issue(scope, { url: payload.listUnsubscribe }, payload.site)
      : {};
    if (!values || !oneClick) return undefined;
    const headers: Record<string, string> = oneClick.url
      ? { 'List-Unsubscribe': `<${oneClick.url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : {};
    return { values, headers };
  });
}

/**
 * Registers the job that renders a notification's mail in the branding of its site and sends it.
 * Sending twice is possible when a process dies between sending and recording (a job runs at least
 * once); a mail server that refuses is thrown, so the job retries with backoff.
 */
export function registerNotificationJobs(app: AppInstance): void {
  app.jobs.register<NotificationMailPayload>(notificationMailJob, async (payload, context) => {
    const secrets = await issueSecretLinks(app, payload);
    if (!secrets) {
      context.log.info({ event: payload.event }, 'the mail is no longer wanted (its link cannot be issued)');
      return;
    }
    const siteBranding = await siteMailBranding(app, payload.site);
    // A mail about a vacancy names whom to ask about it; any other names the centre's contact person.
    const branding = payload.questionsTo ? { ...siteBranding, contactPerson: payload.questionsTo } : siteBranding;
    // The centre's own template when it has one (a failing one falls back to the default, logged).
    const rendered = await renderNotification(app, {
      ...siteTemplateScope(payload.site),
      // A job queued before its recipient was recorded gets the shipped text, as any outsider does.
      ...(payload.recipientUserId === undefined ? { centerId: undefined } : {}),
      recipientUserId: payload.recipientUserId ?? null,
      tenantId: payload.site.tenantId,
      event: payload.event,
      locale: payload.locale,
      values: { ...payload.values, ...secrets.values },
      branding,
      log: context.log,
    });
    const headers = { ...payload.headers, ...secrets.headers };
    await app.mailer.send({
      tenantId: payload.site.tenantId,
      to: payload.to,
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
    });
  });
}
