import { shippedNotificationTemplates } from '@volunteerly/contracts/notification-templates-defaults';
import type { ShippedNotificationTemplate } from '@volunteerly/contracts/notification-templates-shipped';
import type { UserLocale } from '@volunteerly/contracts/users';
import { sanitizeHtmlAs } from '../../platform/html/html-policies.ts';
import type { MailBranding } from './mail-branding.ts';
import { renderMailLayout } from './mail-layout.ts';
import type { MailTemplateName, MailTemplateValues } from './mail-templates.ts';
import { createRenderBudget, renderLiquid, tidyText, type RenderBudget } from './notification-liquid.ts';

/** A mail ready to send. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The inbox preview: the first paragraph after the greeting, cut at a word near 140 characters. */
function preheaderOf(text: string): string {
  const paragraphs = text.split(/\n\s*\n/);
  const lead = (paragraphs[1] ?? paragraphs[0] ?? '').replace(/\s+/g, ' ').trim();
  if (lead.length <= 140) return lead;
  return `${lead.slice(0, 140).replace(/\s+\S*$/, '')}…`;
}

/** How a template is rendered: within a budget, and, for a centre's own texts, restricted (issue 29). */
export interface TemplateRenderOptions {
  /** The work all texts of the mail may take together (default: a fresh notification budget). */
  budget?: RenderBudget;
  /**
   * A centre's own texts: they get the values without the event's secret variables (the token
   * reaches the reader only through the layout's button and footer), and their links and images
   * are kept only on these hosts (the tenant's own).
   */
  restriction?: {
    withheldVariables: readonly string[];
    allowedHosts: readonly string[];
    onDropped?: (address: string) => void;
  };
}

/** The values without the withheld ones. */
export function withoutVariables(
  values: Record<string, unknown>,
  withheld: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !withheld.includes(name)));
}

/** A subject on one line (a line break would end the header). */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Renders a notification template (Liquid) as a mail in the centre's branded layout: the subject,
 * the HTML body (values escaped, then sanitised) and the text body, with the layout's button to the
 * `link` value and the footer's reason. Throws liquidjs's error when a text does not render.
 */
export function renderTemplatedMail(
  template: ShippedNotificationTemplate,
  locale: UserLocale,
  values: Record<string, unknown>,
  branding: MailBranding,
  options: TemplateRenderOptions = {},
): RenderedMail {
  const budget = options.budget ?? createRenderBudget();
  const { restriction } = options;
  // The editable texts; the button label and the reason are always the shipped ones.
  const textValues = restriction ? withoutVariables(values, restriction.withheldVariables) : values;
  const subject = oneLine(renderLiquid('plain', template.subject, textValues, budget));
  const bodyHtml = sanitizeHtmlAs(
    'mailBody',
    renderLiquid('html', template.htmlBody, textValues, budget),
    restriction
      ? {
          allowedHosts: restriction.allowedHosts,
          ...(restriction.onDropped ? { onDropped: restriction.onDropped } : {}),
        }
      : undefined,
  );
  const bodyText = tidyText(renderLiquid('plain', template.textBody, textValues, budget));
  const link = typeof values['link'] === 'string' ? values['link'] : '';
  const unsubscribeUrl = typeof values['unsubscribeLink'] === 'string' ? values['unsubscribeLink'] : undefined;
  const layout = renderMailLayout({
    locale,
    subject,
    preheader: preheaderOf(bodyText),
    bodyHtml,
    bodyText,
    // Without a label (a mail that only informs) the link still reaches the reader, as the action.
    action: link
      ? { label: template.action ? oneLine(renderLiquid('plain', template.action, values, budget)) : link, url: link }
      : undefined,
    reason: oneLine(renderLiquid('plain', template.reason, values, budget)),
    unsubscribeUrl,
    branding,
  });
  return { subject, ...layout };
}

/**
 * Renders one of the product's mails from its shipped template, in a language, as plain text and
 * as HTML in the centre's branded layout. Kept for the senders that do not go through the
 * notification path (issue 15) yet; a centre's own templates apply there.
 */
export function renderMail<Name extends MailTemplateName>(
  name: Name,
  locale: UserLocale,
  values: MailTemplateValues[Name],
  branding: MailBranding,
): RenderedMail {
  return renderTemplatedMail(
    shippedNotificationTemplates[name][locale],
    locale,
    values as unknown as Record<string, unknown>,
    branding,
  );
}
