import type { UserLocale } from '@volunteerly/contracts/users';

/** The mails the product sends; each takes these values. */
export interface MailTemplateValues {
  confirmation: { name: string; appName: string; link: string };
  reset_password: { name: string; appName: string; link: string };
  invitation: { name: string; appName: string; link: string; invitedBy: string };
  email_change: { name: string; appName: string; link: string; newEmail: string };
  password_changed: { name: string; appName: string };
  sign_in_locked: { name: string; appName: string; minutes: string; link: string };
  organization_approved: { name: string; appName: string; organization: string; link: string };
  organization_denied: { name: string; appName: string; organization: string; reason: string; link: string };
  organization_signed_up: { name: string; appName: string; organization: string; link: string };
  organization_invitation: { name: string; appName: string; organization: string; invitedBy: string; link: string };
  application_received: { name: string; appName: string; vacancy: string; link: string };
  application_new: { name: string; appName: string; vacancy: string; applicant: string; link: string };
  application_guest_confirmation: { name: string; appName: string; vacancy: string; link: string };
  /** `note` is a whole sentence or ''; `link` is '' for guests (they cannot sign in). */
  application_status_changed: {
    name: string;
    appName: string;
    vacancy: string;
    status: string;
    note: string;
    link: string;
  };
  application_withdrawn: { name: string; appName: string; vacancy: string; applicant: string; link: string };
}

export type MailTemplateName = keyof MailTemplateValues;

/** One template in one language: a subject and paragraphs; `{link}` paragraphs become buttons in HTML. */
interface TemplateText {
  subject: string;
  paragraphs: string[];
  /** The label of the call-to-action button for the link, when the mail has one. */
  action?: string;
}

