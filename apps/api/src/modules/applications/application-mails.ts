import type { ApplicationStatus } from '@volunteerly/contracts/applications';
import type { UserLocale } from '@volunteerly/contracts/users';
import { translate } from '../../platform/i18n/api-messages.ts';
import { deliverMail } from '../mail/deliver-mail.ts';
import { tenantLink } from '../mail/tenant-links.ts';
import type { PendingMail } from '../users/account-tokens.service.ts';
import type { UserRow } from '../users/users.schema.ts';
import type { Applicant } from './applications.repository.ts';

// The mails applications cause. Each is a closure sent after the transaction
// that caused it has committed, in the recipient's language.

/** Someone on the organisation side who hears of applications. */
export interface OrganizationRecipient {
  email: string;
  name: string;
  locale: UserLocale;
}

/** What every application mail names. */
export interface ApplicationMailSubject {
  tenantId: number;
  applicationId: number;
  vacancyTitle: string;
}

/** The web app's page of one application. */
export function applicationPath(applicationId: number): string {
  return `/applications/${applicationId}`;
}

/**
 * The organisation's admins plus the vacancy's contact address (in Dutch,
 * the platform's language, as it belongs to no account), each address once.
 */
export function organizationRecipients(
  admins: UserRow[],
  contact: { email: string | null; name: string | null } | undefined,
): OrganizationRecipient[] {
  const recipients = admins.map((admin) => ({
    email: admin.email,
    name: admin.firstName || admin.email,
    locale: admin.locale,
  }));
  const contactEmail = contact?.email?.trim().toLowerCase();
  if (contactEmail && !recipients.some((recipient) => recipient.email === contactEmail)) {
    recipients.push({ email: contactEmail, name: contact?.name || contactEmail, locale: 'nl' });
  }
  return recipients;
}

/** 'New application' to the organisation side, with a link to the application. */
export function newApplicationMails(
  subject: ApplicationMailSubject,
  recipients: OrganizationRecipient[],
  applicantName: string,
): PendingMail[] {
  return recipients.map(
    (recipient) => (mailer, request) =>
      deliverMail(mailer, request, {
        tenantId: subject.tenantId,
        to: recipient.email,
        locale: recipient.locale,
        template: 'application_new',
        values: {
          name: recipient.name,
          appName: request.tenant.appName,
          vacancy: subject.vacancyTitle,
          applicant: applicantName,
          link: tenantLink(request, applicationPath(subject.applicationId)),
        },
      }),
  );
}

/** 'We received your application' to a signed-in applicant. */
export function applicationReceivedMail(subject: ApplicationMailSubject, applicant: Applicant): PendingMail {
  return (mailer, request) =>
    deliverMail(mailer, request, {
      tenantId: subject.tenantId,
      to: applicant.email,
      locale: applicant.locale,
      template: 'application_received',
      values: {
        name: applicant.name,
        appName: request.tenant.appName,
        vacancy: subject.vacancyTitle,
        link: tenantLink(request, applicationPath(subject.applicationId)),
      },
    });
}

/** The guest's link to confirm their application (the token only ever exists in this mail). */
export function guestConfirmationMail(
  subject: ApplicationMailSubject,
  applicant: Applicant,
  token: string,
): PendingMail {
  return (mailer, request) =>
    deliverMail(mailer, request, {
      tenantId: subject.tenantId,
      to: applicant.email,
      locale: applicant.locale,
      template: 'application_guest_confirmation',
      values: {
        name: applicant.name,
        appName: request.tenant.appName,
        vacancy: subject.vacancyTitle,
        link: tenantLink(request, '/confirm', { application_token: token }),
      },
    });
}

/**
 * The organisation's decision to the applicant: the status in words and the
 * note, if any. Guests cannot sign in, so their mail has no link.
 */
export function statusChangedMail(
  subject: ApplicationMailSubject,
  applicant: Applicant,
  change: { status: ApplicationStatus; note: string | null },
): PendingMail {
  const locale = applicant.locale;
  return (mailer, request) =>
    deliverMail(mailer, request, {
      tenantId: subject.tenantId,
      to: applicant.email,
      locale,
      template: 'application_status_changed',
      values: {
        name: applicant.name,
        appName: request.tenant.appName,
        vacancy: subject.vacancyTitle,
        status: translate(locale, `applications.status_word.${change.status}`),
        note: change.note ? translate(locale, 'applications.mail.note', { note: change.note }) : '',
        link: applicant.isGuest ? '' : tenantLink(request, applicationPath(subject.applicationId)),
      },
    });
}

/** 'An applicant withdrew' to the organisation side. */
export function withdrawnMails(
  subject: ApplicationMailSubject,
  recipients: OrganizationRecipient[],
  applicantName: string,
): PendingMail[] {
  return recipients.map(
    (recipient) => (mailer, request) =>
      deliverMail(mailer, request, {
        tenantId: subject.tenantId,
        to: recipient.email,
        locale: recipient.locale,
        template: 'application_withdrawn',
        values: {
          name: recipient.name,
          appName: request.tenant.appName,
          vacancy: subject.vacancyTitle,
          applicant: applicantName,
          link: tenantLink(request, applicationPath(subject.applicationId)),
        },
      }),
  );
}
