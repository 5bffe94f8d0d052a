import { defineApiMessages } from '../../platform/i18n/api-messages.ts';

/** Texts of sign-in, sign-out, sessions and passwords (devise_token_auth's English, and Dutch). */
export const authMessages = defineApiMessages(
  {
    'auth.errors.invalid_credentials': 'Invalid login credentials. Please try again.',
    'auth.errors.wrong_center': 'wrong center: this account is registered with another partner in the collaboration.',
    'auth.errors.unconfirmed': 'You have to confirm your email address before continuing.',
    'auth.errors.invited': 'Your account is not active yet. Use the link in your invitation e-mail to set a password.',
    'auth.errors.inactive': 'Your account is inactive. Please contact the administrator of this website.',
    'auth.errors.archived': 'Your account has been archived. Please contact the administrator of this website.',
    'auth.errors.locked': 'Too many failed sign-in attempts. Try again in {minutes} minutes.',
    'auth.errors.not_signed_in': 'User was not found or was not logged in.',
    'auth.errors.missing_reset_credentials':
      'You must provide either the uid, client and accessToken or the resetPasswordToken',
    'auth.errors.reset_password_token_invalid':
      'This link to set a password is invalid or has expired. Ask for a new one.',
    'auth.errors.confirmation_token_invalid':
      'This confirmation link is invalid, has expired or was already used. Ask for a new one.',
    'auth.password.too_short': 'The password is too short: use at least {min} characters.',
    'auth.password.too_long': 'The password is too long: use at most {max} characters.',
    'auth.password.too_common': 'This password is too common. Choose one that is harder to guess.',
    'auth.password.contains_email': 'The password must not contain your e-mail address.',
    'auth.password.confirmation_mismatch': "The passwords don't match.",
    'auth.password.current_invalid': 'The current password is not correct.',
    'auth.email.taken': 'There is already an account with this e-mail address.',
    'auth.email.unchanged': 'This is already your e-mail address.',
    'auth.redirect_url.invalid': 'This address is not part of this website.',
    'auth.messages.reset_requested':
      'If your e-mail address exists in our database, you will receive a link to set a new password within a few minutes.',
    'auth.messages.password_updated': 'Your password has been changed.',
  },
  {
    'auth.errors.invalid_credentials': 'Ongeldige inloggegevens. Probeer het opnieuw.',
    'auth.errors.wrong_center':
      'wrong center: dit account is geregistreerd bij een andere partner in het samenwerkingsverband.',
    'auth.errors.unconfirmed': 'Je moet eerst je e-mailadres bevestigen voordat je verder kunt.',
    'auth.errors.invited':
      'Je account is nog niet actief. Gebruik de link in je uitnodigingsmail om een wachtwoord in te stellen.',
    'auth.errors.inactive': 'Je account is niet actief. Neem contact op met de beheerder van deze website.',
    'auth.errors.archived': 'Je account is gearchiveerd. Neem contact op met de beheerder van deze website.',
    'auth.errors.locked': 'Te veel mislukte inlogpogingen. Probeer het over {minutes} minuten opnieuw.',
    'auth.errors.not_signed_in': 'Gebruiker niet gevonden of niet ingelogd.',
    'auth.errors.missing_reset_credentials': 'Geef de uid, client en accessToken op, of het resetPasswordToken',
    'auth.errors.reset_password_token_invalid':
      'Deze link om een wachtwoord in te stellen is ongeldig of verlopen. Vraag een nieuwe aan.',
    'auth.errors.confirmation_token_invalid':
      'Deze bevestigingslink is ongeldig, verlopen of al gebruikt. Vraag een nieuwe aan.',
    'auth.password.too_short': 'Het wachtwoord is te kort: gebruik minstens {min} tekens.',
    'auth.password.too_long': 'Het wachtwoord is te lang: gebruik hoogstens {max} tekens.',
    'auth.password.too_common': 'Dit wachtwoord komt te vaak voor. Kies er een dat moeilijker te raden is.',
    'auth.password.contains_email': 'Het wachtwoord mag je e-mailadres niet bevatten.',
    'auth.password.confirmation_mismatch': 'De wachtwoorden zijn niet gelijk.',
    'auth.password.current_invalid': 'Het huidige wachtwoord klopt niet.',
    'auth.email.taken': 'Er bestaat al een account met dit e-mailadres.',
    'auth.email.unchanged': 'Dit is al je e-mailadres.',
    'auth.redirect_url.invalid': 'Dit adres hoort niet bij deze website.',
    'auth.messages.reset_requested':
      'Als je e-mailadres bij ons bekend is, ontvang je binnen een paar minuten een link om een nieuw wachtwoord in te stellen.',
    'auth.messages.password_updated': 'Je wachtwoord is gewijzigd.',
  },
);

/** A key of the auth module's messages. */
export type AuthMessageKey = keyof typeof authMessages.en;
