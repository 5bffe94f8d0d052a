import type { NotificationEvent } from './notification-events.ts';
import { shippedMail, type ShippedNotificationTemplate } from './notification-templates-shipped.ts';
import type { UserLocale } from './users.ts';

/** The shipped application templates, in Dutch and English (the mails' texts before issue 15, in Liquid). */
export const applicationsNotificationTemplates = {
  application_received: {
    nl: shippedMail({
      subject: 'We hebben je aanmelding voor {{ vacancy }} ontvangen',
      paragraphs: [
        'Hallo {{ name }},',
        'Bedankt voor je aanmelding voor {{ vacancy }} via {{ appName }}. De organisatie bekijkt je aanmelding en neemt contact met je op.',
      ],
      action: 'Mijn aanmelding bekijken',
      reason: 'Je krijgt deze e-mail omdat je je via {{ appName }} hebt aangemeld voor {{ vacancy }}.',
      inAppText: 'We hebben je aanmelding voor {{ vacancy }} ontvangen.',
    }),
    en: shippedMail({
      subject: 'We received your application for {{ vacancy }}',
      paragraphs: [
        'Hello {{ name }},',
        'Thank you for applying for {{ vacancy }} through {{ appName }}. The organisation will look at your application and contact you.',
      ],
      action: 'View my application',
      reason: "You're getting this e-mail because you applied for {{ vacancy }} through {{ appName }}.",
      inAppText: 'We received your application for {{ vacancy }}.',
    }),
  },
  application_new: {
    nl: shippedMail({
      subject: 'Nieuwe aanmelding voor {{ vacancy }}',
      paragraphs: ['Hallo {{ name }},', '{{ applicant }} heeft zich via {{ appName }} aangemeld voor {{ vacancy }}.'],
      action: 'Aanmelding bekijken',
      reason: 'Je krijgt deze e-mail omdat je de aanmeldingen voor {{ vacancy }} op {{ appName }} behandelt.',
      inAppText: '{{ applicant }} heeft zich aangemeld voor {{ vacancy }}.',
    }),
    en: shippedMail({
      subject: 'New application for {{ vacancy }}',
      paragraphs: ['Hello {{ name }},', '{{ applicant }} applied for {{ vacancy }} through {{ appName }}.'],
      action: 'View application',
      reason: "You're getting this e-mail because you handle the applications for {{ vacancy }} on {{ appName }}.",
      inAppText: '{{ applicant }} applied for {{ vacancy }}.',
    }),
  },
  application_guest_confirmation: {
    nl: shippedMail({
      subject: 'Bevestig je aanmelding voor {{ vacancy }}',
      paragraphs: [
        'Hallo {{ name }},',
        'Je hebt je via {{ appName }} aangemeld voor {{ vacancy }}. Bevestig je aanmelding: pas dan ziet de organisatie hem.',
        'Heb je je niet aangemeld? Dan kun je deze e-mail negeren.',
      ],
      action: 'Aanmelding bevestigen',
      reason:
        'Je krijgt deze e-mail omdat met dit e-mailadres een aanmelding voor {{ vacancy }} is gedaan via {{ appName }}.',
      inAppText: 'Bevestig je aanmelding voor {{ vacancy }}.',
    }),
    en: shippedMail({
      subject: 'Confirm your application for {{ vacancy }}',
      paragraphs: [
        'Hello {{ name }},',
        'You applied for {{ vacancy }} through {{ appName }}. Confirm your application; only then will the organisation see it.',
        "Didn't apply? Then ignore this e-mail.",
      ],
      action: 'Confirm application',
      reason:
        "You're getting this e-mail because this address was used to apply for {{ vacancy }} through {{ appName }}.",
      inAppText: 'Confirm your application for {{ vacancy }}.',
    }),
  },
  application_status_changed: {
    nl: shippedMail({
      subject: 'Je aanmelding voor {{ vacancy }} is {{ status }}',
      paragraphs: [
        'Hallo {{ name }},',
        'De status van je aanmelding voor {{ vacancy }} is nu: {{ status }}.',
        { ifPresent: 'note', text: '{{ note }}' },
      ],
      action: 'Mijn aanmelding bekijken',
      reason: 'Je krijgt deze e-mail omdat je je via {{ appName }} hebt aangemeld voor {{ vacancy }}.',
      inAppText: 'Je aanmelding voor {{ vacancy }} is {{ status }}.',
    }),
    en: shippedMail({
      subject: 'Your application for {{ vacancy }} is {{ status }}',
      paragraphs: [
        'Hello {{ name }},',
        'The status of your application for {{ vacancy }} is now: {{ status }}.',
        { ifPresent: 'note', text: '{{ note }}' },
      ],
      action: 'View my application',
      reason: "You're getting this e-mail because you applied for {{ vacancy }} through {{ appName }}.",
      inAppText: 'Your application for {{ vacancy }} is {{ status }}.',
    }),
  },
  application_withdrawn: {
    nl: shippedMail({
      subject: '{{ applicant }} heeft de aanmelding voor {{ vacancy }} ingetrokken',
      paragraphs: [
        'Hallo {{ name }},',
        '{{ applicant }} heeft de aanmelding voor {{ vacancy }} op {{ appName }} ingetrokken.',
      ],
      action: 'Aanmelding bekijken',
      reason: 'Je krijgt deze e-mail omdat je de aanmeldingen voor {{ vacancy }} op {{ appName }} behandelt.',
      inAppText: '{{ applicant }} heeft de aanmelding voor {{ vacancy }} ingetrokken.',
    }),
    en: shippedMail({
      subject: '{{ applicant }} withdrew the application for {{ vacancy }}',
      paragraphs: ['Hello {{ name }},', '{{ applicant }} withdrew the application for {{ vacancy }} on {{ appName }}.'],
      action: 'View application',
      reason: "You're getting this e-mail because you handle the applications for {{ vacancy }} on {{ appName }}.",
      inAppText: '{{ applicant }} withdrew the application for {{ vacancy }}.',
    }),
  },
} satisfies Partial<Record<NotificationEvent, Record<UserLocale, ShippedNotificationTemplate>>>;
