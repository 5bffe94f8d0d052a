import type { NotificationEvent } from '@volunteerly/contracts/notification-events';
import type { NotificationValues } from '@volunteerly/contracts/notification-templates-samples';
import type {
  NotificationTemplateTexts,
  ShippedNotificationTemplate,
} from '@volunteerly/contracts/notification-templates-shipped';
import type { UserLocale } from '@volunteerly/contracts/users';
import type { FieldProblem } from '../../platform/http/api-error.ts';
import type { MailBranding } from '../mail/mail-branding.ts';
import { budgetExceededIn, createRenderBudget, renderLiquid } from '../mail/notification-liquid.ts';
import { renderTemplatedMail, withoutVariables, type TemplateRenderOptions } from '../mail/render-mail.ts';
import { notificationTemplateProblems } from './notification-template-check.ts';

/** A notification ready to send: the mail (subject, branded HTML, text) and the in-app line. */
export interface RenderedNotification {
  subject: string;
  html: string;
  text: string;
  inAppText: string;
}

/** How a centre's own texts are held back (issue 29): no secret values, links only to its hosts. */
export interface TemplateRestriction {
  withheldVariables: readonly string[];
  allowedHosts: readonly string[];
}

/**
 * One piece of template work, as plain data so it can run in the render worker: a whole
 * notification, an in-app line, or the check of a centre's texts (with, for a preview, the mail
 * they make).
 */
export type TemplateRenderTask =
  | {
      kind: 'notification';
      template: ShippedNotificationTemplate;
      locale: UserLocale;
      values: Record<string, unknown>;
      branding: MailBranding;
      restriction?: TemplateRestriction;
    }
  | { kind: 'in_app'; text: string; values: Record<string, unknown>; restriction?: TemplateRestriction }
  | {
      kind: 'check';
      event: NotificationEvent;
      texts: NotificationTemplateTexts;
      samples: NotificationValues;
      allowedHosts: readonly string[];
      /** With a preview: the mail the texts make with the samples, in the centre's layout. */
      preview?: {
        template: ShippedNotificationTemplate;
        locale: UserLocale;
        branding: MailBranding;
        withheldVariables: readonly string[];
      };
    };

/** What the render worker answers: a value, or why it failed (errors do not cross threads whole). */
export type TemplateRenderOutcome<Value> =
  { ok: true; value: Value } | { ok: false; error: { name: string; message: string; tooCostly: boolean } };

/** The answer of each kind of task. */
export interface TemplateRenderValues {
  notification: RenderedNotification;
  in_app: string;
  check: { problems: FieldProblem[]; preview: RenderedNotification | undefined };
}

/** One line: the in-app text is shown in a list. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function optionsOf(restriction: TemplateRestriction | undefined, budget = createRenderBudget()): TemplateRenderOptions {
  return restriction ? { budget, restriction } : { budget };
}

/** Renders a whole notification (mail and in-app line) within one budget; throws when it does not render. */
export function renderWholeNotification(
  task: Extract<TemplateRenderTask, { kind: 'notification' }>,
): RenderedNotification {
  const budget = createRenderBudget();
  const mail = renderTemplatedMail(
    task.template,
    task.locale,
    task.values,
    task.branding,
    optionsOf(task.restriction, budget),
  );
  const lineValues = task.restriction ? withoutVariables(task.values, task.restriction.withheldVariables) : task.values;
  return { ...mail, inAppText: oneLine(renderLiquid('plain', task.template.inAppText, lineValues, budget)) };
}

/** Renders an in-app line within a budget; throws when it does not render. */
export function renderInAppLine(task: Extract<TemplateRenderTask, { kind: 'in_app' }>): string {
  const values = task.restriction ? withoutVariables(task.values, task.restriction.withheldVariables) : task.values;
  return oneLine(renderLiquid('plain', task.text, values));
}

function check(task: Extract<TemplateRenderTask, { kind: 'check' }>): TemplateRenderValues['check'] {
  const problems = notificationTemplateProblems(task);
  if (problems.length > 0 || !task.preview) return { problems, preview: undefined };
  const { template, locale, branding, withheldVariables } = task.preview;
  const preview = renderWholeNotification({
    kind: 'notification',
    template,
    locale,
    values: task.samples,
    branding,
    restriction: { withheldVariables, allowedHosts: task.allowedHosts },
  });
  return { problems, preview };
}

/** Does one task; never throws (the worker sends the outcome back as data). */
export function performTemplateRenderTask(task: TemplateRenderTask): TemplateRenderOutcome<unknown> {
  try {
    switch (task.kind) {
      case 'notification':
        return { ok: true, value: renderWholeNotification(task) };
      case 'in_app':
        return { ok: true, value: renderInAppLine(task) };
      case 'check':
        return { ok: true, value: check(task) };
    }
  } catch (error) {
    const failure = error instanceof Error ? error : new Error(String(error));
    return {
      ok: false,
      error: {
        name: failure.name,
        message: failure.message.slice(0, 500),
        tooCostly: budgetExceededIn(error) !== undefined,
      },
    };
  }
}
