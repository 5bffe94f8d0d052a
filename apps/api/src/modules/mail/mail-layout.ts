import type { UserLocale } from '@volunteerly/contracts/users';
import juice from 'juice';
import { Liquid } from 'liquidjs';
import type { MailBranding } from './mail-branding.ts';
import { mailLayoutTemplate } from './mail-layout-template.ts';
import { mailLayoutTexts } from './mail-layout-texts.ts';

/** What the layout wraps: a mail's own body (in HTML and as text) and what is said around it. */
export interface MailLayoutInput {
  locale: UserLocale;
  subject: string;
  /** The line clients show after the subject in the inbox. */
  preheader: string;
  /** The mail's own body as HTML; every value in it already escaped. */
  bodyHtml: string;
  /** The same body as plain text. */
  bodyText: string;
  /** The call to action: a button in HTML, a labelled link in text. */
  action: { label: string; url: string } | undefined;
  /** Why the recipient gets this mail. */
  reason: string;
  /** A periodic mail's one-click unsubscribe address (the layout's own footer link; issue 29). */
  unsubscribeUrl?: string | undefined;
  branding: MailBranding;
}

// Every value escaped unless marked raw; a misspelt variable fails the render instead of vanishing.
const liquid = new Liquid({ outputEscape: 'escape', strictVariables: true, strictFilters: true });
const layout = liquid.parse(mailLayoutTemplate);

/** The site's address as people read it: its host ("vacaturebank.example"). */
function siteLabelOf(siteUrl: string): string {
  const url = new URL(siteUrl);
  return url.host;
}

/** The branded HTML: the layout rendered with Liquid, its styles inlined by juice for clients that strip style elements. */
function renderHtml(input: MailLayoutInput): string {
  const { branding } = input;
  const texts = mailLayoutTexts[input.locale];
  const rendered = liquid.renderSync(layout, {
    locale: input.locale,
    subject: input.subject,
    preheader: input.preheader,
    body_html: input.bodyHtml,
    action: input.action ?? null,
    reason: input.reason,
    center_name: branding.centerName,
    logo_url: branding.logoUrl ?? null,
    colors: { brand: branding.colors.brand, on_brand: branding.colors.onBrand },
    contact_person: branding.contactPerson
      ? {
          name: branding.contactPerson.name,
          email: branding.contactPerson.email ?? null,
          phone: branding.contactPerson.phone ?? null,
        }
      : null,
    address: branding.address,
    email: branding.email ?? null,
    phone: branding.phone ?? null,
    site_url: branding.siteUrl,
    site_label: siteLabelOf(branding.siteUrl),
    privacy_url: branding.privacyUrl,
    unsubscribe_url: input.unsubscribeUrl ?? null,
    texts: {
      questions: texts.questions,
      or: texts.or,
      link_fallback: texts.linkFallback,
      privacy_statement: texts.privacyStatement,
      unsubscribe: texts.unsubscribe,
      unsubscribe_link: texts.unsubscribeLink,
    },
  }) as string;
  // No width attribute from the logo's `width: auto`: an invalid attribute that Outlook would read as 0.
  return juice(rendered, { preserveMediaQueries: true, removeStyleTags: true, applyWidthAttributes: false });
}

/** The plain-text part: the same body, contact person and footer as the HTML, in the same order. */
function renderText(input: MailLayoutInput): string {
  const { branding } = input;
  const texts = mailLayoutTexts[input.locale];
  const person = branding.contactPerson;
  const ways = person ? [person.email, person.phone].filter(Boolean).join(` ${texts.or} `) : '';
  const footer = [
    branding.centerName,
    ...branding.address,
    ...[branding.email, branding.phone].filter((value): value is string => Boolean(value)),
    branding.siteUrl,
  ];
  return [
    input.bodyText,
    ...(input.action ? [`${input.action.label}: ${input.action.url}`] : []),
    ...(person ? [`${texts.questions} ${person.name}: ${ways}.`] : []),
    `-- \n${footer.join('\n')}`,
    input.reason,
    ...(input.unsubscribeUrl ? [`${texts.unsubscribe} ${texts.unsubscribeLink}: ${input.unsubscribeUrl}`] : []),
    `${texts.privacyStatement}: ${branding.privacyUrl}`,
  ].join('\n\n');
}

/** A mail's body in the centre's branded layout, as HTML and as plain text with the same content. */
export function renderMailLayout(input: MailLayoutInput): { html: string; text: string } {
  return { html: renderHtml(input), text: renderText(input) };
}
