import type { UserLocale } from '@volunteerly/contracts/users';
import { escapeHtml } from '../../platform/html/escape-html.ts';
import type { MailBranding } from './mail-branding.ts';
import { renderMailLayout } from './mail-layout.ts';
import { mailReasons } from './mail-reasons.ts';
import { mailTemplates, type MailTemplateName, type MailTemplateValues } from './mail-templates.ts';

/** A mail ready to send. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

function fill(text: string, values: Record<string, string>, escape: (value: string) => string): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? escape(values[name]!) : match));
}

/** The inbox preview: the first paragraph after the greeting, cut at a word near 140 characters. */
function preheaderOf(paragraphs: string[]): string {
  const lead = paragraphs[1] ?? paragraphs[0] ?? '';
  if (lead.length <= 140) return lead;
  return `${lead.slice(0, 140).replace(/\s+\S*$/, '')}…`;
}

/**
 * Renders one of the product's mails in a language, as plain text and as HTML in the centre's
 * branded layout (colours, logo, contact person, footer with why the mail was sent). The one
 * function every sender calls, so the template source can change (the editable notification
 * templates of issue 15 provide only the body) without touching them.
 */
export function renderMail<Name extends MailTemplateName>(
  name: Name,
  locale: UserLocale,
  values: MailTemplateValues[Name],
  branding: MailBranding,
): RenderedMail {
  const template = mailTemplates[name][locale];
  const strings = values as unknown as Record<string, string>;
  const link = strings['link'];
  const plain = (text: string) => fill(text, strings, (value) => value);
  // A paragraph made only of an empty value (an optional note) is left out, not sent as a blank line.
  const filled = template.paragraphs.filter((paragraph) => plain(paragraph).trim() !== '');
  const paragraphs = filled.map(plain);
  const subject = plain(template.subject);
  const layout = renderMailLayout({
    locale,
    subject,
    preheader: preheaderOf(paragraphs),
    bodyHtml: filled.map((paragraph) => `<p>${fill(paragraph, strings, escapeHtml)}</p>`).join('\n'),
    bodyText: paragraphs.join('\n\n'),
    // Without a label (a mail that only informs) the link still reaches the reader, as the action.
    action: link ? { label: template.action ? plain(template.action) : link, url: link } : undefined,
    reason: plain(mailReasons[name][locale]),
    branding,
  });
  return { subject, ...layout };
}
