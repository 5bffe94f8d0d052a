import { defineApiMessages } from '../../platform/i18n/api-messages.ts';

/** Texts of in-app notifications and notification preferences (English, and Dutch). */
export const notificationsMessages = defineApiMessages(
  {
    'notifications.errors.not_found': 'Notification not found.',
    'notifications.errors.too_many_streams':
      'Too many open live connections for this account. Close a tab or window and try again.',
    'notifications.errors.streams_unavailable':
      'Live updates are busy right now. Your notifications are safe; the page tries again shortly.',
    'notifications.preferences.not_receivable': 'You do not receive "{event}" messages.',
    'notifications.preferences.channel_not_allowed':
      '"{event}" cannot be set to "{channel}": this message must reach you by e-mail, or cannot appear in the app.',
    'notifications.preferences.duplicate': '"{event}" is in the list twice.',
  },
  {
    'notifications.errors.not_found': 'Melding niet gevonden.',
    'notifications.errors.too_many_streams':
      'Te veel open live-verbindingen voor dit account. Sluit een tabblad of venster en probeer het opnieuw.',
    'notifications.errors.streams_unavailable':
      'Live bijwerken is nu even te druk. Je meldingen blijven bewaard; de pagina probeert het zo opnieuw.',
    'notifications.preferences.not_receivable': 'Je ontvangt geen berichten van het soort "{event}".',
    'notifications.preferences.channel_not_allowed':
      '"{event}" kan niet op "{channel}": dit bericht moet je per e-mail bereiken, of kan niet in de app verschijnen.',
    'notifications.preferences.duplicate': '"{event}" staat twee keer in de lijst.',
  },
);

/** A key of the notifications' messages. */
export type NotificationsMessageKey = keyof typeof notificationsMessages.en;
