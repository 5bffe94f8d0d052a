import type { ApplicationAbilities } from '@volunteerly/contracts/resources/applications';
import {
  applicationStatusTransitions,
  applicationUndoTargets,
  type ApplicationSide,
  type ApplicationStatus,
} from '@volunteerly/contracts/applications';
import {
  administeredOrganizationIds,
  governedCenterIds,
  governsCenter,
  governsSomeCenter,
  governsWholeTenant,
  type PolicyActor,
} from '../../platform/auth/policy-actor.ts';
import type { ApplicationRow } from './applications.schema.ts';

// Who may do what with applications (decisions 007 and 008). Pure: no I/O. The
// organisation side is the organisation's admins, the centre admins of the
// organisation's centre and the tenant's super admins; the applicant side is
// the signed-in user who applied (guests act only through their confirmation
// link).

/** What the policy needs to know of an application. */
export interface ApplicationSubject {
  tenantId: number;
  organizationId: number;
  /** The centre of the organisation applied to. */
  volunteerCenterId: number;
  userId: number | null;
  status: ApplicationStatus;
  confirmed: boolean;
}

/** An application (with its organisation's centre) as the policy sees it. */
export function applicationSubject({
  application,
  volunteerCenterId,
}: {
  application: Pick<ApplicationRow, 'tenantId' | 'organizationId' | 'userId' | 'status' | 'confirmedAt'>;
  volunteerCenterId: number;
}): ApplicationSubject {
  return {
    tenantId: application.tenantId,
    organizationId: application.organizationId,
    volunteerCenterId,
    userId: application.userId,
    status: application.status,
    confirmed: application.confirmedAt !== null,
  };
}

/**
 * Which applications a list shows: one's own, every confirmed one of the
 * tenant, those of some centres' organisations (and some organisations), or
 * those of some organisations.
 */
export type ApplicationListScope =
  | { kind: 'own'; userId: number }
  | { kind: 'tenant' }
  | { kind: 'centers'; volunteerCenterIds: number[]; organizationIds: number[] }
  | { kind: 'organizations'; organizationIds: number[] };

/** Whether the actor is the signed-in applicant of this application. */
export function isApplicant(actor: PolicyActor | undefined, application: ApplicationSubject): boolean {
  return actor !== undefined && actor.tenantId === application.tenantId && application.userId === actor.id;
}

/**
 * Whether the actor works on the organisation side of this application. An
 * unconfirmed guest application does not exist for the organisation yet.
 */
export function isOrganizationSide(actor: PolicyActor | undefined, application: ApplicationSubject): boolean {
  if (actor === undefined || !application.confirmed) return false;
  return (
    governsCenter(actor, { id: application.volunteerCenterId, tenantId: application.tenantId }) ||
    (actor.tenantId === application.tenantId && administeredOrganizationIds(actor).includes(application.organizationId))
  );
}

/** Whether the actor may list (and export) applications as an organisation or centre. */
export function canListManagedApplications(actor: PolicyActor | undefined, tenantId: number): boolean {
  return (
    actor !== undefined &&
    actor.tenantId === tenantId &&
    (governsSomeCenter(actor, tenantId) || administeredOrganizationIds(actor).length > 0)
  );
}

/** Whether the actor may export applications to CSV (the organisation side only). */
export function canExportApplications(actor: PolicyActor | undefined, tenantId: number): boolean {
  return canListManagedApplications(actor, tenantId);
}

/**
 * The applications a list shows the actor: their own when asked (or when
 * they manage nothing); otherwise the tenant's (super admin), their centres'
 * and organisations' (centre admin), or their organisations' — only the
 * selected one when Current-Organization-Id is sent.
 */
export function applicationListScope(
  actor: PolicyActor,
  options: { mine: boolean; selectedOrganizationId: number | undefined },
): ApplicationListScope {
  if (options.mine || !canListManagedApplications(actor, actor.tenantId)) return { kind: 'own', userId: actor.id };
  if (governsWholeTenant(actor, actor.tenantId)) return { kind: 'tenant' };
  const ids = administeredOrganizationIds(actor);
  const volunteerCenterIds = governedCenterIds(actor);
  if (volunteerCenterIds.length > 0) return { kind: 'centers', volunteerCenterIds, organizationIds: ids };
  const selected = options.selectedOrganizationId;
  return {
    kind: 'organizations',
    organizationIds: selected !== undefined && ids.includes(selected) ? [selected] : ids,
  };
}

/** Whether the actor may see an application: the applicant and the organisation side. */
export function canShowApplication(actor: PolicyActor | undefined, application: ApplicationSubject): boolean {
  return isApplicant(actor, application) || isOrganizationSide(actor, application);
}

/** Whether the actor may see the organisation's notes (never the applicant). */
export function canSeeNotes(actor: PolicyActor | undefined, application: ApplicationSubject): boolean {
  return isOrganizationSide(actor, application);
}

/** Whether the actor may add a note. */
export function canAddNote(actor: PolicyActor | undefined, application: ApplicationSubject): boolean {
  return isOrganizationSide(actor, application);
}

/** Whether the actor is on a side of the application (the sides whose moves they may make). */
export function sidesOf(actor: PolicyActor | undefined, application: ApplicationSubject): ApplicationSide[] {
  return [
    ...(isApplicant(actor, application) ? (['applicant'] as const) : []),
    ...(isOrganizationSide(actor, application) ? (['organization'] as const) : []),
  ];
}

/**
 * Whether the actor may make a status move. Only moves of the state machine
 * can be allowed; whose move it is decides who may make it.
 */
export function canMoveApplication(
  actor: PolicyActor | undefined,
  application: ApplicationSubject,
  to: ApplicationStatus,
): boolean {
  const side = applicationStatusTransitions[application.status][to];
  return side !== undefined && sidesOf(actor, application).includes(side);
}

/**
 * Whether the actor may undo the last step after the match (started, stopped,
 * no show: back to the status before it). The organisation side's alone: the
 * applicant never undoes the organisation's record.
 */
export function canUndoApplicationStatus(actor: PolicyActor | undefined, application: ApplicationSubject): boolean {
  return applicationUndoTargets[application.status] !== undefined && isOrganizationSide(actor, application);
}

/** Whether the actor may change the status as the organisation (any organisation move from here). */
export function canChangeStatusAsOrganization(
  actor: PolicyActor | undefined,
  application: ApplicationSubject,
): boolean {
  return isOrganizationSide(actor, application);
}

/** Every action's answer for one application, sent as `meta.abilities`. */
export function applicationAbilities(
  actor: PolicyActor | undefined,
  application: ApplicationSubject,
): ApplicationAbilities {
  const can = (to: ApplicationStatus) => canMoveApplication(actor, application, to);
  return {
    withdraw: can('withdrawn'),
    start: application.status !== 'rejected' && can('in_progress'),
    accept: can('accepted'),
    reject: can('rejected'),
    reconsider: application.status === 'rejected' && can('in_progress'),
    admit: application.status === 'waitlisted' && can('new'),
    markStarted: can('started'),
    markNoShow: can('no_show'),
    markStopped: can('stopped'),
    undo: canUndoApplicationStatus(actor, application),
    addNote: canAddNote(actor, application),
  };
}
