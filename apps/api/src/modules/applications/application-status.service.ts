import { insertAuditEvent } from '../audit/audit.repository.ts';
import { applicationStatusTransitions, type ApplicationStatus } from '@volunteerly/contracts/applications';
import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { firstReachableContact } from '../mail/mail-branding.ts';
import { findOrganizationAdmins } from '../organizations/organizations.repository.ts';
import type { NotifyContext } from '../notifications/notify-context.ts';
import { notifyStatusChanged, notifyWithdrawal, organizationRecipients } from './application-mails.ts';
import { findQuestionsContacts } from './application-vacancies.repository.ts';
import { applicationForbidden, applicationNotFound, statusTransitionInvalid } from './applications.errors.ts';
import { applicationSubject, canMoveApplication, canShowApplication, sidesOf } from './applications.policy.ts';
import type { ApplicationDetails } from './applications.presenter.ts';
import {
  findApplicationHistory,
  findApplicationNotes,
  insertApplicationEvent,
} from './application-history.repository.ts';
import {
  findApplicationRecord,
  lockApplication,
  updateApplicationRow,
  type ApplicationRecord,
} from './applications.repository.ts';

/** Tells the other side of a move: the applicant of the organisation's decision, the organisation of a withdrawal. */
async function notifyOtherSide(
  scope: TenantScope,
  context: NotifyContext,
  record: ApplicationRecord,
  side: 'applicant' | 'organization',
  admins: Parameters<typeof organizationRecipients>[0],
  note: string | null,
): Promise<void> {
  const subject = { tenantId: scope.tenantId, applicationId: record.application.id, vacancyTitle: record.vacancyTitle };
  if (side === 'organization') {
    const applicant = { ...record.applicant, userId: record.application.userId };
    const questionsTo = firstReachableContact(await findQuestionsContacts(scope, record.application.vacancyId));
    await notifyStatusChanged(scope, context, { ...subject, questionsTo }, applicant, {
      status: record.application.status,
      note,
    });
    return;
  }
  await notifyWithdrawal(scope, context, subject, organizationRecipients(admins, undefined), record.applicant.name);
}

/**
 * PUT …/status: moves an application along the state machine of decision
 * 007 on its locked row. A move outside the machine is a 422 naming the
 * asker's possible moves; a move of the other side is a 403. Accepting is
 * allowed even when the vacancy's places are all taken: the organisation
 * decides whom it takes on (the waiting list only sorts new applications).
 * The history gets the step and its note; the other side is told in the same
 * transaction.
 */
export async function changeApplicationStatus(
  database: Database,
  actor: SignedInUser,
  applicationId: number,
  change: { status: ApplicationStatus; note: string | null },
  context: NotifyContext,
): Promise<ApplicationDetails> {
  return withTenant(database, actor.tenantId, async (scope) => {
    const locked = await lockApplication(scope, applicationId);
    // The record gives the organisation's centre (the centre side of the application).
    const current = locked ? await findApplicationRecord(scope, locked.id) : undefined;
    const subject = locked && current ? applicationSubject({ ...current, application: locked }) : undefined;
    if (!locked || !subject || !canShowApplication(actor, subject)) throw applicationNotFound();
    const side = applicationStatusTransitions[locked.status][change.status];
    if (side === undefined) throw statusTransitionInvalid(locked.status, change.status, sidesOf(actor, subject));
    if (!canMoveApplication(actor, subject, change.status)) throw applicationForbidden();
    await updateApplicationRow(scope, locked.id, { status: change.status, statusChangedAt: new Date() });
    await insertApplicationEvent(scope, {
      applicationId: locked.id,
      actorUserId: actor.id,
      fromStatus: locked.status,
      toStatus: change.status,
      note: change.note,
    });
    await insertAuditEvent(scope, {
      action: 'application_status_changed',
      actorUserId: actor.id,
      subjectUserId: locked.userId,
      details: {
        applicationId: locked.id,
        organizationId: locked.organizationId,
        title: current!.vacancyTitle,
        from: locked.status,
        to: change.status,
      },
    });
    const record = await findApplicationRecord(scope, locked.id);
    if (!record) throw applicationNotFound();
    const admins = side === 'applicant' ? await findOrganizationAdmins(scope, locked.organizationId) : [];
    // One query at a time: the transaction is one connection.
    const history = await findApplicationHistory(scope, locked.id);
    const notes = side === 'organization' ? await findApplicationNotes(scope, locked.id) : [];
    await notifyOtherSide(scope, context, record, side, admins, change.note);
    return { record, history, notes };
  });
}
