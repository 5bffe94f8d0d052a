/**
 * The shape of the notification templates the product ships (issue 15 §2): Liquid texts per event
 * and language. A centre may override the four editable texts; the button label and the reason in
 * the footer belong to the branded layout and stay as shipped.
 */

/** The four texts of a template a centre can change, in Liquid. */
export interface NotificationTemplateTexts {
  subject: string;
  /** The mail's own body in HTML; the branded layout (logo, colours, button, footer) wraps it. */
  htmlBody: string;
  /** The same body as plain text. */
  textBody: string;
  /** The short line shown in the app (the bell and /notificaties). */
  inAppText: string;
}

/** A shipped template: the editable texts, plus the layout's button label and footer reason. */
export interface ShippedNotificationTemplate extends NotificationTemplateTexts {
  /** The label of the layout's button to the `link` value, when the mail has one. */
  action?: string;
  /** Why the recipient gets the mail, said in the footer (AVG). */
  reason: string;
}

/** A paragraph, or one shown only when a value is not blank (an optional note). */
export type ShippedParagraph = string | { ifPresent: string; text: string };

/**
 * A shipped mail made of paragraphs: each a `<p>` in HTML and a block in the text, so both say the
 * same. The texts stay plain Liquid a centre can edit.
 */
export function shippedMail(input: {
  subject: string;
  paragraphs: ShippedParagraph[];
  action?: string;
  reason: string;
  inAppText: string;
}): ShippedNotificationTemplate {
  const html = input.paragraphs.map((paragraph) =>
    typeof paragraph === 'string'
      ? `<p>${paragraph}</p>`
      : `{% if ${paragraph.ifPresent} != blank %}<p>${paragraph.text}</p>{% endif %}`,
  );
  const text = input.paragraphs.map((paragraph, index) => {
    const gap = index === 0 ? '' : '\n\n';
    return typeof paragraph === 'string'
      ? `${gap}${paragraph}`
      : `{% if ${paragraph.ifPresent} != blank %}${gap}${paragraph.text}{% endif %}`;
  });
  return {
    subject: input.subject,
    htmlBody: html.join('\n'),
    textBody: text.join(''),
    inAppText: input.inAppText,
    ...(input.action ? { action: input.action } : {}),
    reason: input.reason,
  };
}
