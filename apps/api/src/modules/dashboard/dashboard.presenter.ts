import type { Resource } from '@volunteerly/contracts/jsonapi';
import type { DashboardResource } from '@volunteerly/contracts/resources/dashboard';
import { resource, valueCounts } from '../../platform/http/json-api.ts';
import type { ApiLocale } from '../../platform/i18n/api-messages.ts';
import type { PolicyActor } from '../../platform/auth/policy-actor.ts';
import { presentOrganizationRecord } from '../organizations/organizations.presenter.ts';
import type { Dashboard } from './dashboard.service.ts';

// Details of audit events that may be shown: organisation names and ids, status moves. Nothing else leaves.
const shownDetails = ['organizationId', 'name', 'title', 'from', 'to', 'signUp'] as const;

/**
 * The dashboard as one `dashboards` resource; the organisations it mentions
 * are included, with their profiles and addresses. A volunteer's part carries their suggestions.
 */
export function dashboardDocument(
  dashboard: Dashboard,
  actor: PolicyActor,
  locale: ApiLocale,
): { data: DashboardResource; included: Resource[] } {
  const included: Resource[] = [];
  const present = (record: Parameters<typeof presentOrganizationRecord>[0]) => {
    const { data, included: related } = presentOrganizationRecord(record, actor, {
      profile: true,
      address: true,
      locale,
    });
    included.push(data, ...related);
    return { type: 'organizations' as const, id: data.id };
  };
  const center = dashboard.center && {
    statusCounts: dashboard.center.statusCounts,
    findableVacancies: dashboard.center.findableVacancies,
    vacancyCounts: dashboard.center.vacancyCounts,
    expiredVacancies: dashboard.center.expiredVacancies,
    newApplications: dashboard.center.newApplications,
    activity: dashboard.center.activity.map((event) => ({
      id: String(event.id),
      action: event.action,
      createdAt: event.createdAt.toISOString(),
      actorName: event.actorName,
      subjectName: event.subjectName,
      organizationName: event.organizationName,
      details: Object.fromEntries(
        shownDetails.filter((key) => key in event.details).map((key) => [key, event.details[key]]),
      ),
    })),
  };
  const data: DashboardResource = resource(
    'dashboards',
    'current',
    {
      center,
      organizationTodos: dashboard.organizations.map(
        ({ record, todos, vacancyCounts, findableVacancies, expiredVacancies, newApplications, vacancies }) => ({
          organizationId: String(record.organization.id),
          todos,
          vacancyCounts,
          findableVacancies,
          expiredVacancies,
          newApplications,
          vacancies: vacancies.map((vacancy) => ({
            id: String(vacancy.id),
            title: vacancy.title,
            status: vacancy.status,
            applications: vacancy.applications,
            newApplications: vacancy.newApplications,
          })),
        }),
      ),
      volunteer: dashboard.volunteer && {
        todos: dashboard.volunteer.todos,
        favorites: dashboard.volunteer.favorites,
        applicationCounts: valueCounts(dashboard.volunteer.applicationCounts),
        suggestions: (dashboard.suggestions?.vacancies ?? []).map((vacancy) => ({
          id: String(vacancy.id),
          title: vacancy.title,
          organizationName: vacancy.organizationName,
          city: vacancy.city,
          locationKind: vacancy.locationKind,
          distanceMetres: vacancy.distanceMetres === null ? null : Math.round(vacancy.distanceMetres),
        })),
        suggestionsFitProfile: dashboard.suggestions?.fitProfile ?? false,
      },
    },
    {
      pendingOrganizations: { data: (dashboard.center?.pending ?? []).map(present) },
      organizations: { data: dashboard.organizations.map(({ record }) => present(record)) },
    },
  );
  return { data, included };
}
