import { LiquidError } from 'liquidjs';
import { notificationEventDefinitions, type NotificationEvent } from '@volunteerly/contracts/notification-events';
import {
  notificationSampleValues,
  type NotificationValues,
} from '@volunteerly/contracts/notification-templates-samples';
import type { NotificationTemplateTexts } from '@volunteerly/contracts/notification-templates-shipped';
import {
  notificationTemplateFields,
  notificationTemplateLimits,
  type NotificationTemplateField,
} from '@volunteerly/contracts/resources/notification-templates';
import type { UserLocale } from '@volunteerly/contracts/users';
import { FieldValidationError, type FieldProblem } from '../../platform/http/api-error.ts';
import { renderLiquid, templateVariables, type NotificationTemplateKind } from '../mail/notification-liquid.ts';
// Registers the module's texts (a type-only import would not load them).
import type { NotificationTemplatesMessageKey } from './notification-templates.messages.ts';

/** Where sample values link to and what the site is called. */
export interface SampleSite {
  appName: string;
  link: (path: string) => string;
}

const kinds: Record<NotificationTemplateField, NotificationTemplateKind> = {
  subject: 'plain',
  htmlBody: 'html',
  textBody: 'plain',
  inAppText: 'plain',
};

const wireNames: Record<NotificationTemplateField, string> = {
  subject: 'subject',
  htmlBody: 'html_body',
  textBody: 'text_body',
  inAppText: 'in_app_text',
};

/** Names the Liquid runtime knows inside loops; never a value a template is given. */
const liquidNames = new Set(['forloop', 'tablerowloop', 'blank', 'empty']);

function problem(
  field: NotificationTemplateField,
  code: string,
  messageKey: NotificationTemplatesMessageKey,
  values: Record<string, string | number> = {},
): FieldProblem {
  return { pointer: `/data/attributes/${wireNames[field]}`, code, messageKey, values };
}

/** liquidjs's own words for a problem, without its position suffix (said as the line). */
function describe(error: LiquidError): { line: number; problem: string } {
  const [line] = error.token?.getPosition() ?? [1];
  return { line: line ?? 1, problem: error.message.replace(/, line:\d+, col:\d+$/, '').slice(0, 200) };
}

/** What is wrong with one text, or undefined when it renders with the event's sample values. */
function problemOf(
  field: NotificationTemplateField,
  source: string,
  variables: readonly string[],
  samples: NotificationValues,
): FieldProblem | undefined {
  if (source.trim() === '') return problem(field, 'template_blank', 'notification_templates.text.blank');
  const maximum = notificationTemplateLimits[field];
  if (source.length > maximum) {
    return problem(field, 'template_too_long', 'notification_templates.text.too_long', { maximum });
  }
  const kind = kinds[field];
  try {
    // Every variable, also one in a branch the samples do not reach, must be the event's.
    const unknown = templateVariables(kind, source).find((name) => !variables.includes(name) && !liquidNames.has(name));
    if (unknown !== undefined) {
      return problem(field, 'template_unknown_variable', 'notification_templates.text.unknown_variable', {
        variable: unknown,
        variables: variables.join(', '),
      });
    }
    renderLiquid(kind, source, samples);
    return undefined;
  } catch (error) {
    if (!LiquidError.is(error)) {
      // The static analysis reports some problems as plain errors: still the template's fault.
      if (!(error instanceof Error)) throw error;
      const said = error.message.slice(0, 200);
      return problem(field, 'template_syntax', 'notification_templates.text.syntax', { line: 1, problem: said });
    }
    const { line, problem: said } = describe(error);
    const filter = /^undefined filter: (.+)$/.exec(said)?.[1];
    if (filter) {
      return problem(field, 'template_unknown_filter', 'notification_templates.text.unknown_filter', { line, filter });
    }
    const variable = /^undefined variable: (.+)$/.exec(said)?.[1];
    if (variable) {
      return problem(field, 'template_unknown_variable', 'notification_templates.text.unknown_variable', {
        variable,
        variables: variables.join(', '),
      });
    }
    const code = error.name === 'RenderError' ? 'template_render' : 'template_syntax';
    const key =
      code === 'template_render' ? 'notification_templates.text.render' : 'notification_templates.text.syntax';
    return problem(field, code, key, { line, problem: said });
  }
}

/**
 * Checks a template's texts before they are saved or previewed: each filled in, not too long, valid
 * Liquid, using only the event's variables and known filters, and rendering with its sample values.
 * Fails with a 422 naming every text that does not, so nothing fails later when it is sent.
 */
export function checkNotificationTemplate(
  event: NotificationEvent,
  locale: UserLocale,
  texts: NotificationTemplateTexts,
  site: SampleSite,
): void {
  const variables = notificationEventDefinitions[event].variables;
  const samples = notificationSampleValues(event, locale, site);
  const problems = notificationTemplateFields
    .map((field) => problemOf(field, texts[field], variables, samples))
    .filter((found): found is FieldProblem => found !== undefined);
  if (problems.length > 0) throw new FieldValidationError(problems);
}
