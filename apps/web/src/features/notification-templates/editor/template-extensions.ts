import { Extension, Node, type AnyExtension } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import { isAllowedTemplateHref } from './template-links.ts';
import { templateNodeNames, variableOf } from './template-document.ts';

/** What the editor says about variables and conditions, in the reader's language. */
export interface TemplateEditorWords {
  /** The human name of a variable (`name` → "Naam van de ontvanger"). */
  variableLabel: (variable: string) => string;
  /** The label of a conditional block (`note != blank` → "Alleen als de organisatie een bericht meegeeft"). */
  conditionLabel: (condition: string) => string;
  /** The label of Liquid the editor keeps as code. */
  codeLabel: string;
}

const chipLook =
  'mx-0.5 inline-block rounded-full border border-primary-700 bg-primary-50 px-2 text-sm font-semibold whitespace-nowrap text-primary-900 dark:border-primary-300 dark:bg-primary-950 dark:text-primary-100';

/** `{{ name }}` as an atomic chip with the variable's human name; the expression stays in the document. */
const TemplateVariable = Node.create<{ words: TemplateEditorWords }>({
  name: templateNodeNames.variable,
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addOptions() {
    return {
      words: { variableLabel: (variable) => variable, conditionLabel: (condition) => condition, codeLabel: '' },
    };
  },
  addAttributes() {
    return {
      expression: {
        default: '',
        parseHTML: (element) => element.getAttribute('data-variable') ?? '',
        renderHTML: (attributes) => ({ 'data-variable': attributes.expression as string }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'span[data-variable]' }];
  },
  renderHTML({ node, HTMLAttributes }) {
    const expression = String(node.attrs.expression);
    return ['span', { ...HTMLAttributes, class: chipLook }, this.options.words.variableLabel(variableOf(expression))];
  },
  renderText({ node }) {
    return `{{ ${String(node.attrs.expression)} }}`;
  },
});

/** A `{% … %}` tag inside a line (an else in a sentence): kept as code the editor does not change. */
const LiquidTag = Node.create({
  name: templateNodeNames.liquidTag,
  group: 'inline',
  inline: true,
  atom: true,
  addAttributes() {
    return {
      source: {
        default: '',
        parseHTML: (element) => element.getAttribute('data-liquid') ?? '',
        renderHTML: (attributes) => ({ 'data-liquid': attributes.source as string }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'code[data-liquid]' }];
  },
  renderHTML({ node, HTMLAttributes }) {
    return [
      'code',
      { ...HTMLAttributes, class: 'rounded bg-muted-100 px-1 font-mono text-xs break-all dark:bg-muted-800' },
      String(node.attrs.source),
    ];
  },
});

/** Markup and Liquid the editor cannot show as text (a loop over the vacancies): kept untouched. */
const LiquidBlock = Node.create<{ words: TemplateEditorWords }>({
  name: templateNodeNames.liquidBlock,
  group: 'block',
  atom: true,
  addOptions() {
    return {
      words: { variableLabel: (variable) => variable, conditionLabel: (condition) => condition, codeLabel: '' },
    };
  },
  addAttributes() {
    return {
      source: {
        default: '',
        parseHTML: (element) => element.getAttribute('data-liquid-block') ?? '',
        renderHTML: (attributes) => ({ 'data-liquid-block': attributes.source as string }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'div[data-liquid-block]' }];
  },
  renderHTML({ node, HTMLAttributes }) {
    return [
      'div',
      {
        ...HTMLAttributes,
        class: 'my-2 rounded-ui border border-dashed border-muted-500 p-2 dark:border-muted-400',
      },
      ['p', { class: 'text-xs font-semibold text-muted-700 dark:text-muted-300' }, this.options.words.codeLabel],
      ['pre', { class: 'font-mono text-xs break-all whitespace-pre-wrap' }, String(node.attrs.source)],
    ];
  },
});

/** `{% if note != blank %}…{% endif %}`: text shown only when a value is filled in, labelled in plain words. */
const TemplateCondition = Node.create<{ words: TemplateEditorWords }>({
  name: templateNodeNames.condition,
  group: 'block',
  content: 'block+',
  defining: true,
  addOptions() {
    return {
      words: { variableLabel: (variable) => variable, conditionLabel: (condition) => condition, codeLabel: '' },
    };
  },
  addAttributes() {
    return {
      condition: {
        default: '',
        parseHTML: (element) => element.getAttribute('data-condition') ?? '',
        renderHTML: (attributes) => ({ 'data-condition': attributes.condition as string }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'section[data-condition]', contentElement: 'div[data-condition-content]' }];
  },
  renderHTML({ node, HTMLAttributes }) {
    return [
      'section',
      {
        ...HTMLAttributes,
        class:
          'my-2 rounded-ui border-s-4 border-primary-700 bg-muted-50 px-3 py-1 dark:border-primary-300 dark:bg-muted-900',
      },
      [
        'p',
        { contenteditable: 'false', class: 'text-xs font-semibold text-muted-700 dark:text-muted-300' },
        this.options.words.conditionLabel(String(node.attrs.condition)),
      ],
      ['div', { 'data-condition-content': '' }, 0],
    ];
  },
});

/** The paragraph's inline style (the quoted message of a conversation mail) survives editing. */
const ParagraphStyle = Extension.create({
  name: 'paragraphStyle',
  addGlobalAttributes() {
    return [
      {
        types: ['paragraph'],
        attributes: {
          style: {
            default: null,
            parseHTML: (element) => element.getAttribute('style'),
            renderHTML: (attributes) => (attributes.style ? { style: attributes.style as string } : {}),
          },
        },
      },
    ];
  },
});

/** The template editor's schema: what a mail body holds (decision 051), and nothing the API would drop. */
export function templateExtensions(words: TemplateEditorWords): AnyExtension[] {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3] },
      blockquote: false,
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      link: {
        openOnClick: false,
        autolink: false,
        protocols: ['http', 'https', 'mailto', 'tel'],
        // The event's own links are Liquid output (`{{ link }}`), printed when the mail is sent.
        isAllowedUri: (url) => isAllowedTemplateHref(url),
        HTMLAttributes: { rel: null, target: null },
      },
    }),
    ParagraphStyle,
    TemplateVariable.configure({ words }),
    LiquidTag,
    LiquidBlock.configure({ words }),
    TemplateCondition.configure({ words }),
  ];
}
