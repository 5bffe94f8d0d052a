import type { VacancyAbilities } from '@volunteerly/contracts/resources/vacancies';
import { vacancyStatusTransitions, type VacancyStatus } from '@volunteerly/contracts/vacancies';
import {
  administeredOrganizationIds,
  governedCenterIds,
  governsCenter,
  governsSomeCenter,
  governsWholeTenant,
  type PolicyActor,
} from '../../platform/auth/policy-actor.ts';

// Who may do what with vacancies. Pure: no I/O. A vacancy is managed by its
// organisation's admins and by the centre side of that organisation: the
// centre admins of the centre it belongs to and the tenant's super admins
// (decision 008). A vacancy's volunteer_center_id is its organisation's.

/** What the policy needs to know of a vacancy. */
export interface VacancySubject {
  tenantId: number;
  organizationId: number;
  /** The centre of the vacancy's organisation. */
  volunteerCenterId: number;
  status: VacancyStatus;
}

/**
 * A vacancy with whether the public sees it: published, not expired and of an approved
 * organisation (`publicVacancyCondition` decides it in the query that reads the vacancy).
 */
export interface ShownVacancySubject extends VacancySubject {
  isPublic: boolean;
}

/** A vacancy read with whether the public sees it, as the policy asks about it. */
export function shownVacancySubject(record: { vacancy: VacancySubject; isPublic: boolean }): ShownVacancySubject {
  return { ...record.vacancy, isPublic: record.isPublic };
}

/** An organisation as the vacancies policy needs it. */
export interface VacancyOrganization {
  id: number;
  tenantId: number;
  volunteerCenterId: number;
}

/**
 * Which vacancies the back-office list holds: the tenant's, those of some
 * centres and organisations (a centre admin's), or those of some organisations.
 */
export type VacancyScope =
  | { kind: 'tenant' }
  | { kind: 'centers'; volunteerCenterIds: number[]; organizationIds: number[] }
  | { kind: 'organizations'; organizationIds: number[] };

/** Whether the actor works on this organisation's vacancies: its admins, its centre and super admins of the tenant. */
export function canManageVacanciesOf(actor: PolicyActor | undefined, organization: VacancyOrganization): boolean {
  if (actor === undefined || actor.tenantId !== organization.tenantId) return false;
  return (
    governsCenter(actor, { id: organization.volunteerCenterId, tenantId: organization.tenantId }) ||
    administeredOrganizationIds(actor).includes(organization.id)
  );
}

/** Which of these organisations of the tenant the actor works on the vacancies of. */
export function managedOrganizationIds(
  actor: PolicyActor | undefined,
  tenantId: number,
  organizations: readonly { id: number; volunteerCenterId: number }[],
): number[] {
  return organizations
    .filter((organization) => canManageVacanciesOf(actor, { ...organization, tenantId }))
    .map((organization) => organization.id);
}

function manages(actor: PolicyActor | undefined, vacancy: VacancySubject): boolean {
  return canManageVacanciesOf(actor, {
    id: vacancy.organizationId,
    tenantId: vacancy.tenantId,
    volunteerCenterId: vacancy.volunteerCenterId,
  });
}

/** Whether the actor may open the back-office list (organisation admins, centre admins, super admins). */
export function canListVacancies(actor: PolicyActor | undefined, tenantId: number): boolean {
  if (actor === undefined || actor.tenantId !== tenantId) return false;
  return governsSomeCenter(actor, tenantId) || administeredOrganizationIds(actor).length > 0;
}

/**
 * The vacancies of the back-office list: the tenant's for a super admin; a
 * centre admin's centres' (and their own organisations'); for an organisation
 * admin those of their organisations, or only the selected one
 * (Current-Organization-Id, already checked to be theirs) when one is selected.
 */
export function vacancyListScope(actor: PolicyActor, selectedOrganizationId: number | undefined): VacancyScope {
  if (governsWholeTenant(actor, actor.tenantId)) return { kind: 'tenant' };
  const administered = administeredOrganizationIds(actor);
  const volunteerCenterIds = governedCenterIds(actor);
  if (volunteerCenterIds.length > 0) return { kind: 'centers', volunteerCenterIds, organizationIds: administered };
  return {
    kind: 'organizations',
    organizationIds:
      selectedOrganizationId !== undefined ? administered.filter((id) => id === selectedOrganizationId) : administered,
  };
}

