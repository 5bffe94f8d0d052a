import { notificationEventDefinitions, type NotificationEvent } from '@volunteerly/contracts/notification-events';
import { shippedNotificationTemplates } from '@volunteerly/contracts/notification-templates-defaults';
import type { ShippedNotificationTemplate } from '@volunteerly/contracts/notification-templates-shipped';
import type { UserLocale } from '@volunteerly/contracts/users';
import type { Database } from '../../platform/database/connection.ts';
import { readAsTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import type { MailBranding } from '../mail/mail-branding.ts';
import { renderLiquid } from '../mail/notification-liquid.ts';
import { renderTemplatedMail } from '../mail/render-mail.ts';
import { findNotificationTemplateFor } from './notification-templates.repository.ts';
import type { NotificationTemplateRow } from './notification-templates.schema.ts';

/** A notification ready to send: the mail (subject, branded HTML, text) and the in-app line. */
export interface RenderedNotification {
  subject: string;
  html: string;
  text: string;
  inAppText: string;
}

/** Where a template that fails is reported (a job's or a request's logger). */
export interface NotificationRenderLog {
  error: (details: object, message: string) => void;
}

/** What a notification is rendered from. */
export interface NotificationRenderInput {
  tenantId: number;
  event: NotificationEvent;
  locale: UserLocale;
  values: Record<string, unknown>;
  branding: MailBranding;
  /** Where a failing override is reported; without one, as a process warning. */
  log?: NotificationRenderLog;
}

const warningLog: NotificationRenderLog = {
  error: (details, message) => process.emitWarning(`${message} ${JSON.stringify(details)}`),
};

/**
 * The values with every variable of the event present: one a sender left out is empty (a list is
 * empty), so a strict template does not fail on it and the message still goes.
 */
export function completeValues(event: NotificationEvent, values: Record<string, unknown>): Record<string, unknown> {
  const complete: Record<string, unknown> = { ...values };
  for (const name of notificationEventDefinitions[event].variables) {
    if (complete[name] === undefined || complete[name] === null) complete[name] = name === 'vacancies' ? [] : '';
  }
  return complete;
}

/** A tenant's saved texts with the shipped button label and footer reason of its event. */
function overrideTemplate(
  row: NotificationTemplateRow,
  shipped: ShippedNotificationTemplate,
): ShippedNotificationTemplate {
  return {
    subject: row.subject,
    htmlBody: row.htmlBody,
    textBody: row.textBody,
    inAppText: row.inAppText,
    ...(shipped.action ? { action: shipped.action } : {}),
    reason: shipped.reason,
  };
}

/** One line: the in-app text is shown in a list. */
function inAppLine(template: ShippedNotificationTemplate, values: Record<string, unknown>): string {
  return renderLiquid('plain', template.inAppText, values).replace(/\s+/g, ' ').trim();
}

/** Renders a template in full; throws liquidjs's error when a text does not render. */
export function renderNotificationTemplate(
  template: ShippedNotificationTemplate,
  locale: UserLocale,
  values: Record<string, unknown>,
  branding: MailBranding,
): RenderedNotification {
  const mail = renderTemplatedMail(template, locale, values, branding);
  return { ...mail, inAppText: inAppLine(template, values) };
}

/**
 * Renders `work` with the tenant's own template, or with the shipped default when the tenant has
 * none or its own fails (the error is logged): a bad override never loses the message.
 */
function withFallback<T>(
  row: NotificationTemplateRow | undefined,
  input: { tenantId: number; event: NotificationEvent; locale: UserLocale; log?: NotificationRenderLog | undefined },
  work: (template: ShippedNotificationTemplate) => T,
): T {
  const shipped = shippedNotificationTemplates[input.event][input.locale];
  if (row) {
    try {
      return work(overrideTemplate(row, shipped));
    } catch (error) {
      (input.log ?? warningLog).error(
        { err: error, tenantId: input.tenantId, event: input.event, locale: input.locale, templateId: row.id },
        "the centre's notification template failed; the default was used",
      );
    }
  }
  return work(shipped);
}

/**
 * A notification as the tenant sends it (issue 15 §2): its own template of the event and language
 * when it saved one, else the shipped default, in the centre's branded mail layout.
 */
export async function renderNotification(
  database: Database,
  input: NotificationRenderInput,
): Promise<RenderedNotification> {
  const row = await readAsTenant(database, input.tenantId, (scope) =>
    findNotificationTemplateFor(scope, input.event, input.locale),
  );
  const values = completeValues(input.event, input.values);
  return withFallback(row, input, (template) =>
    renderNotificationTemplate(template, input.locale, values, input.branding),
  );
}

/** The short in-app line of a notification, from the tenant's template (or the default), in its transaction. */
export async function renderInAppText(
  scope: TenantScope,
  input: { event: NotificationEvent; locale: UserLocale; values: Record<string, unknown>; log?: NotificationRenderLog },
): Promise<string> {
  const row = await findNotificationTemplateFor(scope, input.event, input.locale);
  const values = completeValues(input.event, input.values);
  return withFallback(row, { ...input, tenantId: scope.tenantId }, (template) => inAppLine(template, values));
}
