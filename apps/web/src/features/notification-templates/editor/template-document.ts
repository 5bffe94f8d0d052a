import type { JSONContent } from '@tiptap/core';

// The stored body of a notification template is Liquid in HTML (decision 033); the rich editor
// edits a document of paragraphs, variables and conditional blocks (decision 051). These two
// functions turn one into the other: a text loaded and saved without an edit keeps its Liquid.

/** The node names the template editor adds to Tiptap's paragraphs, lists and marks. */
export const templateNodeNames = {
  variable: 'templateVariable',
  liquidTag: 'liquidTag',
  liquidBlock: 'liquidBlock',
  condition: 'templateCondition',
} as const;

/** A `{{ … }}` output or a `{% … %}` tag, with Liquid's whitespace control. */
const liquidPattern = /(\{\{-?[\s\S]*?-?\}\}|\{%-?[\s\S]*?-?%\})/g;

/** `{% if note != blank %}`: the only condition the editor shows as a block that can be switched off. */
const simpleCondition = /^\{%-?\s*if\s+([A-Za-z_][\w]*(?:\.[A-Za-z_][\w]*)*\s*!=\s*blank)\s*-?%\}$/;

const blockOpeners = new Set(['if', 'unless', 'for', 'case', 'capture', 'tablerow', 'comment', 'raw']);

