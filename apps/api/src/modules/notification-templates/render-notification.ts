import { notificationEventDefinitions, type NotificationEvent } from '@volunteerly/contracts/notification-events';
import { shippedNotificationTemplates } from '@volunteerly/contracts/notification-templates-defaults';
import type { ShippedNotificationTemplate } from '@volunteerly/contracts/notification-templates-shipped';
import type { UserLocale } from '@volunteerly/contracts/users';
import type { Database } from '../../platform/database/connection.ts';
import { readAsTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import type { MailBranding } from '../mail/mail-branding.ts';
import { findApplicableTemplate } from './notification-templates.repository.ts';
import type { NotificationTemplateRow } from './notification-templates.schema.ts';
import {
  renderInAppLine,
  renderWholeNotification,
  type RenderedNotification,
  type TemplateRestriction,
} from './template-render-work.ts';
import type { TemplateRenderer } from './template-renderer.ts';

export type { RenderedNotification } from './template-render-work.ts';

/** Where a template that fails is reported (a job's or a request's logger). */
export interface NotificationRenderLog {
  error: (details: object, message: string) => void;
}

/** What rendering a notification needs of the app. */
export interface NotificationRenderServices {
  database: Database;
  templateRenderer: TemplateRenderer;
}

/** Whose templates apply and to whom (issue 29): a centre's own reach only the people it governs. */
export interface TemplateAudience {
  /** The centre of the site the notification is sent from; undefined: the shipped texts. */
  centerId: number | undefined;
  /** The recipient's account, or null for a guest. */
  recipientUserId: number | null;
  /** The tenant's own hosts, the only ones a centre's text may link to or load from. */
  allowedHosts: readonly string[];
}

/** What a notification is rendered from. */
export interface NotificationRenderInput extends TemplateAudience {
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

/** A centre's saved texts with the shipped button label and footer reason of its event. */
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

/** How a centre's texts are held back: without the event's secret values, linking only to the tenant. */
function restrictionOf(event: NotificationEvent, allowedHosts: readonly string[]): TemplateRestriction {
  return { withheldVariables: notificationEventDefinitions[event].secretVariables, allowedHosts };
}

/** The centre's own template that applies to this recipient, if any (never for a fixed security event). */
async function applicableOverride(
  scope: TenantScope,
  input: { event: NotificationEvent; locale: UserLocale } & TemplateAudience,
): Promise<NotificationTemplateRow | undefined> {
  if (!notificationEventDefinitions[input.event].overridable || input.centerId === undefined) return undefined;
  return findApplicableTemplate(scope, {
    event: input.event,
    locale: input.locale,
    centerId: input.centerId,
    recipientUserId: input.recipientUserId,
  });
}

function reportFailure(
  input: { tenantId: number; event: NotificationEvent; locale: UserLocale; log?: NotificationRenderLog | undefined },
  row: NotificationTemplateRow,
  error: { name: string; message: string },
): void {
  (input.log ?? warningLog).error(
    { err: error, tenantId: input.tenantId, event: input.event, locale: input.locale, templateId: row.id },
    "the centre's notification template failed; the default was used",
  );
}

/** Renders a shipped template in full (trusted texts, in this thread); throws when a text does not render. */
export function renderNotificationTemplate(
  template: ShippedNotificationTemplate,
  locale: UserLocale,
  values: Record<string, unknown>,
  branding: MailBranding,
): RenderedNotification {
  return renderWholeNotification({ kind: 'notification', template, locale, values, branding });
}

/**
 * A notification as the tenant sends it (issue 15 §2): the centre's own template of the event and
 * language when it saved one and the recipient is someone that centre governs, rendered in the
 * render worker within its limits; else, or when that fails (logged), the shipped default, in
 * the centre's branded mail layout. A bad override never loses the message.
 */
export async function renderNotification(
  services: NotificationRenderServices,
  input: NotificationRenderInput,
): Promise<RenderedNotification> {
  const shipped = shippedNotificationTemplates[input.event][input.locale];
  const values = completeValues(input.event, input.values);
  const row = await readAsTenant(services.database, input.tenantId, (scope) => applicableOverride(scope, input));
  if (row) {
    const outcome = await services.templateRenderer.run({
      kind: 'notification',
      template: overrideTemplate(row, shipped),
      locale: input.locale,
      values,
      branding: input.branding,
      restriction: restrictionOf(input.event, input.allowedHosts),
    });
    if (outcome.ok) return outcome.value;
    reportFailure(input, row, outcome.error);
  }
  return renderNotificationTemplate(shipped, input.locale, values, input.branding);
}

/** The shipped in-app line of an event (demo data, and any line no centre's template applies to). */
export function shippedInAppText(
  event: NotificationEvent,
  locale: UserLocale,
  values: Record<string, unknown>,
): string {
  const text = shippedNotificationTemplates[event][locale].inAppText;
  return renderInAppLine({ kind: 'in_app', text, values: completeValues(event, values) });
}

/** The short in-app line of a notification, from the centre's template (or the default), in its transaction. */
export async function renderInAppText(
  scope: TenantScope,
  renderer: TemplateRenderer,
  input: {
    event: NotificationEvent;
    locale: UserLocale;
    values: Record<string, unknown>;
    log?: NotificationRenderLog;
  } & TemplateAudience,
): Promise<string> {
  const values = completeValues(input.event, input.values);
  const row = await applicableOverride(scope, input);
  if (row) {
    const outcome = await renderer.run({
      kind: 'in_app',
      text: row.inAppText,
      values,
      restriction: restrictionOf(input.event, input.allowedHosts),
    });
    if (outcome.ok) return outcome.value;
    reportFailure({ ...input, tenantId: scope.tenantId }, row, outcome.error);
  }
  return shippedInAppText(input.event, input.locale, values);
}
