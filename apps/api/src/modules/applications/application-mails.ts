import type { ApplicationStatus } from '@volunteerly/contracts/applications';
import type { UserLocale } from '@volunteerly/contracts/users';
import { sitePaths } from '@volunteerly/site/site-paths';
import { translate } from '../../platform/i18n/api-messages.ts';
import type { MailContactPerson } from '../mail/mail-branding.ts';
import { siteLink } from '../mail/mail-site.ts';
import type { TenantScope } from '../../platform/database/tenant-scope.ts';
import type { NotifyContext } from '../notifications/notify-context.ts';
import { notify } from '../notifications/notify.ts';
import type { UserRow } from '../users/users.schema.ts';
import type { Applicant } from './applications.repository.ts';

// The notifications applications cause (in the app and by mail), each queued by `notify` in the
// transaction of the change that caused it, in the recipient's language.

/** Someone on the organisation side who hears of applications. */
export interface OrganizationRecipient {
  /** Null for the vacancy's contact address, which belongs to no account. */
  userId: number | null;
  email: string;
  name: string;
  locale: UserLocale;
}

/** What every application mail names. */
export interface ApplicationMailSubject {
  tenantId: number;
  applicationId: number;
  vacancyTitle: string;
  /**
   * Whom the applicant's mails say to ask (issue 31 §5): the vacancy's contact, else its
   * organisation's; undefined for the centre's. The organisation side asks its centre.
   */
  questionsTo?: MailContactPerson | undefined;
}

/**
 * The organisation's admins plus the vacancy's contact address (in Dutch,
 * the platform's language, as it belongs to no account), each address once.
 */
export function organizationRecipients(
  admins: UserRow[],
  contact: { email: string | null; name: string | null } | undefined,
): OrganizationRecipient[] {
  const recipients: OrganizationRecipient[] = admins.map((admin) => ({
    userId: admin.id,
    email: admin.email,
    name: admin.firstName || admin.email,
    locale: admin.locale,
  }));
  const contactEmail = contact?.email?.trim().toLowerCase();
  if (contactEmail && !recipients.some((recipient) => recipient.email === contactEmail)) {
    recipients.push({ userId: null, email: contactEmail, name: contact?.name || contactEmail, locale: 'nl' });
  }
  return recipients;
}

/** An applicant with their account, if they have one (a guest has none). */
export type ApplicantRecipient = Applicant & { userId: number | null };

/** 'New application' to the organisation side, with a link to the application. */
export async function notifyNewApplication(
  scope: TenantScope,
  context: NotifyContext,
  subject: ApplicationMailSubject,
  recipients: OrganizationRecipient[],
  applicantName: string,
): Promise<void> {
  const path = sitePaths.application(subject.applicationId);
  for (const recipient of recipients) {
    await notify(scope, context, {
      event: 'application_new',
      subject: { type: 'application', id: subject.applicationId },
      recipient,
      values: {
        name: recipient.name,
        appName: context.appName,
        vacancy: subject.vacancyTitle,
        applicant: applicantName,
        link: siteLink(context.site, path),
      },
      path,
    });
  }
}

/** 'We received your application' to a signed-in applicant. */
export async function notifyApplicationReceived(
  scope: TenantScope,
  context: NotifyContext,
  subject: ApplicationMailSubject,
  applicant: ApplicantRecipient,
): Promise<void> {
  const path = sitePaths.application(subject.applicationId);
  await notify(scope, context, {
    event: 'application_received',
    questionsTo: subject.questionsTo,
    subject: { type: 'application', id: subject.applicationId },
    recipient: applicant,
    values: {
      name: applicant.name,
      appName: context.appName,
      vacancy: subject.vacancyTitle,
      link: siteLink(context.site, path),
    },
    path,
  });
}

/**
 * The guest's link to confirm their application: the token is made when the mail is sent and only
 * ever exists in this mail (issue 29, hole 4).
 */
export async function notifyGuestConfirmation(
  scope: TenantScope,
  context: NotifyContext,
  subject: ApplicationMailSubject,
  applicant: Applicant,
): Promise<void> {
  await notify(scope, context, {
    event: 'application_guest_confirmation',
    questionsTo: subject.questionsTo,
    subject: { type: 'application', id: subject.applicationId },
    recipient: { userId: null, email: applicant.email, locale: applicant.locale },
    values: {
      name: applicant.name,
      appName: context.appName,
      vacancy: subject.vacancyTitle,
    },
    secretLinks: { link: { kind: 'application_confirmation', subjectId: subject.applicationId } },
  });
}

/**
 * The organisation's decision to the applicant: the status in words and the
 * note, if any. Guests cannot sign in, so their mail has no link.
 */
export async function notifyStatusChanged(
  scope: TenantScope,
  context: NotifyContext,
  subject: ApplicationMailSubject,
  applicant: ApplicantRecipient,
  change: { status: ApplicationStatus; note: string | null },
): Promise<void> {
  const path = sitePaths.application(subject.applicationId);
  const valuesIn = (locale: UserLocale) => ({
    name: applicant.name,
    appName: context.appName,
    vacancy: subject.vacancyTitle,
    status: translate(locale, `applications.status_word.${change.status}`),
    note: change.note ? translate(locale, 'applications.mail.note', { note: change.note }) : '',
    link: applicant.isGuest ? '' : siteLink(context.site, path),
  });
  await notify(scope, context, {
    event: 'application_status_changed',
    questionsTo: subject.questionsTo,
    subject: { type: 'application', id: subject.applicationId },
    recipient: applicant.isGuest ? { ...applicant, userId: null } : applicant,
    values: valuesIn(applicant.locale),
    valuesIn,
    ...(applicant.isGuest ? {} : { path }),
  });
}

/** 'An applicant withdrew' to the organisation side. */
export async function notifyWithdrawal(
  scope: TenantScope,
  context: NotifyContext,
  subject: ApplicationMailSubject,
  recipients: OrganizationRecipient[],
  applicantName: string,
): Promise<void> {
  const path = sitePaths.application(subject.applicationId);
  for (const recipient of recipients) {
    await notify(scope, context, {
      event: 'application_withdrawn',
      subject: { type: 'application', id: subject.applicationId },
      recipient,
      values: {
        name: recipient.name,
        appName: context.appName,
        vacancy: subject.vacancyTitle,
        applicant: applicantName,
        link: siteLink(context.site, path),
      },
      path,
    });
  }
}
