import { LiquidError } from 'liquidjs';
import { notificationEventDefinitions, type NotificationEvent } from '@volunteerly/contracts/notification-events';
import type { NotificationValues } from '@volunteerly/contracts/notification-templates-samples';
import type { NotificationTemplateTexts } from '@volunteerly/contracts/notification-templates-shipped';
import {
  notificationTemplateFields,
  notificationTemplateLimits,
  type NotificationTemplateField,
} from '@volunteerly/contracts/resources/notification-templates';
import type { FieldProblem } from '../../platform/http/api-error.ts';
import { isAllowedAddress, sanitizeHtmlAs } from '../../platform/html/html-policies.ts';
import {
  budgetExceededIn,
  createRenderBudget,
  renderLiquid,
  templateVariables,
  type NotificationTemplateKind,
  type RenderBudget,
} from '../mail/notification-liquid.ts';
import { withoutVariables } from '../mail/render-mail.ts';
// Registers the module's texts (a type-only import would not load them).
import type { NotificationTemplatesMessageKey } from './notification-templates.messages.ts';

/** Where sample values link to and what the site is called. */
export interface SampleSite {
  appName: string;
  link: (path: string) => string;
}

/** What a centre's texts are checked against (plain data: the check may run in the render worker). */
export interface TemplateCheckInput {
  event: NotificationEvent;
  texts: NotificationTemplateTexts;
  /** The event's sample values in the template's language. */
  samples: NotificationValues;
  /** The tenant's own hosts: the only ones a centre's text may link to or load from. */
  allowedHosts: readonly string[];
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

/** The line of liquidjs's problem, and its words without the position suffix (only to tell the kind). */
function describe(error: LiquidError): { line: number; problem: string } {
  const [line] = error.token?.getPosition() ?? [1];
  return { line: line ?? 1, problem: error.message.replace(/, line:\d+, col:\d+$/, '') };
}

/** What kind of mistake liquidjs found, said in the centre's words; never liquidjs's English. */
function syntaxProblem(field: NotificationTemplateField, line: number, said: string): FieldProblem {
  const unclosedBlock = /^tag \{%-?\s*(\w+)[\s\S]*%\} not closed$/.exec(said)?.[1];
  if (unclosedBlock) {
    return problem(field, 'template_unclosed_block', 'notification_templates.text.unclosed_block', {
      line,
      tag: unclosedBlock,
    });
  }
  if (/^output "[\s\S]*" not closed$/.test(said) || /^tag "[\s\S]*" not closed$/.test(said)) {
    return problem(field, 'template_unclosed_output', 'notification_templates.text.unclosed_output', { line });
  }
  const refused = /tag "(\w+)" is not allowed/.exec(said)?.[1];
  if (refused) {
    return problem(field, 'template_tag_not_allowed', 'notification_templates.text.tag_not_allowed', {
      line,
      tag: refused,
    });
  }
  const missing = /^tag "(\w+)" not found$/.exec(said)?.[1];
  if (missing && (missing.startsWith('end') || ['else', 'elsif', 'when'].includes(missing))) {
    return problem(field, 'template_stray_tag', 'notification_templates.text.stray_tag', { line, tag: missing });
  }
  if (missing) {
    return problem(field, 'template_unknown_tag', 'notification_templates.text.unknown_tag', { line, tag: missing });
  }
  return problem(field, 'template_syntax', 'notification_templates.text.syntax', { line });
}

/** The http(s) addresses written out in a plain text. */
function addressesIn(text: string): string[] {
  return text.match(/\bhttps?:\/\/[^\s<>"')]+/gi) ?? [];
}

/** The first address of a rendered text that is not on the tenant's hosts, if any. */
function foreignAddressOf(kind: NotificationTemplateKind, rendered: string, allowedHosts: readonly string[]) {
  if (kind === 'html') {
    let dropped: string | undefined;
    sanitizeHtmlAs('mailBody', rendered, { allowedHosts, onDropped: (address) => (dropped ??= address) });
    if (dropped !== undefined) return dropped;
  }
  return addressesIn(rendered).find((address) => !isAllowedAddress(address, allowedHosts));
}

/** The problem a failed render is, in the centre's words. */
function renderProblem(field: NotificationTemplateField, error: unknown, variables: readonly string[]): FieldProblem {
  const exceeded = budgetExceededIn(error);
  if (exceeded) return problem(field, 'template_too_costly', 'notification_templates.text.too_costly');
  if (!LiquidError.is(error)) {
    // The static analysis reports some problems as plain errors: still the template's fault.
    if (!(error instanceof Error)) throw error;
    return syntaxProblem(field, 1, error.message);
  }
  const { line, problem: said } = describe(error);
  const filter = /^undefined filter: (.+)$/.exec(said)?.[1]?.slice(0, 100);
  if (filter) {
    return problem(field, 'template_unknown_filter', 'notification_templates.text.unknown_filter', { line, filter });
  }
  const variable = /^undefined variable: (.+)$/.exec(said)?.[1]?.slice(0, 100);
  if (variable) {
    return problem(field, 'template_unknown_variable', 'notification_templates.text.unknown_variable', {
      variable,
      variables: variables.join(', '),
    });
  }
  if (error.name === 'RenderError') {
    return problem(field, 'template_render', 'notification_templates.text.render', { line });
  }
  return syntaxProblem(field, line, said);
}

/** What is wrong with one text, or undefined when it renders with the event's sample values. */
function problemOf(
  field: NotificationTemplateField,
  source: string,
  input: TemplateCheckInput,
  budget: RenderBudget,
): FieldProblem | undefined {
  const definition = notificationEventDefinitions[input.event];
  const usable = definition.variables.filter((name) => !definition.secretVariables.includes(name));
  if (source.trim() === '') return problem(field, 'template_blank', 'notification_templates.text.blank');
  const maximum = notificationTemplateLimits[field];
  if (source.length > maximum) {
    return problem(field, 'template_too_long', 'notification_templates.text.too_long', { maximum });
  }
  const kind = kinds[field];
  try {
    // Every variable, also one in a branch the samples do not reach, must be the event's and not a secret one.
    const used = templateVariables(kind, source).filter((name) => !liquidNames.has(name));
    const secret = used.find((name) => definition.secretVariables.includes(name));
    if (secret !== undefined) {
      return problem(field, 'template_secret_variable', 'notification_templates.text.secret_variable', {
        variable: secret,
      });
    }
    const unknown = used.find((name) => !usable.includes(name));
    if (unknown !== undefined) {
      return problem(field, 'template_unknown_variable', 'notification_templates.text.unknown_variable', {
        variable: unknown,
        variables: usable.join(', '),
      });
    }
    const rendered = renderLiquid(kind, source, withoutVariables(input.samples, definition.secretVariables), budget);
    const foreign = foreignAddressOf(kind, rendered, input.allowedHosts);
    if (foreign !== undefined) {
      return problem(field, 'template_foreign_address', 'notification_templates.text.foreign_address', {
        address: foreign.slice(0, 200),
      });
    }
    return undefined;
  } catch (error) {
    return renderProblem(field, error, usable);
  }
}

/**
 * What is wrong with a centre's texts before they are saved or previewed: each filled in, not too
 * long, valid Liquid, using only the event's variables (never one that carries a personal code)
 * and known filters, rendering with its sample values within one budget for all four texts, and
 * linking to or loading from nothing but the tenant's own hosts (issue 29). Empty: all is well.
 */
export function notificationTemplateProblems(input: TemplateCheckInput): FieldProblem[] {
  const budget = createRenderBudget();
  const found = notificationTemplateFields
    .map((field) => problemOf(field, input.texts[field], input, budget))
    .filter((problem): problem is FieldProblem => problem !== undefined);
  // The plain text is made from the HTML body (decision 051): its problem is the body's, said once.
  const body = `/data/attributes/${wireNames.htmlBody}`;
  const text = `/data/attributes/${wireNames.textBody}`;
  const bodyHasOne = found.some((problem) => problem.pointer === body);
  return found
    .filter((problem) => !(problem.pointer === text && bodyHasOne))
    .map((problem) => (problem.pointer === text ? { ...problem, pointer: body } : problem));
}
