import { defineApiMessages } from '../../platform/i18n/api-messages.ts';

/** Texts of the centre's notification templates (English, and Dutch). */
export const notificationTemplatesMessages = defineApiMessages(
  {
    'notification_templates.errors.not_found': 'Notification template not found.',
    'notification_templates.errors.forbidden': 'Only the volunteer centre manages its notification templates.',
    'notification_templates.errors.exists':
      'This notification already has its own template in this language. Change that one, or reset it first.',
    'notification_templates.text.blank': 'Fill this in: the notification cannot go without it.',
    'notification_templates.text.too_long': 'This text is too long: at most {maximum} characters.',
    'notification_templates.text.unknown_variable':
      '"{variable}" is not a variable of this notification. You can use: {variables}.',
    'notification_templates.text.unknown_filter': 'Line {line}: there is no filter "{filter}".',
    'notification_templates.text.syntax': 'Line {line}: the template is not written correctly ({problem}).',
    'notification_templates.text.render':
      'Line {line}: the template cannot be filled in with the sample values ({problem}).',
  },
  {
    'notification_templates.errors.not_found': 'Berichtsjabloon niet gevonden.',
    'notification_templates.errors.forbidden': 'Alleen het vrijwilligerscentrum beheert zijn berichtsjablonen.',
    'notification_templates.errors.exists':
      'Dit bericht heeft in deze taal al een eigen sjabloon. Pas dat aan, of zet het eerst terug naar de standaardtekst.',
    'notification_templates.text.blank': 'Vul dit in: het bericht kan niet zonder.',
    'notification_templates.text.too_long': 'Deze tekst is te lang: hoogstens {maximum} tekens.',
    'notification_templates.text.unknown_variable':
      '"{variable}" is geen variabele van dit bericht. Je kunt gebruiken: {variables}.',
    'notification_templates.text.unknown_filter': 'Regel {line}: er bestaat geen filter "{filter}".',
    'notification_templates.text.syntax': 'Regel {line}: het sjabloon is niet goed geschreven ({problem}).',
    'notification_templates.text.render':
      'Regel {line}: het sjabloon kan niet worden ingevuld met de voorbeeldwaarden ({problem}).',
  },
);

/** A key of the notification templates' messages. */
export type NotificationTemplatesMessageKey = keyof typeof notificationTemplatesMessages.en;