// Kept here as data so the later, editable notification templates can replace
// this table without touching the callers (they only call renderMail).
export const mailTemplates: { [Name in MailTemplateName]: Record<UserLocale, TemplateText> } = {
  confirmation: {
    nl: {
      subject: 'Bevestig je e-mailadres voor {appName}',
      paragraphs: ['Hallo {name},', 'Welkom bij {appName}! Bevestig je e-mailadres om je account te activeren.'],
      action: 'E-mailadres bevestigen',
    },
    en: {
      subject: 'Confirm your e-mail address for {appName}',
      paragraphs: ['Hello {name},', 'Welcome to {appName}! Confirm your e-mail address to activate your account.'],
      action: 'Confirm e-mail address',
    },
  },
  reset_password: {
    nl: {
      subject: 'Nieuw wachtwoord instellen voor {appName}',
      paragraphs: [
        'Hallo {name},',
        'Iemand vroeg een nieuw wachtwoord aan voor je account. Was jij dat? Stel dan binnen 6 uur een nieuw wachtwoord in.',
        'Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren; je wachtwoord blijft hetzelfde.',
      ],
      action: 'Nieuw wachtwoord instellen',
    },
    en: {
      subject: 'Set a new password for {appName}',
      paragraphs: [
        'Hello {name},',
        'Someone asked for a new password for your account. Was it you? Then set a new password within 6 hours.',
        "Didn't ask for this? Then ignore this e-mail; your password stays the same.",
      ],
      action: 'Set a new password',
    },
  },
  invitation: {
    nl: {
      subject: 'Je bent uitgenodigd voor {appName}',
      paragraphs: [
        'Hallo {name},',
        '{invitedBy} heeft een account voor je aangemaakt bij {appName}. Kies binnen 7 dagen een wachtwoord om het te gebruiken.',
      ],
      action: 'Wachtwoord kiezen',
    },
    en: {
      subject: "You've been invited to {appName}",
      paragraphs: [
        'Hello {name},',
        '{invitedBy} created an account for you at {appName}. Choose a password within 7 days to start using it.',
      ],
      action: 'Choose a password',
    },
  },
  email_change: {
    nl: {
      subject: 'Bevestig je nieuwe e-mailadres voor {appName}',
      paragraphs: [
        'Hallo {name},',
        'Je wilt voortaan {newEmail} gebruiken voor {appName}. Bevestig dit adres; tot dan blijft je oude adres in gebruik.',
      ],
      action: 'Nieuw e-mailadres bevestigen',
    },
    en: {
      subject: 'Confirm your new e-mail address for {appName}',
      paragraphs: [
        'Hello {name},',
        'You want to use {newEmail} for {appName} from now on. Confirm this address; until then your old address stays in use.',
      ],
      action: 'Confirm new e-mail address',
    },
  },
  password_changed: {
    nl: {
      subject: 'Je wachtwoord voor {appName} is gewijzigd',
      paragraphs: [
        'Hallo {name},',
        'Je wachtwoord is zojuist gewijzigd en je bent op je andere apparaten uitgelogd.',
        'Was jij dit niet? Vraag dan meteen een nieuw wachtwoord aan en neem contact op met de beheerder van de website.',
      ],
    },
    en: {
      subject: 'Your password for {appName} was changed',
      paragraphs: [
        'Hello {name},',
        'Your password was just changed and your other devices were signed out.',
        "Wasn't this you? Ask for a new password right away and contact the website's administrator.",
      ],
    },
  },
  sign_in_locked: {
    nl: {
      subject: 'Inloggen op {appName} tijdelijk geblokkeerd vanaf één adres',
      paragraphs: [
        'Hallo {name},',
        'Iemand heeft vanaf één internetadres te vaak een verkeerd wachtwoord voor je account geprobeerd. Vanaf dat adres kan de komende {minutes} minuten niet worden ingelogd op je account; vanaf andere adressen kun je gewoon inloggen met je wachtwoord.',
        'Was jij dit niet? Stel dan een nieuw wachtwoord in; daarmee log je ook overal uit.',
      ],
      action: 'Nieuw wachtwoord aanvragen',
    },
    en: {
      subject: 'Signing in to {appName} temporarily blocked from one address',
      paragraphs: [
        'Hello {name},',
        'Someone tried a wrong password for your account too often from one internet address. For the next {minutes} minutes your account cannot be signed in to from that address; from anywhere else you can sign in with your password as usual.',
        "Wasn't this you? Then set a new password; that also signs you out everywhere.",
      ],
      action: 'Ask for a new password',
    },
  },
  organization_approved: {
    nl: {
      subject: '{organization} is goedgekeurd op {appName}',
      paragraphs: [
        'Hallo {name},',
        'Goed nieuws: {organization} is goedgekeurd. Je kunt nu inloggen, het profiel van je organisatie aanvullen en vacatures plaatsen.',
      ],
      action: 'Naar mijn organisatie',
    },
    en: {
      subject: '{organization} has been approved on {appName}',
      paragraphs: [
        'Hello {name},',
        'Good news: {organization} has been approved. You can now sign in, complete your organisation profile and publish vacancies.',
      ],
      action: 'Go to my organisation',
    },
  },
  organization_denied: {
    nl: {
      subject: 'De registratie van {organization} op {appName} is afgewezen',
      paragraphs: [
        'Hallo {name},',
        'Het vrijwilligerscentrum heeft de registratie van {organization} afgewezen. De reden:',
        '{reason}',
        'Pas de gegevens van je organisatie aan en dien de registratie opnieuw in, of neem contact op met het vrijwilligerscentrum.',
      ],
      action: 'Gegevens aanpassen',
    },
    en: {
      subject: 'The registration of {organization} on {appName} was declined',
      paragraphs: [
        'Hello {name},',
        'The volunteer centre declined the registration of {organization}. The reason:',
        '{reason}',
        'Update your organisation details and submit it again, or contact the volunteer centre.',
      ],
      action: 'Update details',
    },
  },
  organization_signed_up: {
    nl: {
      subject: 'Nieuwe registratie op {appName}: {organization}',
      paragraphs: ['Hallo {name},', '{organization} heeft zich geregistreerd en wacht op je goedkeuring.'],
      action: 'Registraties bekijken',
    },
    en: {
      subject: 'New registration on {appName}: {organization}',
      paragraphs: ['Hello {name},', '{organization} has registered and is waiting for your approval.'],
      action: 'Review registrations',
    },
  },
  organization_invitation: {
    nl: {
      subject: 'Uitnodiging: beheer {organization} op {appName}',
      paragraphs: [
        'Hallo {name},',
        '{invitedBy} nodigt je uit om beheerder van {organization} te worden op {appName}. Je wordt pas beheerder als je de uitnodiging aanneemt.',
        'De uitnodiging is 14 dagen geldig. Verwachtte je deze e-mail niet? Dan kun je de uitnodiging afslaan of deze e-mail negeren.',
      ],
      action: 'Uitnodiging bekijken',
    },
    en: {
      subject: 'Invitation: manage {organization} on {appName}',
      paragraphs: [
        'Hello {name},',
        '{invitedBy} invites you to become an administrator of {organization} on {appName}. You only become an administrator once you accept.',
        "The invitation is valid for 14 days. Weren't expecting this e-mail? Then decline the invitation or ignore this e-mail.",
      ],
      action: 'View invitation',
    },
  },
  application_received: {
    nl: {
      subject: 'We hebben je aanmelding voor {vacancy} ontvangen',
      paragraphs: [
        'Hallo {name},',
        'Bedankt voor je aanmelding voor {vacancy} via {appName}. De organisatie bekijkt je aanmelding en neemt contact met je op.',
      ],
      action: 'Mijn aanmelding bekijken',
    },
    en: {
      subject: 'We received your application for {vacancy}',
      paragraphs: [
        'Hello {name},',
        'Thank you for applying for {vacancy} through {appName}. The organisation will look at your application and contact you.',
      ],
      action: 'View my application',
    },
  },
  application_new: {
    nl: {
      subject: 'Nieuwe aanmelding voor {vacancy}',
      paragraphs: ['Hallo {name},', '{applicant} heeft zich via {appName} aangemeld voor {vacancy}.'],
      action: 'Aanmelding bekijken',
    },
    en: {
      subject: 'New application for {vacancy}',
      paragraphs: ['Hello {name},', '{applicant} applied for {vacancy} through {appName}.'],
      action: 'View application',
    },
  },
  application_guest_confirmation: {
    nl: {
      subject: 'Bevestig je aanmelding voor {vacancy}',
      paragraphs: [
        'Hallo {name},',
        'Je hebt je via {appName} aangemeld voor {vacancy}. Bevestig je aanmelding: pas dan ziet de organisatie hem.',
        'Heb je je niet aangemeld? Dan kun je deze e-mail negeren.',
      ],
      action: 'Aanmelding bevestigen',
    },
    en: {
      subject: 'Confirm your application for {vacancy}',
      paragraphs: [
        'Hello {name},',
        'You applied for {vacancy} through {appName}. Confirm your application; only then will the organisation see it.',
        "Didn't apply? Then ignore this e-mail.",
      ],
      action: 'Confirm application',
    },
  },
  application_status_changed: {
    nl: {
      subject: 'Je aanmelding voor {vacancy} is {status}',
      paragraphs: ['Hallo {name},', 'De status van je aanmelding voor {vacancy} is nu: {status}.', '{note}'],
      action: 'Mijn aanmelding bekijken',
    },
    en: {
      subject: 'Your application for {vacancy} is {status}',
      paragraphs: ['Hello {name},', 'The status of your application for {vacancy} is now: {status}.', '{note}'],
      action: 'View my application',
    },
  },
  application_withdrawn: {
    nl: {
      subject: '{applicant} heeft de aanmelding voor {vacancy} ingetrokken',
      paragraphs: ['Hallo {name},', '{applicant} heeft de aanmelding voor {vacancy} op {appName} ingetrokken.'],
      action: 'Aanmelding bekijken',
    },
    en: {
      subject: '{applicant} withdrew the application for {vacancy}',
      paragraphs: ['Hello {name},', '{applicant} withdrew the application for {vacancy} on {appName}.'],
      action: 'View application',
    },
  },
};
