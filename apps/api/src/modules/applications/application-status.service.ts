import { insertAuditEvent } from '../audit/audit.repository.ts';
import {
  applicationStatusTransitions,
  applicationUndoTargets,
  type ApplicationStatus,
  type ApplicationStopReason,
} from '@volunteerly/contracts/applications';
import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import type { ApiLocale } from '../../platform/i18n/api-messages.ts';
import { firstReachableContact } from '../mail/mail-branding.ts';
import { findOrganizationAdmins } from '../organizations/organizations.repository.ts';
import type { NotifyContext } from '../notifications/notify-context.ts';
import { notifyStatusChanged, notifyWithdrawal, organizationRecipients } from './application-mails.ts';
import { findQuestionsContacts } from './application-vacancies.repository.ts';
import {
  applicationForbidden,
  applicationNotFound,
  statusTransitionInvalid,
  stopReasonDetailRequired,
  stopReasonProblem,
  undoProblem,
} from './applications.errors.ts';
import {
  applicationSubject,
  canMoveApplication,
  canShowApplication,
  canUndoApplicationStatus,
  sidesOf,
  type ApplicationSubject,
} from './applications.policy.ts';
import type { ApplicationDetails } from './applications.presenter.ts';
import { loadApplicationDetails } from './applications.service.ts';
import { insertApplicationEvent } from './application-history.repository.ts';
import {
  findApplicationRecord,
  lockApplication,
  updateApplicationRow,
  type ApplicationRecord,
} from './applications.repository.ts';
import type { ApplicationRow } from './applications.schema.ts';

/** A status move as asked: the new status, the note to the applicant, and for a stop why. */
export interface ApplicationStatusChange {
  status: ApplicationStatus;
  note: string | null;
  stopReason?: ApplicationStopReason | null | undefined;
  stopReasonDetail?: string | null | undefined;
}

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
 * The stop reason a move records: required for `stopped` (with an explanation for `other`),
 * refused with any other move (issue 31 §5).
 */
function stopReasonOf(change: ApplicationStatusChange): Pick<ApplicationRow, 'stopReason' | 'stopReasonDetail'> {
  const detail = change.stopReasonDetail?.trim() || null;
  if (change.status !== 'stopped') {
    if (change.stopReason || detail) throw stopReasonProblem('not_allowed');
    return { stopReason: null, stopReasonDetail: null };
  }
  if (!change.stopReason) throw stopReasonProblem('required');
  if (change.stopReason === 'other' && !detail) throw stopReasonDetailRequired();
  return { stopReason: change.stopReason, stopReasonDetail: detail };
}

/** The locked application with its record and what the policy sees of it; 404 for anyone who may not see it. */
async function lockVisibleApplication(
  scope: TenantScope,
  actor: SignedInUser,
  applicationId: number,
): Promise<{ locked: ApplicationRow; current: ApplicationRecord; subject: ApplicationSubject }> {
  const locked = await lockApplication(scope, applicationId);
  // The record gives the organisation's centre (the centre side of the application).
  const current = locked ? await findApplicationRecord(scope, locked.id) : undefined;
  const subject = locked && current ? applicationSubject({ ...current, application: locked }) : undefined;
  if (!locked || !current || !subject || !canShowApplication(actor, subject)) throw applicationNotFound();
  return { locked, current, subject };
}

/** Records a step in the history and the audit log (named for the centre's activity feed). */
async function recordStep(
  scope: TenantScope,
  actor: SignedInUser,
  step: { locked: ApplicationRow; vacancyTitle: string; to: ApplicationStatus; note: string | null; undo: boolean },
  reason: Pick<ApplicationRow, 'stopReason' | 'stopReasonDetail'>,
): Promise<void> {
  const { locked } = step;
  await updateApplicationRow(scope, locked.id, { status: step.to, statusChangedAt: new Date(), ...reason });
  await insertApplicationEvent(scope, {
    applicationId: locked.id,
    actorUserId: actor.id,
    fromStatus: locked.status,
    toStatus: step.to,
    note: step.note,
    ...reason,
    undo: step.undo,
  });
  await insertAuditEvent(scope, {
    action: 'application_status_changed',
    actorUserId: actor.id,
    subjectUserId: locked.userId,
    details: {
      applicationId: locked.id,
      organizationId: locked.organizationId,
      title: step.vacancyTitle,
      from: locked.status,
      to: step.to,
      ...(step.undo ? { undo: true } : {}),
      ...(reason.stopReason ? { stopReason: reason.stopReason } : {}),
    },
  });
}

/**
 * PUT …/status: moves an application along the state machine of decision
 * 007 on its locked row. A move outside the machine is a 422 naming the
 * asker's possible moves; a move of the other side is a 403; a stop without a
 * reason (or a reason with another move) is a 422. Accepting is allowed even
 * when the vacancy's places are all taken: the organisation decides whom it
 * takes on (the waiting list only sorts new applications). The history gets
 * the step, its note and reason; the other side is told in the same
 * transaction.
 */
export async function changeApplicationStatus(
  database: Database,
  actor: SignedInUser,
  applicationId: number,
  change: ApplicationStatusChange,
  context: NotifyContext,
  locale: ApiLocale,
): Promise<ApplicationDetails> {
  return withTenant(database, actor.tenantId, async (scope) => {
    const { locked, current, subject } = await lockVisibleApplication(scope, actor, applicationId);
    const side = applicationStatusTransitions[locked.status][change.status];
    if (side === undefined) throw statusTransitionInvalid(locked.status, change.status, sidesOf(actor, subject));
    if (!canMoveApplication(actor, subject, change.status)) throw applicationForbidden();
    const reason = stopReasonOf(change);
    const step = { locked, vacancyTitle: current.vacancyTitle, to: change.status, note: change.note, undo: false };
    await recordStep(scope, actor, step, reason);
    const record = await findApplicationRecord(scope, locked.id);
    if (!record) throw applicationNotFound();
    const admins = side === 'applicant' ? await findOrganizationAdmins(scope, locked.organizationId) : [];
    await notifyOtherSide(scope, context, record, side, admins, change.note);
    return loadApplicationDetails(scope, actor, record, applicationSubject(record), locale);
  });
}

/**
 * POST …/undo_status: takes back the last step after the match (started,
 * stopped, no show) to the status before it, for the organisation side
 * (issue 31 §5). `fromStatus` is the status the asker saw: when the
 * application has moved on since, nothing is undone (422). The stop reason
 * goes; the history keeps both steps, the second marked as an undo. Nobody is
 * mailed: the undo corrects the organisation's own record.
 */
export async function undoApplicationStatus(
  database: Database,
  actor: SignedInUser,
  applicationId: number,
  fromStatus: ApplicationStatus,
  locale: ApiLocale,
): Promise<ApplicationDetails> {
  return withTenant(database, actor.tenantId, async (scope) => {
    const { locked, current, subject } = await lockVisibleApplication(scope, actor, applicationId);
    if (locked.status !== fromStatus) throw undoProblem('stale');
    const target = applicationUndoTargets[locked.status];
    if (target === undefined) throw undoProblem('not_possible');
    if (!canUndoApplicationStatus(actor, subject)) throw applicationForbidden();
    const step = { locked, vacancyTitle: current.vacancyTitle, to: target, note: null, undo: true };
    await recordStep(scope, actor, step, { stopReason: null, stopReasonDetail: null });
    const record = await findApplicationRecord(scope, locked.id);
    if (!record) throw applicationNotFound();
    return loadApplicationDetails(scope, actor, record, applicationSubject(record), locale);
  });
}
