import { insertAuditEvent } from '../audit/audit.repository.ts';
import { applicationStatusTransitions, type ApplicationStatus } from '@volunteerly/contracts/applications';
import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant } from '../../platform/database/tenant-scope.ts';
import { findOrganizationAdmins } from '../organizations/organizations.repository.ts';
import { sendNoticesWithin, type NoticeContext } from '../notifications/notices.ts';
import type { PendingMail } from '../users/account-tokens.service.ts';
import { organizationRecipients, statusChangedMail, withdrawnMails } from './application-mails.ts';
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

/** A status move that committed, and the mails to send now. */
export interface ApplicationStatusChange {
  details: ApplicationDetails;
  mails: PendingMail[];
}

function mailsForMove(
  tenantId: number,
  record: ApplicationRecord,
  side: 'applicant' | 'organization',
  admins: Parameters<typeof organizationRecipients>[0],
  note: string | null,
): PendingMail[] {
  const subject = { tenantId, applicationId: record.application.id, vacancyTitle: record.vacancyTitle };
  if (side === 'organization') {
    const applicant = { ...record.applicant, userId: record.application.userId };
    return [statusChangedMail(subject, applicant, { status: record.application.status, note })];
  }
  return withdrawnMails(subject, organizationRecipients(admins, undefined), record.applicant.name);
}

/**
 * PUT …/status: moves an application along the state machine of decision
 * 007 on its locked row. A move outside the machine is a 422 naming the
 * asker's possible moves; a move of the other side is a 403. Accepting is
 * allowed even when the vacancy's places are all taken: the organisation
 * decides whom it takes on (the waiting list only sorts new applications).
 * The history gets the step and its note; the other side is mailed after the
 * commit.
 */
export async function changeApplicationStatus(
  database: Database,
  actor: SignedInUser,
  applicationId: number,
  change: { status: ApplicationStatus; note: string | null },
  notices?: NoticeContext,
): Promise<ApplicationStatusChange> {
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
    return {
      details: { record, history, notes },
      mails: await sendNoticesWithin(scope, mailsForMove(actor.tenantId, record, side, admins, change.note), notices),
    };
  });
}
