import { shippedNotificationTemplates } from '@volunteerly/contracts/notification-templates-defaults';
import type { ShippedNotificationTemplate } from '@volunteerly/contracts/notification-templates-shipped';
import type { UserLocale } from '@volunteerly/contracts/users';
import type { MailBranding } from './mail-branding.ts';
import { renderMailLayout } from './mail-layout.ts';
import type { MailTemplateName, MailTemplateValues } from './mail-templates.ts';
import { renderLiquid, sanitizeMailBody, tidyText } from './notification-liquid.ts';

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
): RenderedMail {
  const subject = oneLine(renderLiquid('plain', template.subject, values));
  const bodyHtml = sanitizeMailBody(renderLiquid('html', template.htmlBody, values));
  const bodyText = tidyText(renderLiquid('plain', template.textBody, values));
  const link = typeof values['link'] === 'string' ? values['link'] : '';
  const layout = renderMailLayout({
    locale,
    subject,
    preheader: preheaderOf(bodyText),
    bodyHtml,
    bodyText,
    // Without a label (a mail that only informs) the link still reaches the reader, as the action.
    action: link
      ? { label: template.action ? oneLine(renderLiquid('plain', template.action, values)) : link, url: link }
      : undefined,
    reason: oneLine(renderLiquid('plain', template.reason, values)),
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
