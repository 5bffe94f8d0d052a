import type { NotificationEvent } from './notification-events.ts';
import { shippedMail, type ShippedNotificationTemplate } from './notification-templates-shipped.ts';
import type { UserLocale } from './users.ts';

// The quoted excerpt and the list of vacancies as mail clients show them: inline styles, since the
// body is not part of the layout's style sheet.
const quote = 'margin: 0 0 16px 0; padding: 8px 12px; border-left: 4px solid #cbd5e1; color: #334155;';
const list = 'margin: 0 0 16px 0; padding-left: 20px;';
const item = 'margin: 0 0 12px 0;';

/** The shipped templates of messages and the periodic vacancy mail (new in issue 15). */
export const conversationNotificationTemplates = {
  conversation_message: {
    nl: {
      subject: 'Nieuw bericht van {{ sender }} over {{ subject }}',
      htmlBody: [
        '<p>Hallo {{ name }},</p>',
        '<p>{{ sender }} heeft je een nieuw bericht gestuurd over {{ subject }}:</p>',
        `<p style="${quote}">{{ excerpt }}</p>`,
        '<p>Lees het hele bericht en antwoord via {{ appName }}.</p>',
      ].join('\n'),
      textBody: [
        'Hallo {{ name }},',
        '{{ sender }} heeft je een nieuw bericht gestuurd over {{ subject }}:',
        '"{{ excerpt }}"',
        'Lees het hele bericht en antwoord via {{ appName }}.',
      ].join('\n\n'),
      inAppText: 'Nieuw bericht van {{ sender }} over {{ subject }}',
      action: 'Bericht lezen',
      reason:
        'Je krijgt deze e-mail omdat je via {{ appName }} een gesprek voert. In je profiel kies je welke berichten je per e-mail krijgt.',
    },
    en: {
      subject: 'New message from {{ sender }} about {{ subject }}',
      htmlBody: [
        '<p>Hello {{ name }},</p>',
        '<p>{{ sender }} sent you a new message about {{ subject }}:</p>',
        `<p style="${quote}">{{ excerpt }}</p>`,
        '<p>Read the whole message and reply through {{ appName }}.</p>',
      ].join('\n'),
      textBody: [
        'Hello {{ name }},',
        '{{ sender }} sent you a new message about {{ subject }}:',
        '"{{ excerpt }}"',
        'Read the whole message and reply through {{ appName }}.',
      ].join('\n\n'),
      inAppText: 'New message from {{ sender }} about {{ subject }}',
      action: 'Read the message',
      reason:
        "You're getting this e-mail because you are in a conversation through {{ appName }}. In your profile you choose which messages you get by e-mail.",
    },
  },
  conversation_reported: {
    nl: shippedMail({
      subject: 'Gesprek gemeld op {{ appName }}: {{ subject }}',
      paragraphs: [
        'Hallo {{ name }},',
        '{{ reporter }} heeft het gesprek over {{ subject }} gemeld bij het vrijwilligerscentrum. De reden:',
        '{{ reason }}',
        'Lees het gesprek en sluit het als dat nodig is.',
      ],
      action: 'Gesprek bekijken',
      reason: 'Je krijgt deze e-mail omdat je beheerder bent van het vrijwilligerscentrum van {{ appName }}.',
      inAppText: '{{ reporter }} heeft het gesprek over {{ subject }} gemeld.',
    }),
    en: shippedMail({
      subject: 'Conversation reported on {{ appName }}: {{ subject }}',
      paragraphs: [
        'Hello {{ name }},',
        '{{ reporter }} reported the conversation about {{ subject }} to the volunteer centre. The reason:',
        '{{ reason }}',
        'Read the conversation and close it if needed.',
      ],
      action: 'View the conversation',
      reason: "You're getting this e-mail because you are an administrator of the volunteer centre of {{ appName }}.",
      inAppText: '{{ reporter }} reported the conversation about {{ subject }}.',
    }),
  },
  volunteer_digest: {
    nl: {
      subject: 'Nieuwe vacatures voor jou op {{ appName }} ({{ period }})',
      htmlBody: [
        '<p>Hallo {{ name }},</p>',
        '<p>{% if vacancies.size == 1 %}Er is 1 nieuwe vacature{% else %}Er zijn {{ vacancyCount }} nieuwe vacatures{% endif %}{% if matchesProfile != blank %} die bij je passen ({{ period }}):{% else %} ({{ period }}). Vertel in je profiel wat je kunt, waar je woont en wanneer je tijd hebt, dan kiezen we voortaan de vacatures die bij je passen:{% endif %}</p>',
        `<ul style="${list}">`,
        '{%- for vacancy in vacancies %}',
        `<li style="${item}"><a href="{{ vacancy.link }}"><strong>{{ vacancy.title }}</strong></a><br>{{ vacancy.organization }}{% if vacancy.place != blank %}, {{ vacancy.place }}{% endif %}</li>`,
        '{%- endfor %}',
        '</ul>',
      ].join('\n'),
      textBody: [
        'Hallo {{ name }},',
        '{% if vacancies.size == 1 %}Er is 1 nieuwe vacature{% else %}Er zijn {{ vacancyCount }} nieuwe vacatures{% endif %}{% if matchesProfile != blank %} die bij je passen ({{ period }}):{% else %} ({{ period }}). Vertel in je profiel wat je kunt, waar je woont en wanneer je tijd hebt, dan kiezen we voortaan de vacatures die bij je passen:{% endif %}',
        '{% for vacancy in vacancies %}- {{ vacancy.title }}, {{ vacancy.organization }}{% if vacancy.place != blank %}, {{ vacancy.place }}{% endif %}\n  {{ vacancy.link }}\n{% endfor %}',
      ].join('\n\n'),
      inAppText:
        '{{ vacancyCount }} nieuwe vacatures{% if matchesProfile != blank %} die bij je passen{% endif %} ({{ period }})',
      action: 'Alle vacatures bekijken',
      reason: 'Je krijgt deze e-mail omdat je bij {{ appName }} hebt gevraagd om nieuwe vacatures die bij je passen.',
    },
    en: {
      subject: 'New vacancies for you on {{ appName }} ({{ period }})',
      htmlBody: [
        '<p>Hello {{ name }},</p>',
        '<p>{% if vacancies.size == 1 %}There is 1 new vacancy{% else %}There are {{ vacancyCount }} new vacancies{% endif %}{% if matchesProfile != blank %} that match you ({{ period }}):{% else %} ({{ period }}). Tell us in your profile what you can do, where you live and when you are free, and we will pick the vacancies that match you from now on:{% endif %}</p>',
        `<ul style="${list}">`,
        '{%- for vacancy in vacancies %}',
        `<li style="${item}"><a href="{{ vacancy.link }}"><strong>{{ vacancy.title }}</strong></a><br>{{ vacancy.organization }}{% if vacancy.place != blank %}, {{ vacancy.place }}{% endif %}</li>`,
        '{%- endfor %}',
        '</ul>',
      ].join('\n'),
      textBody: [
        'Hello {{ name }},',
        '{% if vacancies.size == 1 %}There is 1 new vacancy{% else %}There are {{ vacancyCount }} new vacancies{% endif %}{% if matchesProfile != blank %} that match you ({{ period }}):{% else %} ({{ period }}). Tell us in your profile what you can do, where you live and when you are free, and we will pick the vacancies that match you from now on:{% endif %}',
        '{% for vacancy in vacancies %}- {{ vacancy.title }}, {{ vacancy.organization }}{% if vacancy.place != blank %}, {{ vacancy.place }}{% endif %}\n  {{ vacancy.link }}\n{% endfor %}',
      ].join('\n\n'),
      inAppText:
        '{{ vacancyCount }} new vacancies{% if matchesProfile != blank %} that match you{% endif %} ({{ period }})',
      action: 'See all vacancies',
      reason: "You're getting this e-mail because you asked {{ appName }} for new vacancies that match you.",
    },
  },
} satisfies Partial<Record<NotificationEvent, Record<UserLocale, ShippedNotificationTemplate>>>;
