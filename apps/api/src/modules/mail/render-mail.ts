import type { UserLocale } from '@volunteerly/contracts/users';
import { mailTemplates, type MailTemplateName, type MailTemplateValues } from './mail-templates.ts';
import { escapeHtml } from '../../platform/html/escape-html.ts';

/** A mail ready to send. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

function fill(text: string, values: Record<string, string>, escape: (value: string) => string): string {
  return text.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? escape(values[name]!) : match));
}

/**
 * Renders one of the product's mails in a language, as plain text and simple
 * HTML. The one function every sender calls, so the template source can change
 * (the editable notification templates) without touching them.
 */
export function renderMail<Name extends MailTemplateName>(
  name: Name,
  locale: UserLocale,
  values: MailTemplateValues[Name],
): RenderedMail {
  const template = mailTemplates[name][locale];
  const strings = values as unknown as Record<string, string>;
  const link = strings['link'];
  const plain = (text: string) => fill(text, strings, (value) => value);
  // A paragraph made only of an empty value (an optional note) is left out, not sent as a blank line.
  const filled = template.paragraphs.filter((paragraph) => plain(paragraph).trim() !== '');
  const paragraphs = filled.map(plain);
  const text = [
    ...paragraphs,
    ...(link ? [`${template.action ? `${plain(template.action)}: ` : ''}${link}`] : []),
  ].join('\n\n');
  const htmlParagraphs = filled.map((paragraph) => `<p>${fill(paragraph, strings, escapeHtml)}</p>`);
  const button =
    link && template.action
      ? `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;border-radius:9999px;background:#0f172a;color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(plain(template.action))}</a></p><p style="font-size:13px;color:#475569">${escapeHtml(link)}</p>`
      : '';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#0f172a">${htmlParagraphs.join('')}${button}</body></html>`;
  return { subject: plain(template.subject), text, html };
}
