import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationEvents } from '@volunteerly/contracts/notification-events';
import { shippedNotificationTemplates } from '@volunteerly/contracts/notification-templates-defaults';
import {
  notificationTemplateDocumentSchema,
  notificationTemplateListDocumentSchema,
  notificationTemplatePreviewDocumentSchema,
} from '@volunteerly/contracts/resources/notification-templates';
import { parseWithContract } from '../support/contract.ts';
import { createTemplateWorld, templateBody, type TemplateWorld } from './notification-templates-world.ts';

interface WireTemplate {
  id: string;
  attributes: { event: string; locale: string; overridden: boolean; subject: string; variables: string[] };
  meta: { abilities: { update: boolean; destroy: boolean } };
}

// Issue 15 §2: a centre admin overrides the shipped template of an event in a language, previews
// it with sample values, and resets it to the default.
describe('notification templates', () => {
  let world: TemplateWorld;
  beforeAll(async () => {
    world = await createTemplateWorld();
  });
  afterAll(async () => world.testApp.close());

  const base = '/api/v1/notification_templates';

  it('lists every event in both languages as the default, with its variables', async () => {
    const response = await world.send('sjabloonstad:admin', 'GET', base);
    expect(response.statusCode, response.body).toBe(200);
    parseWithContract(notificationTemplateListDocumentSchema, response.json());
    const data: WireTemplate[] = response.json().data;
    expect(data).toHaveLength(notificationEvents.length * 2);
    expect(response.json().meta.total).toBe(notificationEvents.length * 2);
    const accepted = data.find((item) => item.id === 'application_status_changed.nl')!;
    expect(accepted.attributes).toMatchObject({
      overridden: false,
      subject: shippedNotificationTemplates.application_status_changed.nl.subject,
    });
    expect(accepted.attributes.variables).toEqual(['name', 'appName', 'vacancy', 'status', 'note', 'link']);
    expect(accepted.meta.abilities).toEqual({ update: false, destroy: false });
  });

  it('narrows the list by event, language and words', async () => {
    const byEvent = await world.send('sjabloonstad:admin', 'GET', `${base}?filter[event]=volunteer_digest`);
    expect(byEvent.json().data.map((item: WireTemplate) => item.id)).toEqual([
      'volunteer_digest.nl',
      'volunteer_digest.en',
    ]);
    const byLocale = await world.send('sjabloonstad:admin', 'GET', `${base}?filter[locale]=en`);
    expect(byLocale.json().data).toHaveLength(notificationEvents.length);
    const bySearch = await world.send('sjabloonstad:admin', 'GET', `${base}?filter[search]=wachtwoord`);
    const events = bySearch.json().data.map((item: WireTemplate) => item.attributes.event);
    expect(events).toContain('reset_password');
    expect(events).not.toContain('application_new');
    const bad = await world.send('sjabloonstad:admin', 'GET', `${base}?filter[event]=nothing`);
    expect(bad.statusCode).toBe(422);
  });

  it('shows the default of an event in a language, for the editor to start from', async () => {
    const response = await world.send(
      'sjabloonstad:admin',
      'GET',
      `${base}/defaults?event=conversation_message&locale=en`,
    );
    expect(response.statusCode, response.body).toBe(200);
    parseWithContract(notificationTemplateDocumentSchema, response.json());
    expect(response.json().data.attributes).toMatchObject({
      subject: 'New message from {{ sender }} about {{ subject }}',
      overridden: false,
    });
    expect((await world.send('sjabloonstad:admin', 'GET', `${base}/defaults?event=nothing&locale=en`)).statusCode).toBe(
      422,
    );
    expect(
      (await world.send('sjabloonstad:admin', 'GET', `${base}/defaults?event=confirmation&locale=de`)).statusCode,
    ).toBe(422);
  });

  it('overrides, shows, changes and resets a template', async () => {
    const created = await world.send('sjabloonstad:admin', 'POST', base, templateBody());
    expect(created.statusCode, created.body).toBe(201);
    parseWithContract(notificationTemplateDocumentSchema, created.json());
    const template: WireTemplate = created.json().data;
    expect(template.id).toMatch(/^\d+$/);
    expect(template.attributes).toMatchObject({ overridden: true, subject: 'Goed nieuws over {{ vacancy }}' });
    expect(template.meta.abilities).toEqual({ update: true, destroy: true });

    const again = await world.send('sjabloonstad:admin', 'POST', base, templateBody());
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatchObject({ code: 'notification_template_exists' });

    const shown = await world.send('sjabloonstad:admin', 'GET', `${base}/${template.id}`);
    expect(shown.statusCode).toBe(200);
    const listed = await world.send('sjabloonstad:admin', 'GET', `${base}?filter[event]=application_status_changed`);
    expect(listed.json().data.map((item: WireTemplate) => [item.id, item.attributes.overridden])).toEqual([
      [template.id, true],
      ['application_status_changed.en', false],
    ]);

    const changed = await world.send('sjabloonstad:admin', 'PATCH', `${base}/${template.id}`, {
      notification_template: { subject: 'Nieuws: {{ vacancy | upcase }}' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.attributes.subject).toBe('Nieuws: {{ vacancy | upcase }}');
    expect(changed.json().data.attributes.in_app_text).toBe('Je aanmelding voor {{ vacancy }} is {{ status }}.');

    expect((await world.send('sjabloonstad:admin', 'DELETE', `${base}/${template.id}`)).statusCode).toBe(204);
    expect((await world.send('sjabloonstad:admin', 'GET', `${base}/${template.id}`)).statusCode).toBe(404);
    expect((await world.send('sjabloonstad:admin', 'DELETE', `${base}/${template.id}`)).statusCode).toBe(404);
    const after = await world.send('sjabloonstad:admin', 'GET', `${base}?filter[event]=application_status_changed`);
    expect(after.json().data[0].id).toBe('application_status_changed.nl');
  });

  it.each([
    ['an unknown variable', { subject: 'Hallo {{ naam }}' }, 'subject', 'template_unknown_variable', '"naam" is not'],
    [
      'an unknown variable in a branch the samples skip',
      { html_body: '{% if status == "nooit" %}{{ geheim }}{% endif %}' },
      'html_body',
      'template_unknown_variable',
      '"geheim"',
    ],
    [
      'an unknown filter',
      { html_body: '<p>Hoi</p>\n<p>{{ name | shout }}</p>' },
      'html_body',
      'template_unknown_filter',
      'Line 2',
    ],
    [
      'a block that is never closed',
      { in_app_text: '{% if name %}open' },
      'in_app_text',
      'template_unclosed_block',
      'Line 1: the "if" block is never closed. Put {% endif %} where it should stop.',
    ],
    [
      'an unclosed output',
      { subject: 'Hoi {{ name' },
      'subject',
      'template_unclosed_output',
      'Line 1: a variable is not closed. End it with }}.',
    ],
    [
      'an end without its block',
      { subject: 'Hoi {% endif %}' },
      'subject',
      'template_stray_tag',
      '"endif" belongs to a block that does not start here',
    ],
    ['an unknown tag', { in_app_text: '{% shout %}' }, 'in_app_text', 'template_unknown_tag', 'no instruction "shout"'],
    ['a blank text', { in_app_text: '   ' }, 'in_app_text', 'template_blank', 'Fill this in'],
    ['a text too long', { in_app_text: 'x'.repeat(501) }, 'in_app_text', 'template_too_long', 'at most 500'],
    [
      'an include of a file',
      { html_body: "{% include 'secret' %}" },
      'html_body',
      'template_tag_not_allowed',
      '"include" is not allowed in a notification',
    ],
  ])('refuses %s with a translated 422 on its field', async (_case, overrides, field, code, text) => {
    for (const url of [base, `${base}/preview`]) {
      const response = await world.send('sjabloonstad:admin', 'POST', url, templateBody(overrides));
      expect(response.statusCode, response.body).toBe(422);
      const [error] = response.json().errors;
      expect(error).toMatchObject({ code, source: { pointer: `/data/attributes/${field}` } });
      expect(error.detail ?? error.title).toContain(text);
    }
    const listed = await world.send('sjabloonstad:admin', 'GET', `${base}?filter[event]=application_status_changed`);
    expect(listed.json().data.every((item: WireTemplate) => !item.attributes.overridden)).toBe(true);
  });

  it('says what is wrong in Dutch, in its own words and not the template engine’s', async () => {
    const cases = [
      [{ html_body: '<p>{% if note != blank %}{{ note }}</p>' }, 'Regel 1: het blok "if" wordt nergens afgesloten.'],
      [{ subject: 'Hoi {{ name' }, 'Regel 1: een variabele is niet afgesloten. Sluit hem af met }}.'],
      [{ in_app_text: '{% else %}' }, 'Regel 1: "else" hoort bij een blok dat hier niet begint.'],
      [{ subject: '{% if name = 1 %}x{% endif %}' }, 'Regel 1: de tekst is niet goed geschreven.'],
    ] as const;
    for (const [overrides, dutch] of cases) {
      const response = await world.send('sjabloonstad:admin', 'POST', `${base}/preview`, templateBody(overrides), 'nl');
      expect(response.statusCode, response.body).toBe(422);
      const said: string = response.json().errors[0].detail ?? response.json().errors[0].title;
      expect(said).toContain(dutch);
      expect(said).not.toMatch(/not closed|not found|expected|line:\d/);
    }
  });

  it('makes the plain-text mail from the HTML body on every save, and ignores a plain text sent along', async () => {
    const html = '<p>Hoi {{ name }},</p>\n{% if note != blank %}<p>Bericht: {{ note }}</p>{% endif %}';
    const created = await world.send(
      'sjabloonstad:admin',
      'POST',
      base,
      templateBody({ locale: 'en', html_body: html, text_body: 'Een oude tekst die niet meer klopt' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data.attributes.text_body).toBe(
      'Hoi {{ name }},{% if note != blank %}\n\nBericht: {{ note }}{% endif %}',
    );

    const withoutText = templateBody({ locale: 'en' });
    delete (withoutText.notification_template as Partial<typeof withoutText.notification_template>).text_body;
    const changed = await world.send('sjabloonstad:admin', 'PATCH', `${base}/${id}`, {
      notification_template: {
        html_body: '<p>Welkom, <strong>{{ name }}</strong>!</p><ul><li>{{ vacancy }}</li></ul>',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.attributes.text_body).toBe('Welkom, {{ name }}!\n\n- {{ vacancy }}');
    const preview = await world.send('sjabloonstad:admin', 'POST', `${base}/preview`, withoutText);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data.attributes.text).toContain('Je aanmelding voor Language buddy for newcomers is');

    // A broken body is one problem, on the body (not a second one on the text made from it).
    const broken = await world.send('sjabloonstad:admin', 'PATCH', `${base}/${id}`, {
      notification_template: { html_body: '<p>{{ name </p>' },
    });
    expect(broken.statusCode).toBe(422);
    expect(broken.json().errors.map((error: { source: { pointer: string } }) => error.source.pointer)).toEqual([
      '/data/attributes/html_body',
    ]);
    await world.send('sjabloonstad:admin', 'DELETE', `${base}/${id}`);
  });

  it('refuses an unknown event, a wrong language or a missing text, and says it in Dutch', async () => {
    for (const body of [
      templateBody({ event: 'nothing' }),
      templateBody({ locale: 'de' }),
      { notification_template: { event: 'confirmation', locale: 'nl' } },
      { something: 'else' },
    ]) {
      expect((await world.send('sjabloonstad:admin', 'POST', base, body)).statusCode).toBe(422);
    }
    const dutch = await world.send('sjabloonstad:admin', 'POST', base, templateBody({ subject: '{{ x }}' }), 'nl');
    expect(dutch.json().errors[0].detail ?? dutch.json().errors[0].title).toContain('is geen variabele');
    const unknownId = await world.send('sjabloonstad:admin', 'PATCH', `${base}/abc`, templateBody());
    expect([404, 422]).toContain(unknownId.statusCode);
  });

  it('checks a change against the texts it keeps', async () => {
    const created = await world.send('sjabloonstad:admin', 'POST', base, templateBody({ locale: 'en' }));
    const id = created.json().data.id;
    const bad = await world.send('sjabloonstad:admin', 'PATCH', `${base}/${id}`, {
      notification_template: { html_body: '<p>{{ applicant }}</p>' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].source.pointer).toBe('/data/attributes/html_body');
    await world.send('sjabloonstad:admin', 'DELETE', `${base}/${id}`);
  });

  it('previews unsaved texts with sample values in the centre’s layout', async () => {
    const response = await world.send('sjabloonstad:admin', 'POST', `${base}/preview`, templateBody());
    expect(response.statusCode, response.body).toBe(200);
    parseWithContract(notificationTemplatePreviewDocumentSchema, response.json());
    const preview = response.json().data.attributes;
    expect(preview.subject).toBe('Goed nieuws over Taalmaatje voor nieuwkomers');
    expect(preview.text).toContain('Je aanmelding voor Taalmaatje voor nieuwkomers is geaccepteerd.');
    expect(preview.html).toContain('<html lang="nl">');
    expect(preview.html).toContain('Hoi Anna de Boer,');
    expect(preview.html).toContain('Mijn aanmelding bekijken');
    expect(preview.in_app_text).toBe('Je aanmelding voor Taalmaatje voor nieuwkomers is geaccepteerd.');
    expect(preview.samples).toContainEqual({ name: 'status', value: 'geaccepteerd' });
  });

  it('previews the periodic mail with its list of vacancies', async () => {
    const shipped = shippedNotificationTemplates.volunteer_digest.en;
    const response = await world.send('sjabloonstad:admin', 'POST', `${base}/preview`, {
      notification_template: {
        event: 'volunteer_digest',
        locale: 'en',
        subject: shipped.subject,
        html_body: shipped.htmlBody,
        text_body: shipped.textBody,
        in_app_text: shipped.inAppText,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json().data.attributes;
    expect(preview.html).toContain('Driver for the shopping bus');
    expect(preview.html).toMatch(/href="https:\/\/sjabloonstad\.example[^"]*\/unsubscribe\?token=voorbeeld"/);
    expect(preview.text).toContain('There are 2 new vacancies that match you (this week):');
  });
});
