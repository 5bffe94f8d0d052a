import { defineApiMessages } from '../../platform/i18n/api-messages.ts';

/** Texts of conversations and replies (English, and Dutch). */
export const conversationsMessages = defineApiMessages(
  {
    'conversations.errors.not_found': 'Conversation not found.',
    'conversations.errors.forbidden': 'You may not do this in this conversation.',
    'conversations.errors.application_not_found': 'Application not found.',
    'conversations.errors.organization_not_found': 'Organisation not found.',
    'conversations.errors.start_forbidden': 'Only the volunteer and the organisation can start this conversation.',
    'conversations.errors.guest_application':
      'This application was sent without an account, so there is nobody to talk to here. Reply by e-mail instead.',
    'conversations.errors.closed': 'This conversation is closed: no new messages can be sent.',
    'conversations.errors.blocked': 'This conversation is blocked: no new messages can be sent.',
    'conversations.errors.already_closed': 'This conversation is already closed.',
    'conversations.errors.attachment_unknown': 'One of the attachments is not a file you uploaded.',
    'conversations.body.empty': 'Write a message first.',
    'conversations.body.too_long': 'A message has at most {maximum} characters.',
    'conversations.subject.empty': 'Give the conversation a subject.',
    'conversations.reason.empty': 'Say briefly what is wrong.',
  },
  {
    'conversations.errors.not_found': 'Gesprek niet gevonden.',
    'conversations.errors.forbidden': 'Dit mag je niet doen in dit gesprek.',
    'conversations.errors.application_not_found': 'Aanmelding niet gevonden.',
    'conversations.errors.organization_not_found': 'Organisatie niet gevonden.',
    'conversations.errors.start_forbidden': 'Alleen de vrijwilliger en de organisatie kunnen dit gesprek beginnen.',
    'conversations.errors.guest_application':
      'Deze aanmelding is zonder account verstuurd, dus hier is niemand om mee te praten. Antwoord per e-mail.',
    'conversations.errors.closed': 'Dit gesprek is gesloten: er kunnen geen nieuwe berichten bij.',
    'conversations.errors.blocked': 'Dit gesprek is geblokkeerd: er kunnen geen nieuwe berichten bij.',
    'conversations.errors.already_closed': 'Dit gesprek is al gesloten.',
    'conversations.errors.attachment_unknown': 'Een van de bijlagen is geen bestand dat jij hebt geüpload.',
    'conversations.body.empty': 'Schrijf eerst een bericht.',
    'conversations.body.too_long': 'Een bericht heeft hoogstens {maximum} tekens.',
    'conversations.subject.empty': 'Geef het gesprek een onderwerp.',
    'conversations.reason.empty': 'Zeg kort wat er mis is.',
  },
);

/** A key of the conversations' messages. */
export type ConversationsMessageKey = keyof typeof conversationsMessages.en;
