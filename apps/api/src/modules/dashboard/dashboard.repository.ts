import { and, count, desc, eq, inArray, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { applicationStatuses, type ApplicationStatus } from '@volunteerly/contracts/applications';
import type { VacancyStatus } from '@volunteerly/contracts/vacancies';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { auditEvents } from '../audit/audit.schema.ts';
import { applications } from '../applications/applications.schema.ts';
import { organizations } from '../organizations/organizations.schema.ts';
import { userRoles, users } from '../users/users.schema.ts';
import { vacancies, vacancyFavorites } from '../vacancies/vacancies.schema.ts';
import { confirmedApplicationCount, newApplicationCount } from '../vacancies/vacancy-application-counts.repository.ts';

/** The audit actions a centre's activity feed shows (sign-ins are left out: too many, and private). */
export const activityActions = [
  'organization_created',
  'organization_updated',
  'organization_status_changed',
  'organization_moved',
  'organization_deleted',
  'organization_member_invited',
  'user_created',
  'role_added',
  'role_removed',
  'vacancy_created',
  'vacancy_status_changed',
  'application_received',
  'application_status_changed',
] as const;
export type ActivityAction = (typeof activityActions)[number];

/** One event of the activity feed, with the names of who did it and to whom. */
export interface ActivityRow {
  id: number;
  action: ActivityAction;
  createdAt: Date;
  details: Record<string, unknown>;
  actorName: string | null;
  subjectName: string | null;
  /** The organisation the event is about, when it names one that still exists. */
  organizationName: string | null;
}

const actors = alias(users, 'actors');
const subjects = alias(users, 'subjects');

/** The activity actions about one organisation (their details name it as `organizationId`). */
const organizationActions: readonly ActivityAction[] = activityActions.filter(
  (action) => action.startsWith('organization_') || action.startsWith('vacancy_') || action.startsWith('application_'),
);

/**
 * Of the vacancy and application events, the ones a coordinator cares about: a vacancy that goes live
 * (created as published, or published later), and what becomes of a match: accepted, started,
 * stopped, not shown up (issue 31 §5). Drafts, edits and every other move (an undo included) stay in
 * the audit log only.
 */
const worthShowing = sql`(${auditEvents.action} not in ('vacancy_created', 'vacancy_status_changed', 'application_status_changed')
  or (${auditEvents.action} = 'vacancy_created' and ${auditEvents.details} ->> 'status' = 'published')
  or (${auditEvents.action} = 'vacancy_status_changed' and ${auditEvents.details} ->> 'to' = 'published')
  or (${auditEvents.action} = 'application_status_changed'
      and ${auditEvents.details} ->> 'to' in ('accepted', 'started', 'stopped', 'no_show')
      and ${auditEvents.details} ->> 'undo' is null))`;

/**
 * The tenant's latest activity, newest first. With `organizationIds` (a centre
 * admin's centre), organisation events only of those organisations; events
 * about users and roles stay (users belong to the tenant).
 */
export async function findRecentActivity(
  scope: TenantScope,
  limit: number,
  organizationIds?: number[],
): Promise<ActivityRow[]> {
  const ofOrganizations = organizationIds
    ? [
        or(
          notInArray(auditEvents.action, [...organizationActions]),
          inArray(sql`(${auditEvents.details} ->> 'organizationId')::bigint`, organizationIds),
        )!,
      ]
    : [];
  const rows = await scope.transaction
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      createdAt: auditEvents.createdAt,
      details: auditEvents.details,
      actorFirstName: actors.firstName,
      actorLastName: actors.lastName,
      actorEmail: actors.email,
      subjectFirstName: subjects.firstName,
      subjectLastName: subjects.lastName,
      subjectEmail: subjects.email,
      organizationName: organizations.name,
    })
    .from(auditEvents)
    .leftJoin(actors, eq(actors.id, auditEvents.actorUserId))
    .leftJoin(subjects, eq(subjects.id, auditEvents.subjectUserId))
    .leftJoin(
      organizations,
      and(
        eq(organizations.tenantId, auditEvents.tenantId),
        eq(organizations.id, sql`(${auditEvents.details} ->> 'organizationId')::bigint`),
      ),
    )
    .where(
      and(
        ofTenant(auditEvents, scope),
        inArray(auditEvents.action, [...activityActions]),
        worthShowing,
        ...ofOrganizations,
      ),
    )
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(limit);
  const nameOf = (first: string | null, last: string | null, email: string | null) =>
    [first, last].filter(Boolean).join(' ') || email;
  return rows.map((row) => ({
    id: row.id,
    action: row.action as ActivityAction,
    createdAt: row.createdAt,
    details: row.details,
    actorName: nameOf(row.actorFirstName, row.actorLastName, row.actorEmail),
    subjectName: nameOf(row.subjectFirstName, row.subjectLastName, row.subjectEmail),
    organizationName: row.organizationName,
  }));
}

/** How many admins each of these organisations has. */
export async function countAdminsOfOrganizations(
  scope: TenantScope,
  organizationIds: number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>();
  if (organizationIds.length === 0) return counts;
  const rows = await scope.transaction
    .select({ organizationId: userRoles.resourceId })
    .from(userRoles)
    .where(
      and(
        ofTenant(userRoles, scope),
        eq(userRoles.name, 'admin'),
        eq(userRoles.resourceType, 'Organization'),
        inArray(userRoles.resourceId, organizationIds),
      ),
    );
  for (const row of rows)
    if (row.organizationId !== null) counts.set(row.organizationId, (counts.get(row.organizationId) ?? 0) + 1);
  return counts;
}

