import sanitizeHtml from 'sanitize-html';

// What HTML the platform keeps, as named policies: the one place sanitize-html is set up. A caller
// picks a policy by name (`sanitizeHtmlAs`); a new kind of text gets a policy here, with a test of
// what it keeps and strips (html-policies.test.ts beside this file).
//
// - `richText`: a text people write for a page (a vacancy's description, decision 007): headings
//   h2–h4, paragraphs, line breaks, strong, em, lists and http(s)/mailto links with
//   rel="noopener noreferrer". Everything else (scripts, event handlers, styles, images, `target`)
//   goes; b, i and h1 become strong, em and h2.
// - `mailBody`: a rendered mail body (decision 028): text markup, links, lists, simple tables and
//   images, with simple inline styles. Scripts, forms, frames and event handlers go; links only to
//   http(s), mailto and tel. A style may set colours, fonts, spacing, borders and sizes, never load
//   anything (no `url(`, no `image-set(`), so a body cannot fetch from elsewhere through CSS.
//   A body a centre wrote (`allowedHosts` given, issue 29) may only link to and load from the
//   tenant's own hosts: anything else is dropped, so a template cannot send readers, or what the
//   mail holds, to another site.
// - `plainText`: the text of some HTML, without any markup (script and style contents go too);
//   entities stay escaped.

/** The named policies. */
export type HtmlPolicy = 'richText' | 'mailBody' | 'plainText';

/** Where a mail body written by a centre may link to and load from; each address dropped is reported. */
export interface AddressRestriction {
  allowedHosts: readonly string[];
  onDropped?: (address: string) => void;
}

const richTextOptions: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Script and style content goes with its tags; other unknown tags leave their text.
  disallowedTagsMode: 'discard',
  transformTags: {
    b: 'strong',
    i: 'em',
    h1: 'h2',
    // Every link opens without handing the new page a reference to ours; `target` is dropped.
    a: (tagName, attributes) => ({
      tagName,
      attribs: { ...(attributes['href'] ? { href: attributes['href'] } : {}), rel: 'noopener noreferrer' },
    }),
  },
};

const styleValue = /^(?!.*(?:url|image-set|image|expression|element|cross-fade|paint|src)\s*\()(?!.*[\\<>@])[^;]*$/i;
const styledProperties = [
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'text-align',
  'text-decoration',
  'text-transform',
  'line-height',
  'letter-spacing',
  'vertical-align',
  'white-space',
  'display',
  'list-style-type',
  'width',
  'max-width',
  'min-width',
  'height',
  'border-collapse',
  'border-radius',
  ...['margin', 'padding', 'border'].flatMap((box) => [
    box,
    `${box}-top`,
    `${box}-right`,
    `${box}-bottom`,
    `${box}-left`,
  ]),
  'border-color',
  'border-style',
  'border-width',
];

const mailBodyOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['p', 'br', 'hr', 'strong', 'b', 'em', 'i', 'u', 's', 'small', 'span', 'div', 'blockquote'],
    ...['h1', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'img'],
    ...['table', 'thead', 'tbody', 'tr', 'td', 'th'],
  ],
  allowedAttributes: {
    '*': ['style', 'align'],
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan', 'width'],
    th: ['colspan', 'rowspan', 'width'],
    table: ['role', 'width', 'cellpadding', 'cellspacing', 'border'],
  },
  allowedStyles: { '*': Object.fromEntries(styledProperties.map((property) => [property, [styleValue]])) },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

const plainTextOptions: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} };

/** Whether an address in a mail body is allowed: mailto/tel, or http(s) on one of the hosts. */
export function isAllowedAddress(address: string, allowedHosts: readonly string[]): boolean {
  const trimmed = address.trim();
  if (/^(mailto|tel):/i.test(trimmed)) return true;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  return allowedHosts.includes(url.hostname);
}

/** The mail body's options, keeping only addresses on the allowed hosts; each one dropped is reported. */
function restrictedMailBodyOptions(restriction: AddressRestriction): sanitizeHtml.IOptions {
  const onDropped = restriction.onDropped ?? (() => undefined);
  const keepIfAllowed =
    (attribute: 'href' | 'src') =>
    (tagName: string, attributes: sanitizeHtml.Attributes): sanitizeHtml.Tag => {
      const address = attributes[attribute];
      if (address === undefined || isAllowedAddress(address, restriction.allowedHosts)) {
        return { tagName, attribs: attributes };
      }
      onDropped(address);
      const { [attribute]: _dropped, ...kept } = attributes;
      return { tagName, attribs: kept };
    };
  return {
    ...mailBodyOptions,
    transformTags: { a: keepIfAllowed('href'), img: keepIfAllowed('src') },
    // An image without an address is nothing to show.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

/**
 * HTML as the named policy keeps it (see above); rich text and mail bodies without leading or
 * trailing white space. A mail body with a `restriction` (a centre's own text) keeps addresses on
 * the allowed hosts only.
 */
export function sanitizeHtmlAs(policy: 'richText' | 'plainText', html: string): string;
export function sanitizeHtmlAs(policy: 'mailBody', html: string, restriction?: AddressRestriction): string;
export function sanitizeHtmlAs(policy: HtmlPolicy, html: string, restriction?: AddressRestriction): string {
  switch (policy) {
    case 'richText':
      return sanitizeHtml(html, richTextOptions).trim();
    case 'mailBody':
      return sanitizeHtml(html, restriction ? restrictedMailBodyOptions(restriction) : mailBodyOptions).trim();
    case 'plainText':
      return sanitizeHtml(html, plainTextOptions);
  }
}
