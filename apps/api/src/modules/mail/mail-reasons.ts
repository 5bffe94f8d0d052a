import type { UserLocale } from '@volunteerly/contracts/users';
import type { MailTemplateName } from './mail-templates.ts';

/**
 * Why the recipient gets each mail, said in its footer (AVG: people may know why they are written
 * to). Filled with the mail's own values, like its paragraphs.
 */
export const mailReasons: { [Name in MailTemplateName]: Record<UserLocale, string> } = {
  confirmation: {
    nl: 'Je krijgt deze e-mail omdat met dit e-mailadres een account is aangemaakt bij {appName}.',
    en: "You're getting this e-mail because an account was created with this address at {appName}.",
  },
  reset_password: {
    nl: 'Je krijgt deze e-mail omdat er een nieuw wachtwoord is aangevraagd voor je account bij {appName}.',
    en: "You're getting this e-mail because a new password was asked for your account at {appName}.",
  },
  invitation: {
    nl: 'Je krijgt deze e-mail omdat {invitedBy} je heeft uitgenodigd voor {appName}.',
    en: "You're getting this e-mail because {invitedBy} invited you to {appName}.",
  },
  email_change: {
    nl: 'Je krijgt deze e-mail omdat dit e-mailadres is opgegeven als nieuw adres voor een account bij {appName}.',
    en: "You're getting this e-mail because this address was given as the new address of an account at {appName}.",
  },
  password_changed: {
    nl: 'Je krijgt deze e-mail omdat het wachtwoord van je account bij {appName} is gewijzigd.',
    en: "You're getting this e-mail because the password of your account at {appName} was changed.",
  },
  sign_in_locked: {
    nl: 'Je krijgt deze e-mail omdat we je account bij {appName} beschermen tegen inlogpogingen van anderen.',
    en: "You're getting this e-mail because we protect your account at {appName} from sign-in attempts by others.",
  },
  organization_approved: {
    nl: 'Je krijgt deze e-mail omdat je {organization} hebt geregistreerd bij {appName}.',
    en: "You're getting this e-mail because you registered {organization} at {appName}.",
  },
  organization_denied: {
    nl: 'Je krijgt deze e-mail omdat je {organization} hebt geregistreerd bij {appName}.',
    en: "You're getting this e-mail because you registered {organization} at {appName}.",
  },
  organization_signed_up: {
    nl: 'Je krijgt deze e-mail omdat je beheerder bent van het vrijwilligerscentrum van {appName}.',
    en: "You're getting this e-mail because you are an administrator of the volunteer centre of {appName}.",
  },
  organization_invitation: {
    nl: 'Je krijgt deze e-mail omdat {invitedBy} je heeft uitgenodigd om {organization} te beheren.',
    en: "You're getting this e-mail because {invitedBy} invited you to manage {organization}.",
  },
  application_received: {
    nl: 'Je krijgt deze e-mail omdat je je via {appName} hebt aangemeld voor {vacancy}.',
    en: "You're getting this e-mail because you applied for {vacancy} through {appName}.",
  },
  application_new: {
    nl: 'Je krijgt deze e-mail omdat je de aanmeldingen voor {vacancy} op {appName} behandelt.',
    en: "You're getting this e-mail because you handle the applications for {vacancy} on {appName}.",
  },
  application_guest_confirmation: {
    nl: 'Je krijgt deze e-mail omdat met dit e-mailadres een aanmelding voor {vacancy} is gedaan via {appName}.',
    en: "You're getting this e-mail because this address was used to apply for {vacancy} through {appName}.",
  },
  application_status_changed: {
    nl: 'Je krijgt deze e-mail omdat je je via {appName} hebt aangemeld voor {vacancy}.',
    en: "You're getting this e-mail because you applied for {vacancy} through {appName}.",
  },
  application_withdrawn: {
    nl: 'Je krijgt deze e-mail omdat je de aanmeldingen voor {vacancy} op {appName} behandelt.',
    en: "You're getting this e-mail because you handle the applications for {vacancy} on {appName}.",
  },
};