/** Vacancies per status, of the whole tenant or of some organisations. */
export async function countVacanciesByStatus(
  scope: TenantScope,
  organizationIds?: number[],
): Promise<Map<number | 'tenant', Record<VacancyStatus, number>>> {
  const rows = await scope.transaction
    .select({ organizationId: vacancies.organizationId, status: vacancies.status, total: count() })
    .from(vacancies)
    .where(
      and(ofTenant(vacancies, scope), ...(organizationIds ? [inArray(vacancies.organizationId, organizationIds)] : [])),
    )
    .groupBy(vacancies.organizationId, vacancies.status);
  const counts = new Map<number | 'tenant', Record<VacancyStatus, number>>();
  const empty = (): Record<VacancyStatus, number> => ({ draft: 0, published: 0, closed: 0, archived: 0 });
  for (const row of rows) {
    for (const key of [row.organizationId, 'tenant'] as const) {
      const entry = counts.get(key) ?? empty();
      entry[row.status] += row.total;
      counts.set(key, entry);
    }
  }
  if (!counts.has('tenant')) counts.set('tenant', empty());
  return counts;
}

/** Counts per organisation, and their sum for the tenant (0 when there are none). */
function withTenantTotal(rows: { organizationId: number; total: number }[]): Map<number | 'tenant', number> {
  const counts = new Map<number | 'tenant', number>([['tenant', 0]]);
  for (const row of rows) {
    counts.set(row.organizationId, row.total);
    counts.set('tenant', (counts.get('tenant') ?? 0) + row.total);
  }
  return counts;
}

/**
 * Published vacancies whose closing date has passed (`today`, YYYY-MM-DD), per organisation and for
 * the tenant: still 'published' until someone closes them, but no search shows them any more.
 */
export async function countExpiredVacancies(
  scope: TenantScope,
  today: string,
  organizationIds?: number[],
): Promise<Map<number | 'tenant', number>> {
  const rows = await scope.transaction
    .select({ organizationId: vacancies.organizationId, total: count() })
    .from(vacancies)
    .where(
      and(
        ofTenant(vacancies, scope),
        eq(vacancies.status, 'published'),
        sql`${vacancies.expiresOn} < ${today}::date`,
        ...(organizationIds ? [inArray(vacancies.organizationId, organizationIds)] : []),
      ),
    )
    .groupBy(vacancies.organizationId);
  return withTenantTotal(rows);
}

/** Confirmed applications still waiting for a first answer ('new'), per organisation and for the tenant. */
export async function countNewApplications(
  scope: TenantScope,
  organizationIds?: number[],
): Promise<Map<number | 'tenant', number>> {
  const rows = await scope.transaction
    .select({ organizationId: applications.organizationId, total: count() })
    .from(applications)
    .where(
      and(
        ofTenant(applications, scope),
        eq(applications.status, 'new'),
        isNotNull(applications.confirmedAt),
        ...(organizationIds ? [inArray(applications.organizationId, organizationIds)] : []),
      ),
    )
    .groupBy(applications.organizationId);
  return withTenantTotal(rows);
}

/** A vacancy an organisation works on, with how many confirmed applications it has and how many are new. */
export interface VacancyApplicationCounts {
  id: number;
  organizationId: number;
  title: string;
  status: VacancyStatus;
  applications: number;
  newApplications: number;
}

/** How many of its open vacancies the organisation's dashboard lists (the rest are on /vacancies). */
export const dashboardVacancyLimit = 5;

/**
 * The draft and published vacancies of some organisations with their confirmed applications, those
 * with new ones first, then the most recently changed: at most `dashboardVacancyLimit` per organisation.
 */
export async function findVacanciesWithApplicationCounts(
  scope: TenantScope,
  organizationIds: number[],
): Promise<VacancyApplicationCounts[]> {
  if (organizationIds.length === 0) return [];
  const ranked = scope.transaction
    .select({
      id: vacancies.id,
      organizationId: vacancies.organizationId,
      title: vacancies.title,
      status: vacancies.status,
      applications: confirmedApplicationCount().as('total'),
      newApplications: newApplicationCount().as('new_total'),
      rank: sql<number>`row_number() over (partition by ${vacancies.organizationId} order by ${newApplicationCount()} desc, ${vacancies.updatedAt} desc, ${vacancies.id} desc)`.as(
        'rank',
      ),
    })
    .from(vacancies)
    .where(
      and(
        ofTenant(vacancies, scope),
        inArray(vacancies.organizationId, organizationIds),
        inArray(vacancies.status, ['draft', 'published']),
      ),
    )
    .as('ranked');
  const rows = await scope.transaction
    .select({
      id: ranked.id,
      organizationId: ranked.organizationId,
      title: ranked.title,
      status: ranked.status,
      applications: ranked.applications,
      newApplications: ranked.newApplications,
    })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${dashboardVacancyLimit}`)
    .orderBy(ranked.organizationId, sql`${ranked.rank}`);
  return rows;
}

/** A volunteer's own applications per status. */
export async function countApplicationsOfUser(
  scope: TenantScope,
  userId: number,
): Promise<Record<ApplicationStatus, number>> {
  const rows = await scope.transaction
    .select({ status: applications.status, total: count() })
    .from(applications)
    .where(and(ofTenant(applications, scope), eq(applications.userId, userId)))
    .groupBy(applications.status);
  const counts = Object.fromEntries(applicationStatuses.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}

/** How many vacancies a user saved. */
export async function countFavoritesOfUser(scope: TenantScope, userId: number): Promise<number> {
  const [row] = await scope.transaction
    .select({ total: count() })
    .from(vacancyFavorites)
    .where(and(ofTenant(vacancyFavorites, scope), eq(vacancyFavorites.userId, userId)));
  return row?.total ?? 0;
}
