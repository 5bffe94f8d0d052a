import { applicationStatuses, type ApplicationStatus } from '@volunteerly/contracts/applications';
import type { OrganizationStatus } from '@volunteerly/contracts/organizations';
import { dashboardDocumentSchema, type DashboardResource } from '@volunteerly/contracts/resources/dashboard';
import type { OrganizationResource } from '@volunteerly/contracts/resources/organizations';
import type { VacancyStatus } from '@volunteerly/contracts/vacancies';
import { wireDocument } from './wire-document.ts';

type DashboardAttributes = DashboardResource['attributes'];

/** The centre's part of the dashboard. */
export type CenterDashboard = NonNullable<DashboardAttributes['center']>;

/** One event of the centre's activity feed. */
export type ActivityEvent = CenterDashboard['activity'][number];

/** The to-dos and work of one of the user's organisations. */
export type OrganizationWork = DashboardAttributes['organizationTodos'][number];

/** The volunteer's part of the dashboard. */
export type VolunteerDashboard = NonNullable<DashboardAttributes['volunteer']>;

/** A vacancy suggested to the volunteer. */
export type VacancySuggestion = VolunteerDashboard['suggestions'][number];

/** Vacancies per status, none unless given. */
export function buildVacancyCounts(given: Partial<Record<VacancyStatus, number>> = {}): Record<VacancyStatus, number> {
  return { draft: 0, published: 0, closed: 0, archived: 0, ...given };
}

/** An event of the activity feed: Carla Centrum approving a pending organisation unless given. */
export function buildActivityEvent(given: Partial<ActivityEvent> = {}): ActivityEvent {
  return {
    id: '1',
    action: 'organization_status_changed',
    createdAt: '2026-11-20T10:00:00Z',
    actorName: 'Carla Centrum',
    subjectName: null,
    organizationName: null,
    details: { from: 'pending', to: 'approved' },
    ...given,
  };
}

/** The centre's part: no organisations, vacancies, applications or activity unless given. */
export function buildCenterDashboard(
  given: {
    statusCounts?: Partial<Record<OrganizationStatus, number>>;
    findableVacancies?: number;
    vacancyCounts?: Partial<Record<VacancyStatus, number>>;
    expiredVacancies?: number;
    newApplications?: number;
    activity?: ActivityEvent[];
  } = {},
): CenterDashboard {
  return {
    statusCounts: { pending: 0, approved: 0, denied: 0, archived: 0, ...given.statusCounts },
    findableVacancies: given.findableVacancies ?? 0,
    vacancyCounts: buildVacancyCounts(given.vacancyCounts),
    expiredVacancies: given.expiredVacancies ?? 0,
    newApplications: given.newApplications ?? 0,
    activity: given.activity ?? [],
  };
}

/** The to-dos and work of one organisation: nothing to do, no vacancies and no new applications unless given. */
export function buildOrganizationWork(
  organizationId: string,
  given: {
    todos?: OrganizationWork['todos'];
    findableVacancies?: number;
    vacancyCounts?: Partial<Record<VacancyStatus, number>>;
    expiredVacancies?: number;
    newApplications?: number;
    vacancies?: OrganizationWork['vacancies'];
  } = {},
): OrganizationWork {
  return {
    organizationId,
    todos: given.todos ?? [],
    findableVacancies: given.findableVacancies ?? 0,
    vacancyCounts: buildVacancyCounts(given.vacancyCounts),
    expiredVacancies: given.expiredVacancies ?? 0,
    newApplications: given.newApplications ?? 0,
    vacancies: given.vacancies ?? [],
  };
}

/** A vacancy suggested to a volunteer: a language buddy in Utrecht, 1.2 km away, unless given. */
export function buildVacancySuggestion(given: Partial<VacancySuggestion> = {}): VacancySuggestion {
  return {
    id: '31',
    title: 'Taalmaatje',
    organizationName: 'Buurthuis De Brug',
    city: 'Utrecht',
    locationKind: 'address',
    distanceMetres: 1200,
    ...given,
  };
}

/**
 * The volunteer's part: nothing to do, no applications (each status counted 0), no saved vacancies
 * and no suggestions unless given.
 */
export function buildVolunteerDashboard(
  given: {
    todos?: VolunteerDashboard['todos'];
    applicationCounts?: Partial<Record<ApplicationStatus, number>>;
    favorites?: number;
    suggestions?: VacancySuggestion[];
    suggestionsFitProfile?: boolean;
  } = {},
): VolunteerDashboard {
  return {
    todos: given.todos ?? [],
    applicationCounts: applicationStatuses.map((value) => ({ value, count: given.applicationCounts?.[value] ?? 0 })),
    favorites: given.favorites ?? 0,
    suggestions: given.suggestions ?? [],
    suggestionsFitProfile: given.suggestionsFitProfile ?? true,
  };
}

/**
 * GET /api/v1/dashboard (wire casing) with the organisations it names included.
 * As the API does, every organisation of the user has its work entry: the one
 * given for it in `organizationWork`, or nothing to do.
 */
export function dashboardDocument(
  parts: {
    center?: CenterDashboard | null;
    pendingOrganizations?: OrganizationResource[];
    organizations?: OrganizationResource[];
    organizationWork?: OrganizationWork[];
    volunteer?: VolunteerDashboard | null;
  } = {},
) {
  const pending = parts.pendingOrganizations ?? [];
  const organizations = parts.organizations ?? [];
  const workOf = (id: string) =>
    parts.organizationWork?.find((work) => work.organizationId === id) ?? buildOrganizationWork(id);
  const identifiers = (resources: OrganizationResource[]) => resources.map(({ type, id }) => ({ type, id }));
  const included = [...pending, ...organizations].filter(
    (organization, index, all) => all.findIndex(({ id }) => id === organization.id) === index,
  );
  return wireDocument(dashboardDocumentSchema, {
    data: {
      type: 'dashboards',
      id: 'current',
      attributes: {
        center: parts.center ?? null,
        organizationTodos: organizations.map(({ id }) => workOf(id)),
        volunteer: parts.volunteer ?? null,
      },
      relationships: {
        pendingOrganizations: { data: identifiers(pending) },
        organizations: { data: identifiers(organizations) },
      },
    },
    included,
  });
}
