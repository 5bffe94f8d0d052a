import type { NotificationEvent } from './notification-events.ts';
import { shippedMail, type ShippedNotificationTemplate } from './notification-templates-shipped.ts';
import type { UserLocale } from './users.ts';

/** The shipped account and invitation templates, in Dutch and English (the mails' texts before issue 15, in Liquid). */
export const accountNotificationTemplates = {
  confirmation: {
    nl: shippedMail({
      subject: 'Bevestig je e-mailadres voor {{ appName }}',
      paragraphs: [
        'Hallo {{ name }},',
        'Welkom bij {{ appName }}! Bevestig je e-mailadres om je account te activeren.',
      ],
      action: 'E-mailadres bevestigen',
      reason: 'Je krijgt deze e-mail omdat met dit e-mailadres een account is aangemaakt bij {{ appName }}.',
      inAppText: 'Bevestig je e-mailadres voor {{ appName }}.',
    }),
    en: shippedMail({
      subject: 'Confirm your e-mail address for {{ appName }}',
      paragraphs: [
        'Hello {{ name }},',
        'Welcome to {{ appName }}! Confirm your e-mail address to activate your account.',
      ],
      action: 'Confirm e-mail address',
      reason: "You're getting this e-mail because an account was created with this address at {{ appName }}.",
      inAppText: 'Confirm your e-mail address for {{ appName }}.',
    }),
  },
  reset_password: {
    nl: shippedMail({
      subject: 'Nieuw wachtwoord instellen voor {{ appName }}',
      paragraphs: [
        'Hallo {{ name }},',
        'Iemand vroeg een nieuw wachtwoord aan voor je account. Was jij dat? Stel dan binnen 6 uur een nieuw wachtwoord in.',
        'Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.',
      ],
      action: 'Nieuw wachtwoord instellen',
      reason: 'Je krijgt deze e-mail omdat er een nieuw wachtwoord is aangevraagd voor je account bij {{ appName }}.',
      inAppText: 'Er is een nieuw wachtwoord aangevraagd voor je account.',
    }),
    en: shippedMail({
      subject: 'Set a new password for {{ appName }}',
      paragraphs: [
        'Hello {{ name }},',
        'Someone asked for a new password for your account. Was it you? Then set a new password within 6 hours.',
        "Didn't ask for this? Then ignore this e-mail; your password stays the same.",
      ],
      action: 'Set a new password',
      reason: "You're getting this e-mail because a new password was asked for your account at {{ appName }}.",
      inAppText: 'A new password was asked for your account.',
    }),
  },
  invitation: {
    nl: shippedMail({
      subject: 'Je bent uitgenodigd voor {{ appName }}',
      paragraphs: [
        'Hallo {{ name }},',
        '{{ invitedBy }} heeft een account voor je aangemaakt bij {{ appName }}. Kies binnen 7 dagen een wachtwoord om het te gebruiken.',
      ],
      action: 'Wachtwoord kiezen',
      reason: 'Je krijgt deze e-mail omdat {{ invitedBy }} je heeft uitgenodigd voor {{ appName }}.',
      inAppText: '{{ invitedBy }} heeft je uitgenodigd voor {{ appName }}.',
    }),
    en: shippedMail({
      subject: "You've been invited to {{ appName }}",
      paragraphs: [
        'Hello {{ name }},',
        '{{ invitedBy }} created an account for you at {{ appName }}. Choose a password within 7 days to start using it.',
      ],
      action: 'Choose a password',
      reason: "You're getting this e-mail because {{ invitedBy }} invited you to {{ appName }}.",
      inAppText: '{{ invitedBy }} invited you to {{ appName }}.',
    }),
  },
  email_change: {
    nl: shippedMail({
      subject: 'Bevestig je nieuwe e-mailadres voor {{ appName }}',
      paragraphs: [
        'Hallo {{ name }},',
        'Je wilt voortaan {{ newEmail }} gebruiken voor {{ appName }}. Bevestig dit adres; tot dan blijft je oude adres in gebruik.',
      ],
      action: 'Nieuw e-mailadres bevestigen',
      reason:
        'Je krijgt deze e-mail omdat dit e-mailadres is opgegeven als nieuw adres voor een account bij {{ appName }}.',
      inAppText: 'Bevestig je nieuwe e-mailadres {{ newEmail }}.',
    }),
    en: shippedMail({
      subject: 'Confirm your new e-mail address for {{ appName }}',
      paragraphs: [
        'Hello {{ name }},',
        'You want to use {{ newEmail }} for {{ appName }} from now on. Confirm this address; until then your old address stays in use.',
      ],
      action: 'Confirm new e-mail address',
      reason:
        "You're getting this e-mail because this address was given as the new address of an account at {{ appName }}.",
      inAppText: 'Confirm your new e-mail address {{ newEmail }}.',
    }),
  },
  password_changed: {
    nl: shippedMail({
      subject: 'Je wachtwoord voor {{ appName }} is gewijzigd',
      paragraphs: [
        'Hallo {{ name }},',
        'Je wachtwoord is zojuist gewijzigd en je bent op je andere apparaten uitgelogd.',
        'Was jij dit niet? Vraag dan meteen een nieuw wachtwoord aan en neem contact op met de beheerder van de website.',
      ],
      reason: 'Je krijgt deze e-mail omdat het wachtwoord van je account bij {{ appName }} is gewijzigd.',
      inAppText: 'Je wachtwoord is gewijzigd.',
    }),
    en: shippedMail({
      subject: 'Your password for {{ appName }} was changed',
      paragraphs: [
        'Hello {{ name }},',
        'Your password was just changed and your other devices were signed out.',
        "Wasn't this you? Ask for a new password right away and contact the website's administrator.",
      ],
      reason: "You're getting this e-mail because the password of your account at {{ appName }} was changed.",
      inAppText: 'Your password was changed.',
    }),
  },
  sign_in_locked: {
    nl: shippedMail({
      subject: 'Inloggen op {{ appName }} tijdelijk geblokkeerd vanaf één adres',
      paragraphs: [
        'Hallo {{ name }},',
        'Iemand heeft vanaf één internetadres te vaak een verkeerd wachtwoord voor je account geprobeerd. Vanaf dat adres kan de komende {{ minutes }} minuten niet worden ingelogd op je account; vanaf andere adressen kun je gewoon inloggen met je wachtwoord.',
        'Was jij dit niet? Stel dan een nieuw wachtwoord in; daarmee log je ook overal uit.',
      ],
      action: 'Nieuw wachtwoord aanvragen',
      reason: 'Je krijgt deze e-mail omdat we je account bij {{ appName }} beschermen tegen inlogpogingen van anderen.',
      inAppText: 'Inloggen op je account is {{ minutes }} minuten geblokkeerd vanaf één adres.',
    }),
    en: shippedMail({
      subject: 'Signing in to {{ appName }} temporarily blocked from one address',
      paragraphs: [
        'Hello {{ name }},',
        'Someone tried a wrong password for your account too often from one internet address. For the next {{ minutes }} minutes your account cannot be signed in to from that address; from anywhere else you can sign in with your password as usual.',
        "Wasn't this you? Then set a new password; that also signs you out everywhere.",
      ],
      action: 'Ask for a new password',
      reason:
        "You're getting this e-mail because we protect your account at {{ appName }} from sign-in attempts by others.",
      inAppText: 'Signing in to your account is blocked from one address for {{ minutes }} minutes.',
    }),
  },
  email_change_address_taken: {
    nl: shippedMail({
      subject: 'Iemand probeerde je e-mailadres te gebruiken op {{ appName }}',
      paragraphs: [
        'Hallo {{ name }},',
        'Iemand probeerde dit e-mailadres te gebruiken voor een ander account op {{ appName }}. Dat kan niet: het hoort bij jouw account, en daar is niets aan veranderd.',
        'Was jij dit? Log dan in met dit e-mailadres, of stel een nieuw wachtwoord in als je het niet meer weet. Was jij het niet? Dan hoef je niets te doen.',
      ],
      action: 'Inloggen',
      reason:
        'Je krijgt deze e-mail omdat iemand dit e-mailadres opgaf als nieuw adres voor een ander account bij {{ appName }}.',
      inAppText: 'Iemand probeerde je e-mailadres te gebruiken voor een ander account.',
    }),
    en: shippedMail({
      subject: 'Someone tried to use your e-mail address on {{ appName }}',
      paragraphs: [
        'Hello {{ name }},',
        'Someone tried to use this e-mail address for another account on {{ appName }}. That is not possible: it belongs to your account, and nothing about it has changed.',
        "Was it you? Then sign in with this address, or set a new password if you no longer know it. Wasn't it you? Then there is nothing you need to do.",
      ],
      action: 'Sign in',
      reason:
        "You're getting this e-mail because someone gave this address as the new address of another account at {{ appName }}.",
      inAppText: 'Someone tried to use your e-mail address for another account.',
    }),
  },
  organization_invitation: {
    nl: shippedMail({
      subject: 'Uitnodiging: beheer {{ organization }} op {{ appName }}',
      paragraphs: [
        'Hallo {{ name }},',
        '{{ invitedBy }} nodigt je uit om beheerder van {{ organization }} te worden op {{ appName }}. Je wordt pas beheerder als je de uitnodiging aanneemt.',
        'De uitnodiging is 14 dagen geldig. Verwachtte je deze e-mail niet? Dan kun je de uitnodiging afslaan of deze e-mail negeren.',
      ],
      action: 'Uitnodiging bekijken',
      reason: 'Je krijgt deze e-mail omdat {{ invitedBy }} je heeft uitgenodigd om {{ organization }} te beheren.',
      inAppText: '{{ invitedBy }} nodigt je uit om {{ organization }} te beheren.',
    }),
    en: shippedMail({
      subject: 'Invitation: manage {{ organization }} on {{ appName }}',
      paragraphs: [
        'Hello {{ name }},',
        '{{ invitedBy }} invites you to become an administrator of {{ organization }} on {{ appName }}. You only become an administrator once you accept.',
        "The invitation is valid for 14 days. Weren't expecting this e-mail? Then decline the invitation or ignore this e-mail.",
      ],
      action: 'View invitation',
      reason: "You're getting this e-mail because {{ invitedBy }} invited you to manage {{ organization }}.",
      inAppText: '{{ invitedBy }} invites you to manage {{ organization }}.',
    }),
  },
} satisfies Partial<Record<NotificationEvent, Record<UserLocale, ShippedNotificationTemplate>>>;
