import { Liquid, Tag, type Template, type TagToken, type TopLevelToken } from 'liquidjs';
import sanitizeHtml from 'sanitize-html';

/**
 * The Liquid engines of the notification templates (issue 15 §2). No file access (`templates: {}`:
 * include, render and layout find nothing), no prototype properties, bounded parse and render work
 * so a centre's template cannot stall the process, and an unknown variable or filter is an error.
 * The HTML engine escapes every value; `raw` is replaced by a filter that changes nothing, so a
 * template cannot switch the escaping off for a value someone else typed.
 */
const limits = {
  strictVariables: true,
  strictFilters: true,
  ownPropertyOnly: true,
  templates: {},
  parseLimit: 100_000,
  renderLimit: 1_000,
  memoryLimit: 5_000_000,
} as const;

/** A tag that reads other files: refused when a text is parsed, with a message saying so. */
class RefusedTag extends Tag {
  constructor(token: TagToken, remainTokens: TopLevelToken[], liquid: Liquid) {
    super(token, remainTokens, liquid);
    throw new Error(`the tag "${token.name}" is not allowed in a notification`);
  }

  *render(): Generator<unknown, void, unknown> {}
}

function createEngine(options: ConstructorParameters<typeof Liquid>[0]): Liquid {
  const engine = new Liquid(options);
  for (const name of ['include', 'render', 'layout']) engine.registerTag(name, RefusedTag);
  return engine;
}

const htmlEngine = createEngine({ ...limits, outputEscape: 'escape' });
htmlEngine.registerFilter('raw', (value: unknown) => value);
const plainEngine = createEngine(limits);

/** Which engine a text is written for: HTML (values escaped) or plain text (subject, text body, in-app). */
export type NotificationTemplateKind = 'html' | 'plain';

const engines: Record<NotificationTemplateKind, Liquid> = { html: htmlEngine, plain: plainEngine };
const parsed: Record<NotificationTemplateKind, Map<string, Template[]>> = { html: new Map(), plain: new Map() };
const keptParses = 2_000;

function parse(kind: NotificationTemplateKind, source: string): Template[] {
  const cache = parsed[kind];
  const known = cache.get(source);
  if (known) return known;
  const templates = engines[kind].parse(source);
  // Shipped texts and saved overrides repeat; a full cache starts again rather than grow.
  if (cache.size >= keptParses) cache.clear();
  cache.set(source, templates);
  return templates;
}

/** Renders a Liquid text with values; throws liquidjs's ParseError, RenderError or UndefinedVariableError. */
export function renderLiquid(kind: NotificationTemplateKind, source: string, values: Record<string, unknown>): string {
  return engines[kind].renderSync(parse(kind, source), values) as string;
}

/** The variables a Liquid text reads from its values (not the ones it assigns or loops over). */
export function templateVariables(kind: NotificationTemplateKind, source: string): string[] {
  return engines[kind].globalVariablesSync(parse(kind, source));
}

// What a mail body may contain: text markup, links, lists, simple tables and images, with inline
// styles. Scripts, forms, frames and event handlers go; links only to http(s), mailto and tel.
const bodyOptions: sanitizeHtml.IOptions = {
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
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** A rendered HTML body as it may go into a mail. */
export function sanitizeMailBody(html: string): string {
  return sanitizeHtml(html, bodyOptions).trim();
}

/** A rendered plain text tidied: no trailing spaces, at most one empty line between paragraphs. */
export function tidyText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