function tagName(source: string): string | undefined {
  return /^\{%-?\s*(\w+)/.exec(source)?.[1];
}

function isOutput(source: string): boolean {
  return source.startsWith('{{');
}

/** The expression of an output, without braces and whitespace control: `vacancy.title | upcase`. */
function expressionOf(source: string): string {
  return source
    .replace(/^\{\{-?/, '')
    .replace(/-?\}\}$/, '')
    .trim();
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** Liquid in a text: plain text, outputs and tags, in order. */
function liquidPieces(text: string): string[] {
  return text.split(liquidPattern).filter((piece) => piece !== '');
}

// ---------------------------------------------------------------------------------------------
// Liquid HTML → document

type Token = { kind: 'element'; element: Element } | { kind: 'text'; text: string } | { kind: 'tag'; source: string };

type Mark = NonNullable<JSONContent['marks']>[number];

const inlineMarks: Record<string, (element: Element) => Mark | undefined> = {
  strong: () => ({ type: 'bold' }),
  b: () => ({ type: 'bold' }),
  em: () => ({ type: 'italic' }),
  i: () => ({ type: 'italic' }),
  a: (element) => {
    const href = element.getAttribute('href');
    return href === null ? undefined : { type: 'link', attrs: { href } };
  },
};

/** The inline content of an element, or undefined when it holds something the editor cannot show. */
function inlineContent(element: Element, marks: Mark[] = []): JSONContent[] | undefined {
  const content: JSONContent[] = [];
  for (const child of element.childNodes) {
    if (child.nodeType === child.TEXT_NODE) {
      for (const piece of liquidPieces(child.textContent ?? '')) {
        const withMarks = marks.length > 0 ? { marks } : {};
        if (piece.startsWith('{{')) {
          content.push({ type: templateNodeNames.variable, attrs: { expression: expressionOf(piece) }, ...withMarks });
        } else if (piece.startsWith('{%')) {
          content.push({ type: templateNodeNames.liquidTag, attrs: { source: piece }, ...withMarks });
        } else content.push({ type: 'text', text: piece, ...withMarks });
      }
    } else if (child instanceof Element) {
      const name = child.localName;
      if (name === 'br' && child.attributes.length === 0) {
        content.push({ type: 'hardBreak' });
        continue;
      }
      const mark = inlineMarks[name]?.(child);
      const allowed = name === 'a' ? ['href'] : [];
      if (!mark || [...child.attributes].some((attribute) => !allowed.includes(attribute.name))) return undefined;
      const inner = inlineContent(child, [...marks, mark]);
      if (!inner) return undefined;
      content.push(...inner);
    } else if (child.nodeType !== child.COMMENT_NODE) return undefined;
    else return undefined;
  }
  return content;
}

function paragraphOf(element: Element): JSONContent | undefined {
  const attributes = [...element.attributes].map((attribute) => attribute.name);
  if (attributes.some((name) => name !== 'style')) return undefined;
  const content = inlineContent(element);
  if (!content) return undefined;
  return {
    type: 'paragraph',
    ...(element.hasAttribute('style') ? { attrs: { style: element.getAttribute('style') } } : {}),
    ...(content.length > 0 ? { content } : {}),
  };
}

function listOf(element: Element): JSONContent | undefined {
  if (element.attributes.length > 0 || (element.textContent ?? '').includes('{%')) return undefined;
  const items: JSONContent[] = [];
  for (const child of element.childNodes) {
    if (child.nodeType === child.TEXT_NODE && (child.textContent ?? '').trim() === '') continue;
    if (!(child instanceof Element) || child.localName !== 'li' || child.attributes.length > 0) return undefined;
    const content = inlineContent(child);
    if (!content) return undefined;
    items.push({ type: 'listItem', content: [{ type: 'paragraph', ...(content.length > 0 ? { content } : {}) }] });
  }
  if (items.length === 0) return undefined;
  return { type: element.localName === 'ol' ? 'orderedList' : 'bulletList', content: items };
}

/** One block element as the editor shows it, or as code it keeps untouched. */
function blockOf(element: Element): JSONContent {
  const name = element.localName;
  let block: JSONContent | undefined;
  if (name === 'p') block = paragraphOf(element);
  else if ((name === 'h2' || name === 'h3') && element.attributes.length === 0) {
    const content = inlineContent(element);
    if (content) {
      block = { type: 'heading', attrs: { level: Number(name[1]) }, ...(content.length > 0 ? { content } : {}) };
    }
  } else if (name === 'ul' || name === 'ol') block = listOf(element);
  return block ?? { type: templateNodeNames.liquidBlock, attrs: { source: element.outerHTML } };
}

function sourceOf(token: Token): string {
  if (token.kind === 'element') return token.element.outerHTML;
  return token.kind === 'tag' ? token.source : escapeText(token.text);
}

/** Where the Liquid block opened at `start` ends (its end tag), and whether an else splits it. */
function blockEnd(tokens: Token[], start: number): { end: number; split: boolean } | undefined {
  let depth = 0;
  let split = false;
  for (let index = start; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token.kind !== 'tag') continue;
    const name = tagName(token.source) ?? '';
    if (blockOpeners.has(name)) depth += 1;
    else if (name.startsWith('end')) depth -= 1;
    else if (depth === 1 && ['else', 'elsif', 'when'].includes(name)) split = true;
    if (depth === 0) return { end: index, split };
  }
  return undefined;
}

function blocksOf(tokens: Token[]): JSONContent[] {
  const blocks: JSONContent[] = [];
  let inline: Token[] = [];
  const flushInline = () => {
    if (inline.some((token) => token.kind !== 'text' || token.text.trim() !== '')) {
      const holder = document.createElement('p');
      holder.innerHTML = inline.map(sourceOf).join('').trim();
      blocks.push(paragraphOf(holder) ?? { type: templateNodeNames.liquidBlock, attrs: { source: holder.innerHTML } });
    }
    inline = [];
  };
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token.kind === 'element') {
      flushInline();
      blocks.push(blockOf(token.element));
    } else if (token.kind === 'text') {
      inline.push(token);
    } else if (isOutput(token.source) || !blockOpeners.has(tagName(token.source) ?? '')) {
      inline.push(token);
    } else {
      const found = blockEnd(tokens, index);
      // A block that opens and closes within a line of text stays in that line.
      const inner = found ? tokens.slice(index + 1, found.end) : [];
      if (!found || !inner.some((item) => item.kind === 'element')) {
        inline.push(token);
        continue;
      }
      flushInline();
      const condition = simpleCondition.exec(token.source)?.[1];
      const closing = tokens[found.end] as Extract<Token, { kind: 'tag' }>;
      if (condition && !found.split && /^\{%-?\s*endif\s*-?%\}$/.test(closing.source)) {
        const content = blocksOf(inner);
        blocks.push({
          type: templateNodeNames.condition,
          attrs: { condition },
          content: content.length > 0 ? content : [{ type: 'paragraph' }],
        });
      } else {
        blocks.push({
          type: templateNodeNames.liquidBlock,
          attrs: {
            source: tokens
              .slice(index, found.end + 1)
              .map(sourceOf)
              .join(''),
          },
        });
      }
      index = found.end;
    }
  }
  flushInline();
  return blocks;
}

