import { randomBytes } from 'node:crypto';
import type { UserLocale } from '@volunteerly/contracts/users';
import { sitePaths } from '@volunteerly/site/site-paths';
import type { SignedInUser } from '../../platform/auth/authentication.ts';
import { hashSecret } from '../../platform/auth/session-tokens.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { insertAuditEvent } from '../audit/audit.repository.ts';
import { findOrganizationAdmins } from '../organizations/organizations.repository.ts';
import { todayInNetherlands } from '../vacancies/vacancy-fields.ts';
import { firstReachableContact } from '../mail/mail-branding.ts';
import { siteLink } from '../mail/mail-site.ts';
import type { NotifyContext } from '../notifications/notify-context.ts';
import type { SecretLinks } from '../notifications/secret-links.ts';
import {
  notifyApplicationReceived,
  notifyGuestConfirmation,
  notifyNewApplication,
  organizationRecipients,
} from './application-mails.ts';
import {
  countAcceptedApplications,
  findOpenVacancy,
  findQuestionsContacts,
  findVacancyContact,
} from './application-vacancies.repository.ts';
import {
  answersMismatch,
  applicationDuplicate,
  confirmationTokenInvalid,
  vacancyNotFound,
} from './applications.errors.ts';
import type { ApplicationDetails } from './applications.presenter.ts';
import { findApplicationHistory, insertApplicationEvent } from './application-history.repository.ts';
import {
  findApplicationRecord,
  lockApplication,
  hasLiveApplication,
  insertApplication,
  lockApplicationByTokenHash,
  updateApplicationRow,
  type ApplicationRecord,
} from './applications.repository.ts';
import type { ApplicationRow } from './applications.schema.ts';

/** A guest's details as they apply. */
export interface GuestApplicant {
  name: string;
  email: string;
  phone: string | null;
  locale: UserLocale;
}

/** What an applicant sends. */
export interface ApplicationInput {
  vacancyId: number;
  motivation: string;
  answers: string[];
}

/** A new application, and whether it landed on the waiting list. */
export interface SubmittedApplication {
  details: ApplicationDetails;
  waitlisted: boolean;
}

/** Tells the organisation side about a (confirmed) new application. */
async function notifyOrganization(
  scope: TenantScope,
  context: NotifyContext,
  record: ApplicationRecord,
): Promise<void> {
  const { application } = record;
  // One query at a time: the transaction is one connection.
  const admins = await findOrganizationAdmins(scope, application.organizationId);
  const contact = await findVacancyContact(scope, application.vacancyId);
  await notifyNewApplication(
    scope,
    context,
    { tenantId: scope.tenantId, applicationId: application.id, vacancyTitle: record.vacancyTitle },
    organizationRecipients(admins, contact ? { email: contact.contactEmail, name: contact.contactName } : undefined),
    record.applicant.name,
  );
}

async function loadDetails(scope: TenantScope, applicationId: number): Promise<ApplicationDetails> {
  const record = await findApplicationRecord(scope, applicationId);
  if (!record) throw new Error('application vanished inside its own transaction');
  return { record, history: await findApplicationHistory(scope, applicationId), notes: [] };
}

/**
 * Applies for a published vacancy of the tenant, as the signed-in user or as
 * a guest. One live application per person per vacancy (the service checks,
 * the partial unique indexes settle races); a full vacancy puts it on the
 * waiting list. A user's application is confirmed at once and both sides hear
 * of it; a guest's waits for the mailed confirmation link, and until then the
 * organisation neither sees it nor hears of it. Everyone is told in the
 * application's own transaction.
 */
