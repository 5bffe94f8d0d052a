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
    'notification_templates.text.syntax':
      'Line {line}: the text is not written correctly. Check that every {{ ends with }} and every {% with %}.',
    'notification_templates.text.unclosed_block':
      'Line {line}: the "{tag}" block is never closed. Put {% end{tag} %} where it should stop.',
    'notification_templates.text.unclosed_output': 'Line {line}: a variable is not closed. End it with }}.',
    'notification_templates.text.stray_tag': 'Line {line}: "{tag}" belongs to a block that does not start here.',
    'notification_templates.text.unknown_tag': 'Line {line}: there is no instruction "{tag}".',
    'notification_templates.text.tag_not_allowed': 'Line {line}: "{tag}" is not allowed in a notification.',
    'notification_templates.text.render': 'Line {line}: the text cannot be filled in with the sample values.',
    'notification_templates.text.secret_variable':
      '"{variable}" holds the reader\'s personal security code: it only ever goes in the button of the e-mail, never in your own text.',
    'notification_templates.text.foreign_address': 'Links and images may only point to this website. Remove {address}.',
    'notification_templates.text.too_costly':
      'This text asks too much work to fill in (a loop that is too long or too much text). Make it shorter.',
    'notification_templates.errors.event_fixed':
      'This security message is always sent as the platform words it: it cannot be changed.',
    'notification_templates.errors.center_forbidden':
      'You can only change the messages of the volunteer centre you manage.',
    'notification_templates.errors.busy': 'The template cannot be checked right now. Try again in a moment.',
    'notification_templates.errors.center_unknown': 'This website has no such volunteer centre.',
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
    'notification_templates.text.syntax':
      'Regel {line}: de tekst is niet goed geschreven. Kijk na of elke {{ eindigt met }} en elke {% met %}.',
    'notification_templates.text.unclosed_block':
      'Regel {line}: het blok "{tag}" wordt nergens afgesloten. Zet {% end{tag} %} waar het moet stoppen.',
    'notification_templates.text.unclosed_output':
      'Regel {line}: een variabele is niet afgesloten. Sluit hem af met }}.',
    'notification_templates.text.stray_tag': 'Regel {line}: "{tag}" hoort bij een blok dat hier niet begint.',
    'notification_templates.text.unknown_tag': 'Regel {line}: er bestaat geen opdracht "{tag}".',
    'notification_templates.text.tag_not_allowed': 'Regel {line}: "{tag}" mag niet in een bericht.',
    'notification_templates.text.render': 'Regel {line}: de tekst kan niet worden ingevuld met de voorbeeldwaarden.',
    'notification_templates.text.secret_variable':
      '"{variable}" bevat de persoonlijke beveiligingscode van de lezer: die staat alleen in de knop van de e-mail, nooit in je eigen tekst.',
    'notification_templates.text.foreign_address':
      'Links en afbeeldingen mogen alleen naar deze website wijzen. Haal {address} weg.',
    'notification_templates.text.too_costly':
      'Deze tekst vraagt te veel werk om in te vullen (een te lange lus of te veel tekst). Maak hem korter.',
    'notification_templates.errors.event_fixed':
      'Dit beveiligingsbericht gaat altijd zoals het platform het schrijft: het kan niet worden aangepast.',
    'notification_templates.errors.center_forbidden':
      'Je kunt alleen de berichten aanpassen van het vrijwilligerscentrum dat je beheert.',
    'notification_templates.errors.busy': 'Het sjabloon kan nu niet worden gecontroleerd. Probeer het zo opnieuw.',
    'notification_templates.errors.center_unknown': 'Deze website heeft geen vrijwilligerscentrum met dit nummer.',
  },
);

/** A key of the notification templates' messages. */
export type NotificationTemplatesMessageKey = keyof typeof notificationTemplatesMessages.en;
