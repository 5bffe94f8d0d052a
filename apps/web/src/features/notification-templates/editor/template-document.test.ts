import { describe, expect, it } from 'vitest';
import { notificationEvents } from '@volunteerly/contracts/notification-events';
import { shippedNotificationTemplates } from '@volunteerly/contracts/notification-templates-defaults';
import { userLocales } from '@volunteerly/contracts/users';
import { Editor } from '@tiptap/core';
import { liquidHtmlOf, templateDocumentOf } from './template-document.ts';
import { templateExtensions } from './template-extensions.ts';

const words = {
  variableLabel: (name: string) => name,
  conditionLabel: (condition: string) => condition,
  codeLabel: 'Code',
};

/** The body as the editor holds it after loading: Tiptap's schema may not drop or move anything. */
function throughTheEditor(html: string): string {
  const editor = new Editor({
    element: document.createElement('div'),
    extensions: templateExtensions(words),
    content: templateDocumentOf(html),
  });
  const saved = liquidHtmlOf(editor.getJSON());
  editor.destroy();
  return saved;
}

const everyDefault = notificationEvents.flatMap((event) =>
  userLocales.map((locale) => [event, locale, shippedNotificationTemplates[event][locale].htmlBody] as const),
);

describe('the template editor’s document', () => {
  it.each(everyDefault)('keeps the Liquid of the default %s (%s) when nothing is edited', (_event, _locale, html) => {
    expect(liquidHtmlOf(templateDocumentOf(html))).toBe(html);
    expect(throughTheEditor(html)).toBe(html);
  });

  it('shows a variable as a chip and writes a chip as {{ variable }}', () => {
    const document = templateDocumentOf('<p>Hallo {{ name }},</p>');
    expect(document.content?.[0]?.content).toEqual([
      { type: 'text', text: 'Hallo ' },
      { type: 'templateVariable', attrs: { expression: 'name' } },
      { type: 'text', text: ',' },
    ]);
    const chip = { type: 'templateVariable', attrs: { expression: 'vacancy' } };
    expect(liquidHtmlOf({ type: 'doc', content: [{ type: 'paragraph', content: [chip] }] })).toBe(
      '<p>{{ vacancy }}</p>',
    );
  });

  it('shows "shown only when filled in" as a block and writes it as {% if … %}', () => {
    const html = '<p>Hallo {{ name }},</p>\n{% if note != blank %}<p>{{ note }}</p>{% endif %}';
    const document = templateDocumentOf(html);
    expect(document.content?.[1]).toMatchObject({
      type: 'templateCondition',
      attrs: { condition: 'note != blank' },
      content: [{ type: 'paragraph', content: [{ type: 'templateVariable', attrs: { expression: 'note' } }] }],
    });
    const toggled = {
      type: 'templateCondition',
      attrs: { condition: 'note != blank' },
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Bericht: ' },
            { type: 'templateVariable', attrs: { expression: 'note' } },
          ],
        },
      ],
    };
    expect(liquidHtmlOf({ type: 'doc', content: [toggled] })).toBe(
      '{% if note != blank %}<p>Bericht: {{ note }}</p>{% endif %}',
    );
  });

  it('writes bold, italic, links and lists as HTML and escapes typed text', () => {
    const document = templateDocumentOf(
      '<p><strong>Let op</strong> <em>&amp;</em> <a href="https://example.org/a?b=1&amp;c=2">hier</a> a &lt; b</p>\n<ul><li>een</li><li>{{ name }}</li></ul>',
    );
    expect(liquidHtmlOf(document)).toBe(
      '<p><strong>Let op</strong> <em>&amp;</em> <a href="https://example.org/a?b=1&amp;c=2">hier</a> a &lt; b</p>\n<ul><li>een</li><li>{{ name }}</li></ul>',
    );
  });

  it('keeps Liquid it cannot show as blocks untouched: loops, else branches and unknown markup', () => {
    const html = [
      '<p>{% if vacancies.size == 1 %}Eén{% else %}{{ vacancyCount }}{% endif %} vacatures</p>',
      '{% for vacancy in vacancies %}<p>{{ vacancy.title }}</p>{% endfor %}',
      '{% if status == "x" %}<p>a</p>{% else %}<p>b</p>{% endif %}',
      '<table><tr><td>{{ name }}</td></tr></table>',
    ].join('\n');
    const document = templateDocumentOf(html);
    expect(document.content?.map((block) => block.type)).toEqual([
      'paragraph',
      'liquidBlock',
      'liquidBlock',
      'liquidBlock',
    ]);
    expect(liquidHtmlOf(document)).toBe(
      html.replace('<table><tr>', '<table><tbody><tr>').replace('</tr></table>', '</tr></tbody></table>'),
    );
  });
});