/** The stored Liquid HTML of a template body as the rich editor's document. */
export function templateDocumentOf(liquidHtml: string): JSONContent {
  const body = new DOMParser().parseFromString(
    `<!doctype html><html><body>${liquidHtml}</body></html>`,
    'text/html',
  ).body;
  const tokens: Token[] = [];
  for (const child of body.childNodes) {
    if (child instanceof Element) tokens.push({ kind: 'element', element: child });
    else if (child.nodeType === child.TEXT_NODE) {
      for (const piece of liquidPieces(child.textContent ?? '')) {
        tokens.push(piece.startsWith('{%') ? { kind: 'tag', source: piece } : { kind: 'text', text: piece });
      }
    }
  }
  const content = blocksOf(tokens);
  return { type: 'doc', content: content.length > 0 ? content : [{ type: 'paragraph' }] };
}

// ---------------------------------------------------------------------------------------------
// document → Liquid HTML

const markOrder = ['link', 'bold', 'italic'];

function wrapInMarks(html: string, marks: JSONContent['marks']): string {
  const sorted = [...(marks ?? [])].sort((a, b) => markOrder.indexOf(a.type) - markOrder.indexOf(b.type));
  return sorted.reduceRight((inner, mark) => {
    if (mark.type === 'bold') return `<strong>${inner}</strong>`;
    if (mark.type === 'italic') return `<em>${inner}</em>`;
    if (mark.type === 'link') return `<a href="${escapeAttribute(String(mark.attrs?.href ?? ''))}">${inner}</a>`;
    return inner;
  }, html);
}

function inlineHtml(content: JSONContent[] | undefined): string {
  return (content ?? [])
    .map((node) => {
      if (node.type === 'text') return wrapInMarks(escapeText(node.text ?? ''), node.marks);
      if (node.type === 'hardBreak') return '<br>';
      if (node.type === templateNodeNames.variable) {
        return wrapInMarks(`{{ ${String(node.attrs?.expression ?? '')} }}`, node.marks);
      }
      if (node.type === templateNodeNames.liquidTag) return wrapInMarks(String(node.attrs?.source ?? ''), node.marks);
      return '';
    })
    .join('');
}

function blockHtml(node: JSONContent): string {
  switch (node.type) {
    case 'paragraph': {
      const style = node.attrs?.style as string | null | undefined;
      return `<p${style ? ` style="${escapeAttribute(style)}"` : ''}>${inlineHtml(node.content)}</p>`;
    }
    case 'heading': {
      const level = node.attrs?.level === 3 ? 3 : 2;
      return `<h${level}>${inlineHtml(node.content)}</h${level}>`;
    }
    case 'bulletList':
    case 'orderedList': {
      const tag = node.type === 'bulletList' ? 'ul' : 'ol';
      const items = (node.content ?? []).map((item) => {
        const blocks = item.content ?? [];
        const [only] = blocks;
        const inner =
          blocks.length === 1 && only?.type === 'paragraph' && !only.attrs?.style
            ? inlineHtml(only.content)
            : blocks.map(blockHtml).join('');
        return `<li>${inner}</li>`;
      });
      return `<${tag}>${items.join('')}</${tag}>`;
    }
    case templateNodeNames.condition:
      return `{% if ${String(node.attrs?.condition ?? '')} %}${(node.content ?? []).map(blockHtml).join('\n')}{% endif %}`;
    case templateNodeNames.liquidBlock:
      return String(node.attrs?.source ?? '');
    default:
      return '';
  }
}

/** The rich editor's document as the Liquid HTML the API stores. */
export function liquidHtmlOf(document: JSONContent): string {
  return (document.content ?? [])
    .map(blockHtml)
    .filter((html) => html !== '<p></p>')
    .join('\n');
}

/** The variable a `{{ … }}` shows: `vacancy.title | upcase` → `vacancy`. */
export function variableOf(expression: string): string {
  return /^[A-Za-z_]\w*/.exec(expression.trim())?.[0] ?? expression;
}
