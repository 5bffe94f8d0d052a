import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { OrganizationListSort, OrganizationStatus, OrganizationType } from '@volunteerly/contracts/organizations';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import type { EveryStatusScope } from './organizations.policy.ts';
import {
  organizationAddresses,
  organizations,
  organizationTags,
  type OrganizationRow,
} from './organizations.schema.ts';
import { escapeLike } from '../../platform/database/like-pattern.ts';
import { listedOrganizationCondition } from '../figures/figure-definitions.repository.ts';

// The organisations list: its filters, sort orders and status counts.

/** The sort orders of the organisations list. */
export type OrganizationSort = OrganizationListSort;

/** Filters of the organisations list. */
export interface OrganizationListFilter {
  search?: string | undefined;
  statuses: OrganizationStatus[];
  /** Which organisations may show in a status other than approved (decision 008). */
  everyStatus: EveryStatusScope;
  type?: OrganizationType | undefined;
  volunteerCenterId?: number | undefined;
  targetGroupId?: number | undefined;
}

/** Listed (approved) organisations show to everyone; the others only within the actor's every-status scope. */
function everyStatusConditions(everyStatus: EveryStatusScope): SQL[] {
  switch (everyStatus.kind) {
    case 'tenant':
      return [];
    case 'approved_only':
      return [listedOrganizationCondition()];
    case 'centers':
      return everyStatus.volunteerCenterIds.length === 0
        ? [listedOrganizationCondition()]
        : [
            or(
              listedOrganizationCondition(),
              inArray(organizations.volunteerCenterId, everyStatus.volunteerCenterIds),
            )!,
          ];
  }
}

function listConditions(scope: TenantScope, filter: OrganizationListFilter): SQL[] {
  const conditions: SQL[] = [
    ofTenant(organizations, scope),
    inArray(organizations.status, filter.statuses),
    ...everyStatusConditions(filter.everyStatus),
  ];
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(
      or(
        ilike(organizations.name, pattern),
        sql`exists (select 1 from ${organizationAddresses} where ${organizationAddresses.organizationId} = ${organizations.id} and ${organizationAddresses.city} ilike ${pattern})`,
      )!,
    );
  }
  if (filter.type) conditions.push(eq(organizations.type, filter.type));
  if (filter.volunteerCenterId !== undefined)
    conditions.push(eq(organizations.volunteerCenterId, filter.volunteerCenterId));
  if (filter.targetGroupId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${organizationTags} where ${organizationTags.organizationId} = ${organizations.id} and ${organizationTags.tagId} = ${filter.targetGroupId})`,
    );
  }
  return conditions;
}

const sortColumns = {
  name: [asc(sql`lower(${organizations.name})`)],
  '-name': [desc(sql`lower(${organizations.name})`)],
  created_at: [asc(organizations.createdAt)],
  '-created_at': [desc(organizations.createdAt)],
  status_changed_at: [asc(organizations.statusChangedAt)],
} satisfies Record<OrganizationSort, SQL[]>;

/** One page of the tenant's organisations matching a filter, with the total. */
export async function findOrganizationsPage(
  scope: TenantScope,
  filter: OrganizationListFilter,
  options: { sort: OrganizationSort; offset: number; limit: number },
): Promise<{ rows: OrganizationRow[]; total: number }> {
  const where = and(...listConditions(scope, filter));
  const rows = await scope.transaction
    .select()
    .from(organizations)
    .where(where)
    .orderBy(...sortColumns[options.sort], asc(organizations.id))
    .offset(options.offset)
    .limit(options.limit);
  const [totals] = await scope.transaction.select({ total: count() }).from(organizations).where(where);
  return { rows, total: totals?.total ?? 0 };
}

/**
 * How many organisations of the centres the reader governs have each status: the whole tenant's
 * for who governs it, none for who governs no centre. The one figure the centre dashboard and the
 * approvals page show ("organisaties van jouw centrum", decision 050): approved organisations of
 * other centres are on the public list, but not the centre's to count.
 */
export async function countOrganizationsByStatus(
  scope: TenantScope,
  governed: EveryStatusScope,
): Promise<Record<OrganizationStatus, number>> {
  const counts: Record<OrganizationStatus, number> = { pending: 0, approved: 0, denied: 0, archived: 0 };
  if (governed.kind === 'approved_only') return counts;
  if (governed.kind === 'centers' && governed.volunteerCenterIds.length === 0) return counts;
  const ofCenters =
    governed.kind === 'centers' ? [inArray(organizations.volunteerCenterId, governed.volunteerCenterIds)] : [];
  const rows = await scope.transaction
    .select({ status: organizations.status, total: count() })
    .from(organizations)
    .where(and(ofTenant(organizations, scope), ...ofCenters))
    .groupBy(organizations.status);
  for (const row of rows) counts[row.status] = row.total;
  return counts;
}
