import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { RoleName, UserStatus } from '@volunteerly/contracts/users';
import { ofTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { userRoles, users, type UserRow } from './users.schema.ts';
import { escapeLike } from '../../platform/database/like-pattern.ts';

// The users list: its filters and sort orders.

/** The sort orders of the users list. */
export const userSorts = ['last_name', '-last_name', 'email', '-email', 'created_at', '-created_at'] as const;
export type UserSort = (typeof userSorts)[number];

/** Filters of the users list; `organizationIds` limits it to those organisations' admins. */
export interface UserListFilter {
  search?: string | undefined;
  status?: UserStatus | undefined;
  role?: RoleName | undefined;
  organizationId?: number | undefined;
  organizationIds?: number[] | undefined;
}

function hasRoleCondition(condition: SQL): SQL {
  return sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.tenantId} = ${users.tenantId} and ${condition})`;
}

function userListConditions(scope: TenantScope, filter: UserListFilter): SQL[] {
  const conditions: SQL[] = [ofTenant(users, scope)];
  const search = filter.search?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(
      or(
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
      )!,
    );
  }
  if (filter.status) conditions.push(eq(users.status, filter.status));
  if (filter.role) conditions.push(hasRoleCondition(sql`${userRoles.name} = ${filter.role}`));
  if (filter.organizationId !== undefined) {
    conditions.push(
      hasRoleCondition(
        sql`${userRoles.resourceType} = 'Organization' and ${userRoles.resourceId} = ${filter.organizationId}`,
      ),
    );
  }
  if (filter.organizationIds) {
    const ids = filter.organizationIds.length > 0 ? filter.organizationIds : [0];
    conditions.push(
      hasRoleCondition(
        sql`${userRoles.name} = 'admin' and ${userRoles.resourceType} = 'Organization' and ${inArray(userRoles.resourceId, ids)}`,
      ),
    );
  }
  return conditions;
}

const sortColumns = {
  last_name: [asc(users.lastName), asc(users.firstName)],
  '-last_name': [desc(users.lastName), desc(users.firstName)],
  email: [asc(users.email)],
  '-email': [desc(users.email)],
  created_at: [asc(users.createdAt)],
  '-created_at': [desc(users.createdAt)],
} satisfies Record<UserSort, SQL[]>;

/** One page of the tenant's users matching a filter, with the total. */
export async function findUsersPage(
  scope: TenantScope,
  filter: UserListFilter,
  options: { sort: UserSort; offset: number; limit: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const where = and(...userListConditions(scope, filter));
  const rows = await scope.transaction
    .select()
    .from(users)
    .where(where)
    .orderBy(...sortColumns[options.sort], asc(users.id))
    .offset(options.offset)
    .limit(options.limit);
  const [totals] = await scope.transaction.select({ total: count() }).from(users).where(where);
  return { rows, total: totals?.total ?? 0 };
}
