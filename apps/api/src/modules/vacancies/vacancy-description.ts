import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
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

/**
 * A vacancy description as it is stored (decision 007): headings h2–h4,
 * paragraphs, line breaks, strong, em, lists and http(s)/mailto links with
 * rel="noopener noreferrer". Everything else (scripts, event handlers, styles,
 * images, `target`) is removed.
 */
export function sanitizeDescription(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** Whether a description has any text a reader would see. */
export function hasDescriptionText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '').length > 0;
}
