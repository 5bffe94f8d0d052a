import sanitizeHtml from 'sanitize-html';

/**
 * What a mail body may contain: text markup, links, lists, simple tables and images, with simple
 * inline styles. Scripts, forms, frames and event handlers go; links only to http(s), mailto and
 * tel. A style may set colours, fonts, spacing, borders and sizes, never load anything (no `url(`,
 * no `image-set(`), so a body cannot fetch from elsewhere through CSS.
 *
 * A body a centre wrote (`allowedHosts` given, issue 29) may only link to and load from the
 * tenant's own hosts: anything else is dropped, so a template cannot send readers, or what the
 * mail holds, to another site.
 */
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

const baseOptions: sanitizeHtml.IOptions = {
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

/** Whether an address in a body is allowed: mailto/tel, or http(s) on one of the hosts. */
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

/** Options that keep only addresses on the allowed hosts; each one dropped is reported. */
function restrictedOptions(
  allowedHosts: readonly string[],
  onDropped: (address: string) => void,
): sanitizeHtml.IOptions {
  const keepIfAllowed =
    (attribute: 'href' | 'src') =>
    (tagName: string, attributes: sanitizeHtml.Attributes): sanitizeHtml.Tag => {
      const address = attributes[attribute];
      if (address === undefined || isAllowedAddress(address, allowedHosts)) return { tagName, attribs: attributes };
      onDropped(address);
      const { [attribute]: _dropped, ...kept } = attributes;
      return { tagName, attribs: kept };
    };
  return {
    ...baseOptions,
    transformTags: { a: keepIfAllowed('href'), img: keepIfAllowed('src') },
    // An image without an address is nothing to show.
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  };
}

/**
 * A rendered HTML body as it may go into a mail. With `allowedHosts` (a centre's own text), links
 * and images elsewhere are dropped and reported to `onDropped`.
 */
export function sanitizeMailBody(
  html: string,
  restriction?: { allowedHosts: readonly string[]; onDropped?: (address: string) => void },
): string {
  const options = restriction
    ? restrictedOptions(restriction.allowedHosts, restriction.onDropped ?? (() => undefined))
    : baseOptions;
  return sanitizeHtml(html, options).trim();
}
