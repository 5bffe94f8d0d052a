import { defineApiMessages } from '../../platform/i18n/api-messages.ts';

/** Texts of the periodic mail and its unsubscribe link (English, and Dutch). */
export const digestsMessages = defineApiMessages(
  {
    'digests.errors.link_invalid': 'This unsubscribe link is not valid.',
    'digests.errors.link_invalid_detail':
      'The link may be incomplete or changed. Copy the whole link from the mail, or sign in and choose how often you get the periodic mail in your profile.',
    'digests.errors.forbidden': 'Only a super admin may start the periodic mail by hand.',
    'digests.period.weekly': 'week {week} of {year}',
    'digests.period.monthly': '{month} {year}',
    'digests.place.remote': 'Remote',
    'digests.place.at_home': 'At home',
    'digests.place.unknown': 'Place to be agreed',
  },
  {
    'digests.errors.link_invalid': 'Deze afmeldlink is niet geldig.',
    'digests.errors.link_invalid_detail':
      'Misschien is de link onvolledig of veranderd. Kopieer de hele link uit de mail, of log in en kies in je profiel hoe vaak je de periodieke mail krijgt.',
    'digests.errors.forbidden': 'Alleen een superbeheerder mag de periodieke mail met de hand starten.',
    'digests.period.weekly': 'week {week} van {year}',
    'digests.period.monthly': '{month} {year}',
    'digests.place.remote': 'Op afstand',
    'digests.place.at_home': 'Vanuit huis',
    'digests.place.unknown': 'Plaats in overleg',
  },
);

/** A key of the periodic mail's messages. */
export type DigestsMessageKey = keyof typeof digestsMessages.en;
