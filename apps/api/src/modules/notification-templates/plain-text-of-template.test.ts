import { describe, expect, it } from 'vitest';
import { shippedNotificationTemplates } from '@volunteerly/contracts/notification-templates-defaults';
import { notificationEvents } from '@volunteerly/contracts/notification-events';
import { userLocales } from '@volunteerly/contracts/users';
import { plainTextOfTemplate } from './plain-text-of-template.ts';

// The shipped texts written as paragraphs (shippedMail) have a text part made by the same rule.
const paragraphMails = notificationEvents
  .filter((event) => event !== 'conversation_message' && event !== 'volunteer_digest')
  .flatMap((event) => userLocales.map((locale) => [event, locale] as const));

describe('the plain text of a mail body', () => {
  it.each(paragraphMails)('says what the shipped %s (%s) text part says', (event, locale) => {
    const shipped = shippedNotificationTemplates[event][locale];
    expect(plainTextOfTemplate(shipped.htmlBody)).toBe(shipped.textBody);
  });

  it('keeps the paragraph break of a block shown only when filled in inside that block', () => {
    expect(
      plainTextOfTemplate('<p>Hallo {{ name }},</p>\n{% if note != blank %}<p>{{ note }}</p>{% endif %}\n<p>Groet</p>'),
    ).toBe('Hallo {{ name }},{% if note != blank %}\n\n{{ note }}{% endif %}\n\nGroet');
  });

  it('writes list items, line breaks, links and entities as text', () => {
    expect(
      plainTextOfTemplate(
        '<p><strong>Let op</strong> &amp; <a href="https://example.org/x">lees dit</a><br>tweede regel</p><ul><li>een</li><li>{{ vacancy }}</li></ul><p><a href="https://example.org/y">https://example.org/y</a></p>',
      ),
    ).toBe(
      'Let op & lees dit (https://example.org/x)\ntweede regel\n\n- een\n- {{ vacancy }}\n\nhttps://example.org/y',
    );
  });

  it('leaves out what no reader sees: scripts and styles', () => {
    expect(plainTextOfTemplate('<style>p { color: red }</style><p>Hoi</p><script>alert(2)</script>')).toBe('Hoi');
  });

  it('keeps the Liquid of a loop over the vacancies', () => {
    const text = plainTextOfTemplate(shippedNotificationTemplates.volunteer_digest.nl.htmlBody);
    expect(text).toContain('{%- for vacancy in vacancies %}');
    expect(text).toContain('- {{ vacancy.title }} ({{ vacancy.link }})');
    expect(text).toContain('{%- endfor %}');
  });
});
