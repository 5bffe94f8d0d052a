import { and, asc, count, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { applicationStatuses, type ApplicationStatus } from '@volunteerly/contracts/applications';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { organizations } from '../organizations/organizations.schema.ts';
import { users } from '../users/users.schema.ts';
import { vacancies } from '../vacancies/vacancies.schema.ts';
import type { ApplicationListScope } from './applications.policy.ts';
import { selectRecords, toRecord, type ApplicationRecord } from './applications.repository.ts';
import { applications } from './applications.schema.ts';
import { escapeLike } from '../../platform/database/like-pattern.ts';

/** The sort orders of the applications list. */
export const applicationSorts = ['-created_at', 'created_at', '-status_changed_at'] as const;
export type ApplicationSort = (typeof applicationSorts)[number];

/** Filters of the applications list and export. */
export interface ApplicationListFilter {
  scope: ApplicationListScope;
  statuses?: ApplicationStatus[] | undefined;
  vacancyId?: number | undefined;
  organizationId?: number | undefined;
  search?: string | undefined;
}

function scopeConditions(scope: TenantScope, visible: ApplicationListScope): SQL[] {
  const tenant = ofTenant(applications, scope);
  switch (visible.kind) {
    case 'own':
      return [tenant, eq(applications.userId, visible.userId)];
    case 'tenant':
      return [tenant, isNotNull(applications.confirmedAt)];
    case 'organizations':
      return visible.organizationIds.length === 0
        ? [tenant, sql`false`]
        : [tenant, isNotNull(applications.confirmedAt), inArray(applications.organizationId, visible.organizationIds)];
    case 'centers': {
      // The organisations of these centres (an application's centre is its organisation's).
      const ofCenters = scope.transaction
        .select({ id: organizations.id })
        .from(organizations)
        .where(
          and(ofTenant(organizations, scope), inArray(organizations.volunteerCenterId, visible.volunteerCenterIds)),
        );
      return [
        tenant,
        isNotNull(applications.confirmedAt),
        or(
          inArray(applications.organizationId, ofCenters),
          inArray(applications.organizationId, visible.organizationIds),
        )!,
      ];
    }
  }
}

function listConditions(scope: TenantScope, filter: ApplicationListFilter, withStatus: boolean): SQL[] {
  const conditions = scopeConditions(scope, filter.scope);
  if (withStatus && filter.statuses && filter.statuses.length > 0) {
    conditions.push(inArray(applications.status, filter.statuses));
  }
  if (filter.vacancyId !== undefined) conditions.push(eq(applications.vacancyId, filter.vacancyId));
  if (filter.organizationId !== undefined) conditions.push(eq(applications.organizationId, filter.organizationId));
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(
      or(
        ilike(vacancies.title, pattern),
        ilike(applications.guestName, pattern),
        ilike(applications.guestEmail, pattern),
        ilike(users.email, pattern),
        sql`concat_ws(' ', ${users.firstName}, ${users.lastName}) ilike ${pattern}`,
      )!,
    );
  }
  return conditions;
}

const sortColumns = {
  '-created_at': [desc(applications.createdAt), desc(applications.id)],
  created_at: [asc(applications.createdAt), asc(applications.id)],
  '-status_changed_at': [desc(applications.statusChangedAt), desc(applications.id)],
} satisfies Record<ApplicationSort, SQL[]>;

/** One page of applications matching a filter, with the total. */
export async function findApplicationsPage(
  scope: TenantScope,
  filter: ApplicationListFilter,
  options: { sort: ApplicationSort; offset: number; limit: number },
): Promise<{ records: ApplicationRecord[]; total: number }> {
  const where = and(...listConditions(scope, filter, true));
  const rows = await selectRecords(scope)
    .where(where)
    .orderBy(...sortColumns[options.sort])
    .offset(options.offset)
    .limit(options.limit);
  const [totals] = await scope.transaction
    .select({ total: count() })
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .innerJoin(organizations, eq(organizations.id, applications.organizationId))
    .leftJoin(users, eq(users.id, applications.userId))
    .where(where);
  return { records: rows.map(toRecord), total: totals?.total ?? 0 };
}

/** Applications matching a filter in list order, at most `limit` (the CSV export). */
export async function findApplicationsForExport(
  scope: TenantScope,
  filter: ApplicationListFilter,
  options: { sort: ApplicationSort; limit: number },
): Promise<ApplicationRecord[]> {
  const rows = await selectRecords(scope)
    .where(and(...listConditions(scope, filter, true)))
    .orderBy(...sortColumns[options.sort])
    .limit(options.limit);
  return rows.map(toRecord);
}

/** How many of the listed applications have each status (the status filter itself left out). */
export async function countApplicationsByStatus(
  scope: TenantScope,
  filter: ApplicationListFilter,
): Promise<Record<ApplicationStatus, number>> {
  const rows = await scope.transaction
    .select({ status: applications.status, total: count() })
    .from(applications)
    .innerJoin(vacancies, eq(vacancies.id, applications.vacancyId))
    .leftJoin(users, eq(users.id, applications.userId))
    .where(and(...listConditions(scope, filter, false)))
    .groupBy(applications.status);
  const counts = Object.fromEntries(applicationStatuses.map((status) => [status, 0])) as Record<
    ApplicationStatus,
    number
  >;
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}
