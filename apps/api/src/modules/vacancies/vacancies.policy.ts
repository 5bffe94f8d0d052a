import { vacancyStatusTransitions, type VacancyStatus } from '@volunteerly/contracts/vacancies';
import type { RoleName, RoleResourceType } from '@volunteerly/contracts/users';

/** The signed-in user as the vacancies policy sees them (undefined: signed out). */
export interface VacancyActor {
  tenantId: number;
  roles: readonly { name: RoleName; resourceType: RoleResourceType | null; resourceId: number | null }[];
}

/** What the policy needs to know of a vacancy. */
export interface VacancySubject {
  tenantId: number;
  organizationId: number;
  status: VacancyStatus;
}

/** Which vacancies the back-office list holds: the tenant's, or those of some organisations. */
export type VacancyScope = { kind: 'tenant' } | { kind: 'organizations'; organizationIds: number[] };

function isCenterOrSuperAdmin(actor: VacancyActor | undefined, tenantId: number): boolean {
  return (
    actor !== undefined &&
    actor.tenantId === tenantId &&
    actor.roles.some((role) => role.name === 'super_admin' || role.name === 'center_admin')
  );
}

function administeredOrganizationIds(actor: VacancyActor): number[] {
  return actor.roles
    .filter((role) => role.name === 'admin' && role.resourceType === 'Organization' && role.resourceId !== null)
    .map((role) => role.resourceId!);
}

/** Whether the actor works on this organisation's vacancies: its admins, the centre and super admins of the tenant. */
export function canManageVacanciesOf(
  actor: VacancyActor | undefined,
  organization: { id: number; tenantId: number },
): boolean {
  if (actor === undefined || actor.tenantId !== organization.tenantId) return false;
  return (
    isCenterOrSuperAdmin(actor, organization.tenantId) || administeredOrganizationIds(actor).includes(organization.id)
  );
}

function manages(actor: VacancyActor | undefined, vacancy: VacancySubject): boolean {
  return canManageVacanciesOf(actor, { id: vacancy.organizationId, tenantId: vacancy.tenantId });
}

/** Whether the actor may open the back-office list (organisation admins, the centre, super admins). */
export function canListVacancies(actor: VacancyActor | undefined, tenantId: number): boolean {
  if (actor === undefined || actor.tenantId !== tenantId) return false;
  return isCenterOrSuperAdmin(actor, tenantId) || administeredOrganizationIds(actor).length > 0;
}

/**
 * The vacancies of the back-office list: the tenant's for the centre; for an
 * organisation admin those of their organisations, or only the selected one
 * (Current-Organization-Id, already checked to be theirs) when one is selected.
 */
export function vacancyListScope(actor: VacancyActor, selectedOrganizationId: number | undefined): VacancyScope {
  if (isCenterOrSuperAdmin(actor, actor.tenantId)) return { kind: 'tenant' };
  const administered = administeredOrganizationIds(actor);
  return {
    kind: 'organizations',
    organizationIds:
      selectedOrganizationId !== undefined ? administered.filter((id) => id === selectedOrganizationId) : administered,
  };
}

/**
 * Whether the actor may see a vacancy: published ones are public; drafts,
 * closed and archived ones only to those who manage it.
 */
export function canShowVacancy(actor: VacancyActor | undefined, vacancy: VacancySubject): boolean {
  return vacancy.status === 'published' || manages(actor, vacancy);
}

/** Whether the actor may add a vacancy for an organisation of the tenant. */
export function canCreateVacancy(
  actor: VacancyActor | undefined,
  organization: { id: number; tenantId: number },
): boolean {
  return canManageVacanciesOf(actor, organization);
}

/** Whether the actor may edit a vacancy's fields and tags. */
export function canUpdateVacancy(actor: VacancyActor | undefined, vacancy: VacancySubject): boolean {
  return manages(actor, vacancy);
}

/** Whether the actor may delete a vacancy (only drafts are deleted; that is checked apart, as a 409). */
export function canDeleteVacancy(actor: VacancyActor | undefined, vacancy: VacancySubject): boolean {
  return manages(actor, vacancy);
}

/** Whether the actor may change a vacancy's status (the state machine says which moves exist). */
export function canChangeVacancyStatus(actor: VacancyActor | undefined, vacancy: VacancySubject): boolean {
  return manages(actor, vacancy);
}

/** Whether the actor may change these vacancies at once: only when they manage every one of them. */
export function canBulkUpdateVacancies(actor: VacancyActor | undefined, vacancies: readonly VacancySubject[]): boolean {
  return vacancies.length > 0 && vacancies.every((vacancy) => manages(actor, vacancy));
}

/** Whether the actor may save a vacancy as a favourite: any signed-in user of the tenant, for published ones. */
export function canFavoriteVacancy(actor: VacancyActor | undefined, vacancy: VacancySubject): boolean {
  return actor !== undefined && actor.tenantId === vacancy.tenantId && vacancy.status === 'published';
}

/** Whether the actor may see and handle the applications to a vacancy. */
export function canViewVacancyApplications(actor: VacancyActor | undefined, vacancy: VacancySubject): boolean {
  return manages(actor, vacancy);
}

/** Whether a view of the vacancy by this actor counts (views by the organisation and centre do not). */
export function countsAsOutsideView(actor: VacancyActor | undefined, vacancy: VacancySubject): boolean {
  return !manages(actor, vacancy);
}

/**
 * Whether the actor may apply: a published vacancy, by anyone but the people
 * who run it (guests too), once (until they withdraw).
 */
export function canApplyToVacancy(
  actor: VacancyActor | undefined,
  vacancy: VacancySubject,
  options: { hasApplied: boolean },
): boolean {
  return vacancy.status === 'published' && !manages(actor, vacancy) && !options.hasApplied;
}

function canMove(actor: VacancyActor | undefined, vacancy: VacancySubject, to: VacancyStatus): boolean {
  return vacancyStatusTransitions[vacancy.status].includes(to) && canChangeVacancyStatus(actor, vacancy);
}

/** Every action's answer for one vacancy, sent as `meta.abilities` so the client shows only what works. */
export function vacancyAbilities(
  actor: VacancyActor | undefined,
  vacancy: VacancySubject,
  options: { hasApplied: boolean },
): Record<string, boolean> {
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