export async function submitApplication(
  database: Database,
  tenantId: number,
  applicant: { kind: 'user'; user: SignedInUser } | { kind: 'guest'; guest: GuestApplicant },
  input: ApplicationInput,
  context: NotifyContext,
): Promise<SubmittedApplication> {
  return withTenant(database, tenantId, async (scope) => {
    const vacancy = await findOpenVacancy(scope, input.vacancyId, todayInNetherlands());
    if (!vacancy) throw vacancyNotFound();
    if (input.answers.length !== vacancy.questions.length) throw answersMismatch(vacancy.questions.length);
    const person =
      applicant.kind === 'user' ? { userId: applicant.user.id } : { guestEmail: applicant.guest.email.toLowerCase() };
    if (await hasLiveApplication(scope, vacancy.id, person)) throw applicationDuplicate();
    const waitlisted = (await countAcceptedApplications(scope, vacancy.id)) >= vacancy.places;
    const values: Omit<Parameters<typeof insertApplication>[1], 'status'> = {
      vacancyId: vacancy.id,
      organizationId: vacancy.organizationId,
      motivation: input.motivation,
      answers: vacancy.questions.map((question, index) => ({ question, answer: input.answers[index] ?? '' })),
      ...(applicant.kind === 'user'
        ? { userId: applicant.user.id, confirmedAt: new Date() }
        : {
            guestName: applicant.guest.name,
            guestEmail: applicant.guest.email.toLowerCase(),
            guestPhone: applicant.guest.phone,
            guestLocale: applicant.guest.locale,
            // The mail's token is made when it is sent (issue 29, hole 4); until then none opens it.
            confirmationTokenHash: hashSecret(randomBytes(32).toString('base64url')),
          }),
    };
    const status: ApplicationRow['status'] = waitlisted ? 'waitlisted' : 'new';
    const application = await insertApplication(scope, { ...values, status });
    if (!application) throw applicationDuplicate();
    await insertApplicationEvent(scope, {
      applicationId: application.id,
      actorUserId: application.userId,
      fromStatus: null,
      toStatus: status,
    });
    // A guest's application counts once confirmed (confirmGuestApplication); a user's at once.
    if (applicant.kind === 'user') {
      await insertAuditEvent(scope, {
        action: 'application_received',
        actorUserId: applicant.user.id,
        subjectUserId: applicant.user.id,
        details: { applicationId: application.id, organizationId: vacancy.organizationId, title: vacancy.title },
      });
    }
    const details = await loadDetails(scope, application.id);
    const subject = {
      tenantId,
      applicationId: application.id,
      vacancyTitle: vacancy.title,
      questionsTo: firstReachableContact(await findQuestionsContacts(scope, vacancy.id)),
    };
    if (applicant.kind === 'guest') {
      await notifyGuestConfirmation(scope, context, subject, details.record.applicant);
    } else {
      await notifyApplicationReceived(scope, context, subject, {
        ...details.record.applicant,
        userId: details.record.application.userId,
      });
      await notifyOrganization(scope, context, details.record);
    }
    return { details, waitlisted };
  });
}

/**
 * Confirms a guest's application with the token from their mail: it becomes
 * visible to the organisation, which hears of it now. The token works once.
 */
export async function confirmGuestApplication(
  database: Database,
  tenantId: number,
  token: string,
  context: NotifyContext,
): Promise<{ vacancyId: number; vacancyTitle: string; alreadyConfirmed: boolean }> {
  return withTenant(database, tenantId, async (scope) => {
    const application = await lockApplicationByTokenHash(scope, hashSecret(token));
    if (!application) throw confirmationTokenInvalid();
    const record = await findApplicationRecord(scope, application.id);
    if (!record) throw confirmationTokenInvalid();
    // The link opened again (a double click, a mail scanner that follows links): it stays confirmed,
    // and nobody is told twice. The token is kept for this answer; it can confirm nothing else.
    const vacancy = { vacancyId: record.application.vacancyId, vacancyTitle: record.vacancyTitle };
    if (application.confirmedAt !== null) return { ...vacancy, alreadyConfirmed: true };
    await updateApplicationRow(scope, application.id, { confirmedAt: new Date() });
    await insertAuditEvent(scope, {
      action: 'application_received',
      details: {
        applicationId: application.id,
        organizationId: record.application.organizationId,
        title: record.vacancyTitle,
        name: application.guestName ?? undefined,
      },
    });
    await notifyOrganization(scope, context, record);
    return { ...vacancy, alreadyConfirmed: false };
  });
}

/**
 * Registers the issuer of a guest's confirmation link: a new token (stored as its hash) for an
 * application still waiting to be confirmed when its mail is sent; none once it is confirmed.
 */
export function registerApplicationSecretLinks(secretLinks: SecretLinks): void {
  secretLinks.register('application_confirmation', async (scope, applicationId, site) => {
    const application = await lockApplication(scope, applicationId);
    if (!application || application.confirmedAt !== null || application.status === 'withdrawn') return undefined;
    const token = randomBytes(32).toString('base64url');
    await updateApplicationRow(scope, application.id, { confirmationTokenHash: hashSecret(token) });
    return siteLink(site, sitePaths.confirm, { application_token: token });
  });
}
