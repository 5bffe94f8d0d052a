import type { OrganizationTodo, VolunteerTodo } from '@volunteerly/contracts/resources/dashboard';
import type { ApplicationStatus } from '@volunteerly/contracts/applications';
import type { OrganizationStatus } from '@volunteerly/contracts/organizations';
import type { VacancyStatus } from '@volunteerly/contracts/vacancies';
import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import type { AppInstance } from '../../platform/http/app-instance.ts';
import { volunteerSuggestionCount } from '@volunteerly/contracts/resources/dashboard';
import { suggestVacancies, type VacancySuggestions } from '../digests/vacancy-suggestions.service.ts';
import { withTenant } from '../../platform/database/tenant-scope.ts';
import { everyStatusScope } from '../organizations/organizations.policy.ts';
import { countFindableVacancies, countOpenVacanciesOfOrganizations } from '../figures/figure-counts.repository.ts';
import { countOrganizationsByStatus, findOrganizationsPage } from '../organizations/organization-list.repository.ts';
import {
  findOrganizationsInScope,
  loadOrganizationRecords,
  type OrganizationRecord,
} from '../organizations/organizations.repository.ts';
import { findProfileTagsOfUsers } from '../users/profile-tags.repository.ts';
import { findUserById } from '../users/users.repository.ts';
import { todayInNetherlands } from '../vacancies/vacancy-fields.ts';
import type { UserRow } from '../users/users.schema.ts';
import {
  countAdminsOfOrganizations,
  countExpiredVacancies,
  countApplicationsOfUser,
  countFavoritesOfUser,
  countNewApplications,
  countVacanciesByStatus,
  findRecentActivity,
  findVacanciesWithApplicationCounts,
  type ActivityRow,
  type VacancyApplicationCounts,
} from './dashboard.repository.ts';

/** The centre part of the dashboard: what waits for a decision and what happened lately. */
export interface CenterDashboard {
  /** Organisations per status of the centres the reader governs (the approvals page shows the same). */
  statusCounts: Record<OrganizationStatus, number>;
  /** Vacancies findable on this site: what the home page and the search count (decision 050). */
  findableVacancies: number;
  pending: OrganizationRecord[];
  activity: ActivityRow[];
  vacancyCounts: Record<VacancyStatus, number>;
  /** Of the published ones, those past their closing date: in no search any more. */
  expiredVacancies: number;
  newApplications: number;
}

/** One of the user's organisations with its to-dos. */
export interface OrganizationDashboard {
  record: OrganizationRecord;
  todos: OrganizationTodo[];
  vacancyCounts: Record<VacancyStatus, number>;
  /** Its open vacancies: published, not expired, and the organisation approved (decision 050). */
  findableVacancies: number;
  /** Of the published ones, those past their closing date: in no search any more. */
  expiredVacancies: number;
  newApplications: number;
  /** Its open and draft vacancies, those with new applications first (at most a handful). */
  vacancies: VacancyApplicationCounts[];
}

/** A volunteer's part: next steps, their applications per status and how many vacancies they saved. */
export interface VolunteerDashboard {
  todos: VolunteerTodo[];
  applicationCounts: Record<ApplicationStatus, number>;
  favorites: number;
}

/** The role-aware start page's data: each part only for whom it concerns. */
export interface Dashboard {
  center: CenterDashboard | null;
  organizations: OrganizationDashboard[];
  volunteer: VolunteerDashboard | null;
  /** For a volunteer: vacancies of this site that fit their profile (the digest's matching). */
  suggestions?: VacancySuggestions;
}

const noVacancies: Record<VacancyStatus, number> = { draft: 0, published: 0, closed: 0, archived: 0 };

function todosOf(record: OrganizationRecord, adminCount: number): OrganizationTodo[] {
  const todos: OrganizationTodo[] = [];
  if (!record.profile?.description) todos.push('description');
  if (!record.profile?.logoUrl) todos.push('logo');
  if (!record.address?.postcode && !record.address?.city) todos.push('address');
  else if (record.address.latitude === null) todos.push('map_position');
  if (!record.profile?.kvkNumber) todos.push('kvk_number');
  if (adminCount < 2) todos.push('second_admin');
  return todos;
}

function volunteerTodosOf(user: UserRow, skillTagCount: number, volunteerProfiles: boolean): VolunteerTodo[] {
  const todos: VolunteerTodo[] = [];
  if (user.unconfirmedEmail) todos.push('confirm_email');
  if (!user.postcode) todos.push('postcode');
  if (volunteerProfiles) {
    if (!user.aboutMe) todos.push('about_me');
    if (Object.values(user.availability).every((parts) => !parts || parts.length === 0)) todos.push('availability');
    // Skills are chosen from the centre's tags, or written as "other".
    if (user.skills.length === 0 && skillTagCount === 0) todos.push('skills');
  }
  return todos;
}