/**
 * Whether the actor may see a vacancy: public ones (published, not expired, of an approved
 * organisation) everyone; the rest (drafts, closed, archived, expired, or of an organisation that is
 * pending, denied or archived) only those who manage it.
 */
export function canShowVacancy(actor: PolicyActor | undefined, vacancy: ShownVacancySubject): boolean {
  return vacancy.isPublic || manages(actor, vacancy);
}

/** Whether the actor may add a vacancy for an organisation of the tenant. */
export function canCreateVacancy(actor: PolicyActor | undefined, organization: VacancyOrganization): boolean {
  return canManageVacanciesOf(actor, organization);
}

/** Whether the actor may edit a vacancy's fields and tags. */
export function canUpdateVacancy(actor: PolicyActor | undefined, vacancy: VacancySubject): boolean {
  return manages(actor, vacancy);
}

/** Whether the actor may delete a vacancy (only drafts are deleted; that is checked apart, as a 409). */
export function canDeleteVacancy(actor: PolicyActor | undefined, vacancy: VacancySubject): boolean {
  return manages(actor, vacancy);
}

/** Whether the actor may change a vacancy's status (the state machine says which moves exist). */
export function canChangeVacancyStatus(actor: PolicyActor | undefined, vacancy: VacancySubject): boolean {
  return manages(actor, vacancy);
}

/** Whether the actor may change these vacancies at once: only when they manage every one of them. */
export function canBulkUpdateVacancies(actor: PolicyActor | undefined, vacancies: readonly VacancySubject[]): boolean {
  return vacancies.length > 0 && vacancies.every((vacancy) => manages(actor, vacancy));
}

/** Whether the actor may save a vacancy as a favourite: any signed-in user of the tenant, for public ones. */
export function canFavoriteVacancy(actor: PolicyActor | undefined, vacancy: ShownVacancySubject): boolean {
  return actor !== undefined && actor.tenantId === vacancy.tenantId && vacancy.isPublic;
}

/** Whether the actor may see and handle the applications to a vacancy. */
export function canViewVacancyApplications(actor: PolicyActor | undefined, vacancy: VacancySubject): boolean {
  return manages(actor, vacancy);
}

/** Whether a view of the vacancy by this actor counts (views by the organisation and centre do not). */
export function countsAsOutsideView(actor: PolicyActor | undefined, vacancy: VacancySubject): boolean {
  return !manages(actor, vacancy);
}

/**
 * Whether the actor may apply: a public vacancy, by anyone but the people
 * who run it (guests too), once (until they withdraw).
 */
export function canApplyToVacancy(
  actor: PolicyActor | undefined,
  vacancy: ShownVacancySubject,
  options: { hasApplied: boolean },
): boolean {
  return vacancy.isPublic && !manages(actor, vacancy) && !options.hasApplied;
}

function canMove(actor: PolicyActor | undefined, vacancy: VacancySubject, to: VacancyStatus): boolean {
  return vacancyStatusTransitions[vacancy.status].includes(to) && canChangeVacancyStatus(actor, vacancy);
}

/** Every action's answer for one vacancy, sent as `meta.abilities` so the client shows only what works. */
export function vacancyAbilities(
  actor: PolicyActor | undefined,
  vacancy: ShownVacancySubject,
  options: { hasApplied: boolean },
): VacancyAbilities {
  return {
    update: canUpdateVacancy(actor, vacancy),
    publish: vacancy.status === 'draft' && canMove(actor, vacancy, 'published'),
    close: canMove(actor, vacancy, 'closed'),
    reopen: vacancy.status === 'closed' && canMove(actor, vacancy, 'published'),
    archive: canMove(actor, vacancy, 'archived'),
    restore: vacancy.status === 'archived' && canMove(actor, vacancy, 'draft'),
    delete: vacancy.status === 'draft' && canDeleteVacancy(actor, vacancy),
    apply: canApplyToVacancy(actor, vacancy, options),
    viewApplications: canViewVacancyApplications(actor, vacancy),
  };
}
