import type { NotificationEvent } from './notification-events.ts';
import { shippedMail, type ShippedNotificationTemplate } from './notification-templates-shipped.ts';
import type { UserLocale } from './users.ts';

/** The shipped organisation templates, in Dutch and English (the mails' texts before issue 15, in Liquid). */
export const organizationsNotificationTemplates = {
  organization_approved: {
    nl: shippedMail({
      subject: '{{ organization }} is goedgekeurd op {{ appName }}',
      paragraphs: [
        'Hallo {{ name }},',
        'Goed nieuws: {{ organization }} is goedgekeurd. Je kunt nu inloggen, het profiel van je organisatie aanvullen en vacatures plaatsen.',
      ],
      action: 'Naar mijn organisatie',
      reason: 'Je krijgt deze e-mail omdat je {{ organization }} hebt geregistreerd bij {{ appName }}.',
      inAppText: '{{ organization }} is goedgekeurd.',
    }),
    en: shippedMail({
      subject: '{{ organization }} has been approved on {{ appName }}',
      paragraphs: [
        'Hello {{ name }},',
        'Good news: {{ organization }} has been approved. You can now sign in, complete your organisation profile and publish vacancies.',
      ],
      action: 'Go to my organisation',
      reason: "You're getting this e-mail because you registered {{ organization }} at {{ appName }}.",
      inAppText: '{{ organization }} has been approved.',
    }),
  },
  organization_denied: {
    nl: shippedMail({
      subject: 'De registratie van {{ organization }} op {{ appName }} is afgewezen',
      paragraphs: [
        'Hallo {{ name }},',
        'Het vrijwilligerscentrum heeft de registratie van {{ organization }} afgewezen. De reden:',
        '{{ reason }}',
        'Pas de gegevens van je organisatie aan en dien de registratie opnieuw in, of neem contact op met het vrijwilligerscentrum.',
      ],
      action: 'Gegevens aanpassen',
      reason: 'Je krijgt deze e-mail omdat je {{ organization }} hebt geregistreerd bij {{ appName }}.',
      inAppText: 'De registratie van {{ organization }} is afgewezen.',
    }),
    en: shippedMail({
      subject: 'The registration of {{ organization }} on {{ appName }} was declined',
      paragraphs: [
        'Hello {{ name }},',
        'The volunteer centre declined the registration of {{ organization }}. The reason:',
        '{{ reason }}',
        'Update your organisation details and submit it again, or contact the volunteer centre.',
      ],
      action: 'Update details',
      reason: "You're getting this e-mail because you registered {{ organization }} at {{ appName }}.",
      inAppText: 'The registration of {{ organization }} was declined.',
    }),
  },
  organization_signed_up: {
    nl: shippedMail({
      subject: 'Nieuwe registratie op {{ appName }}: {{ organization }}',
      paragraphs: ['Hallo {{ name }},', '{{ organization }} heeft zich geregistreerd en wacht op je goedkeuring.'],
      action: 'Registraties bekijken',
      reason: 'Je krijgt deze e-mail omdat je beheerder bent van het vrijwilligerscentrum van {{ appName }}.',
      inAppText: '{{ organization }} heeft zich geregistreerd en wacht op je goedkeuring.',
    }),
    en: shippedMail({
      subject: 'New registration on {{ appName }}: {{ organization }}',
      paragraphs: ['Hello {{ name }},', '{{ organization }} has registered and is waiting for your approval.'],
      action: 'Review registrations',
      reason: "You're getting this e-mail because you are an administrator of the volunteer centre of {{ appName }}.",
      inAppText: '{{ organization }} has registered and is waiting for your approval.',
    }),
  },
} satisfies Partial<Record<NotificationEvent, Record<UserLocale, ShippedNotificationTemplate>>>;