/** The site a dashboard is read on: its centre, and whether the tenant shares vacancies between centres. */
export interface DashboardSite {
  tenantId: number;
  /** The site's centre (named, else its host's); undefined: the tenant's default centre. */
  centerId: number | undefined;
  centerSharing: boolean;
}

/**
 * The dashboard of the signed-in user, as the start page shows it: `loadDashboard`, and for a
 * volunteer the vacancies of this site's centre that fit their profile (the digest's matching).
 */
export async function showDashboard(
  app: AppInstance,
  actor: SignedInUser,
  site: DashboardSite,
  options: { volunteerProfiles: boolean },
): Promise<Dashboard> {
  const dashboard = await loadDashboard(app.database, actor, site, options);
  if (!dashboard.volunteer) return dashboard;
  const suggestions = await suggestVacancies(
    app,
    { tenantId: site.tenantId, centerId: site.centerId, includeShared: site.centerSharing },
    actor.id,
    volunteerSuggestionCount,
  );
  return { ...dashboard, suggestions };
}

/** The dashboard of the signed-in user: the centre part for centre admins, organisations for their admins, next steps for the rest. */
async function loadDashboard(
  database: Database,
  actor: SignedInUser,
  site: DashboardSite,
  options: { volunteerProfiles: boolean },
): Promise<Dashboard> {
  return withTenant(database, actor.tenantId, async (scope) => {
    // The centre part covers the centres the actor governs: the whole tenant for a super admin (decision 008).
    const everyStatus = everyStatusScope(actor, actor.tenantId);
    const managesCenter = everyStatus.kind !== 'approved_only';
    let center: CenterDashboard | null = null;
    if (managesCenter) {
      const ofCenters = everyStatus.kind === 'centers' ? everyStatus.volunteerCenterIds : undefined;
      const pending = await findOrganizationsPage(
        scope,
        { statuses: ['pending'], everyStatus },
        { sort: 'status_changed_at', offset: 0, limit: 5 },
      );
      const centerOrganizationIds = ofCenters
        ? (
            await findOrganizationsInScope(scope, {
              kind: 'centers',
              volunteerCenterIds: ofCenters,
              organizationIds: [],
            })
          ).map((organization) => organization.id)
        : undefined;
      center = {
        statusCounts: await countOrganizationsByStatus(scope, everyStatus),
        findableVacancies: await countFindableVacancies(scope, todayInNetherlands(), {
          centerId: site.centerId,
          includeShared: site.centerSharing,
        }),
        pending: await loadOrganizationRecords(scope, pending.rows),
        activity: await findRecentActivity(scope, 10, centerOrganizationIds),
        vacancyCounts: (await countVacanciesByStatus(scope, centerOrganizationIds)).get('tenant') ?? noVacancies,
        expiredVacancies:
          (await countExpiredVacancies(scope, todayInNetherlands(), centerOrganizationIds)).get('tenant') ?? 0,
        newApplications: (await countNewApplications(scope, centerOrganizationIds)).get('tenant') ?? 0,
      };
    }
    const administeredIds = actor.roles
      .filter((role) => role.name === 'admin' && role.resourceType === 'Organization' && role.resourceId !== null)
      .map((role) => role.resourceId!);
    const administered = await loadOrganizationRecords(
      scope,
      await findOrganizationsInScope(scope, { kind: 'administered', organizationIds: administeredIds }),
    );
    const adminCounts = await countAdminsOfOrganizations(scope, administeredIds);
    const vacancyCounts = await countVacanciesByStatus(scope, administeredIds);
    const newApplications = await countNewApplications(scope, administeredIds);
    const expiredVacancies = await countExpiredVacancies(scope, todayInNetherlands(), administeredIds);
    const openVacancies = await countOpenVacanciesOfOrganizations(scope, todayInNetherlands(), administeredIds);
    const workedOn = await findVacanciesWithApplicationCounts(scope, administeredIds);
    const organizations = administered.map((record) => ({
      record,
      todos: todosOf(record, adminCounts.get(record.organization.id) ?? 0),
      vacancyCounts: vacancyCounts.get(record.organization.id) ?? noVacancies,
      findableVacancies: openVacancies.get(record.organization.id) ?? 0,
      expiredVacancies: expiredVacancies.get(record.organization.id) ?? 0,
      newApplications: newApplications.get(record.organization.id) ?? 0,
      vacancies: workedOn.filter((vacancy) => vacancy.organizationId === record.organization.id),
    }));
    const isVolunteer = !managesCenter && administeredIds.length === 0;
    const user = isVolunteer ? await findUserById(scope, actor.id) : undefined;
    return {
      center,
      organizations,
      volunteer: user
        ? {
            todos: volunteerTodosOf(
              user,
              (await findProfileTagsOfUsers(scope, [user.id])).filter((tag) => tag.kind === 'skill').length,
              options.volunteerProfiles,
            ),
            applicationCounts: await countApplicationsOfUser(scope, user.id),
            favorites: await countFavoritesOfUser(scope, user.id),
          }
        : null,
    };
  });
}
