import { Parser } from 'htmlparser2';

// A centre writes one mail body, in HTML; the plain-text part of the mail is made from it here on
// every save and preview (decision 051), so the two always say the same. The Liquid stays as it is:
// a block shown only when a value is filled in holds its paragraph break, as the shipped texts do.

const blockElements = new Set([
  'p',
  'div',
  'section',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'table',
  'tr',
  'blockquote',
  'pre',
]);

/** Elements whose text no reader sees. */
const unseenElements = new Set(['script', 'style', 'head', 'title', 'template', 'noscript']);

/** A `{% … %}` tag: said where it stands, without starting a paragraph of its own. */
const liquidTags = /(\{%-?[\s\S]*?-?%\})/;
const liquidTag = /^\{%-?[\s\S]*?-?%\}$/;

/**
 * The plain text of a Liquid HTML mail body: paragraphs apart by an empty line, list items on lines
 * of their own starting with "- ", a line break where the HTML has one, a link's address after its
 * words (unless the words are the address), entities decoded, scripts and styles left out, and every
 * Liquid tag and output kept.
 */
export function plainTextOfTemplate(html: string): string {
  let text = '';
  /** The line break owed before the next words: none, a new line, or a new paragraph. */
  let owed = '';
  let listItem = false;
  let unseen = 0;
  const links: { href: string; start: number }[] = [];

  const owe = (gap: string) => {
    if (gap.length > owed.length) owed = gap;
  };
  const write = (words: string) => {
    if (words === '') return;
    if (text.trim() !== '' && owed !== '') text = text.replace(/[ \t]+$/, '') + owed;
    if (listItem) {
      text += '- ';
      listItem = false;
    }
    owed = '';
    text += words;
  };
  const writeText = (raw: string) => {
    for (const piece of raw.split(liquidTags)) {
      if (piece === '') continue;
      if (liquidTag.test(piece)) {
        // A tag between paragraphs keeps the coming paragraph's break behind it.
        text += piece;
        continue;
      }
      const collapsed = piece.replace(/\s+/g, ' ');
      const words = owed !== '' || text === '' ? collapsed.trimStart() : collapsed;
      write(words);
    }
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (unseenElements.has(name)) unseen += 1;
        else if (blockElements.has(name)) owe('\n\n');
        else if (name === 'li') {
          owe(text.trim() === '' ? '' : '\n');
          listItem = true;
        } else if (name === 'br') {
          text += '\n';
          owed = '';
        } else if (name === 'a') links.push({ href: attributes.href ?? '', start: text.length });
      },
      ontext(raw) {
        if (unseen === 0) writeText(raw);
      },
      onclosetag(name) {
        if (unseenElements.has(name)) unseen = Math.max(0, unseen - 1);
        else if (blockElements.has(name)) owe('\n\n');
        else if (name === 'li') owe('\n');
        else if (name === 'a') {
          const link = links.pop();
          const words = link ? text.slice(link.start).trim() : '';
          if (link && link.href !== '' && words !== link.href && !link.href.startsWith('mailto:')) {
            text += ` (${link.href})`;
          }
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  return text.replace(/[ \t]+\n/g, '\n').trim();
}
