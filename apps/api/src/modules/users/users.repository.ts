import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { RoleName, RoleResourceType } from '@volunteerly/contracts/users';
import type { Database } from '../../platform/database/connection.ts';
import { ofTenant, preparedPerBuilder, withPlatform, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { organizations, type OrganizationRow } from '../organizations/organizations.schema.ts';
import { volunteerCenters } from '../volunteer-centers/volunteer-centers.schema.ts';
import {
  userRoles,
  users,
  type NewUserRoleRow,
  type NewUserRow,
  type UserRoleRow,
  type UserRow,
} from './users.schema.ts';

/** A user of the scope's tenant by e-mail address (case-insensitive). */
export async function findUserByEmail(scope: TenantScope, email: string): Promise<UserRow | undefined> {
  const [row] = await scope.transaction
    .select()
    .from(users)
    .where(and(ofTenant(users, scope), eq(users.email, email.trim().toLowerCase())))
    .limit(1);
  return row;
}

/** A user of the scope's tenant by id. */
export async function findUserById(scope: TenantScope, userId: number): Promise<UserRow | undefined> {
  const [row] = await userById(scope.transaction).execute({ tenantId: scope.tenantId, userId });
  return row;
}

const userById = preparedPerBuilder((builder) =>
  builder
    .select()
    .from(users)
    .where(and(eq(users.tenantId, sql.placeholder('tenantId')), eq(users.id, sql.placeholder('userId'))))
    .limit(1)
    .prepare('user_by_id'),
);

/**
 * The password hashes of accounts with this e-mail address in other tenants.
 * Platform-wide on purpose: only sign-in uses it, to tell a person with valid
 * credentials that their account lives on another partner's site.
 */
export async function findPasswordHashesInOtherTenants(
  database: Database,
  tenantId: number,
  email: string,
): Promise<string[]> {
  const rows = await withPlatform(database, (transaction) =>
    transaction
      .select({ encryptedPassword: users.encryptedPassword, tenantId: users.tenantId })
      .from(users)
      .where(eq(users.email, email.trim().toLowerCase()))
      .orderBy(asc(users.id))
      .limit(5),
  );
  return rows.filter((row) => row.tenantId !== tenantId && row.encryptedPassword).map((row) => row.encryptedPassword!);
}

/** Inserts a user of the scope's tenant. */
export async function insertUser(scope: TenantScope, values: Omit<NewUserRow, 'tenantId'>): Promise<UserRow> {
  const [row] = await scope.transaction
    .insert(users)
    .values({ ...values, email: values.email.trim().toLowerCase(), tenantId: scope.tenantId })
    .returning();
  if (!row) throw new Error('user insert returned nothing');
  return row;
}

/** Updates a user of the scope's tenant; returns the new row. */
export async function updateUser(
  scope: TenantScope,
  userId: number,
  changes: Partial<Omit<NewUserRow, 'id' | 'tenantId'>>,
): Promise<UserRow | undefined> {
  const [row] = await scope.transaction
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(ofTenant(users, scope), eq(users.id, userId)))
    .returning();
  return row;
}

/** The roles of some users of the scope's tenant, in one query. */
export async function findRolesOfUsers(scope: TenantScope, userIds: number[]): Promise<UserRoleRow[]> {
  if (userIds.length === 0) return [];
  return scope.transaction
    .select()
    .from(userRoles)
    .where(and(ofTenant(userRoles, scope), inArray(userRoles.userId, userIds)))
    .orderBy(asc(userRoles.id));
}

/** Grants a role (idempotent: an existing identical role is kept). */
export async function insertRole(scope: TenantScope, values: Omit<NewUserRoleRow, 'tenantId'>): Promise<UserRoleRow> {
  const [row] = await scope.transaction
    .insert(userRoles)
    .values({ ...values, tenantId: scope.tenantId })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const existing = (await findRolesOfUsers(scope, [values.userId])).find(
    (role) =>
      role.name === values.name &&
      (role.resourceType ?? null) === (values.resourceType ?? null) &&
      (role.resourceId ?? null) === (values.resourceId ?? null),
  );
  if (!existing) throw new Error('role insert returned nothing');
  return existing;
}

/**
 * A role with the name of the centre or organisation it is bound to, and the
 * centre it is about: the centre itself, or the organisation's centre.
 */
export type NamedRoleRow = UserRoleRow & { resourceName: string | null; volunteerCenterId: number | null };

/** The roles of some users with their resources' names and centres, in one query. */
export async function findNamedRolesOfUsers(scope: TenantScope, userIds: number[]): Promise<NamedRoleRow[]> {
  const rows = await findRolesWithResourcesOfUsers(scope, userIds);
  return rows.map((row) => row.role);
}

/** A named role, and the organisation it is bound to (null for other roles). */
export interface RoleWithResourceRow {
  role: NamedRoleRow;
  organization: OrganizationRow | null;
  /** The organisation's place when the rows are listed by organisation name, then id (the database's collation). */
  organizationOrder: number;
}

/**
 * The roles of some users with their resources' names and centres, and each organisation role's
 * organisation, in one query (a user's view needs both; the organisation is joined for its name anyway).
 */
export async function findRolesWithResourcesOfUsers(
  scope: TenantScope,
  userIds: number[],
): Promise<RoleWithResourceRow[]> {
  if (userIds.length === 0) return [];
  const rows = await rolesWithResourcesOfUsers(scope.transaction).execute({ tenantId: scope.tenantId, userIds });
  return rows.map(({ organization, organizationOrder, ...role }) => ({ role, organization, organizationOrder }));
}

const rolesWithResourcesOfUsers = preparedPerBuilder((builder) =>
  builder
    .select({
      id: userRoles.id,
      tenantId: userRoles.tenantId,
      userId: userRoles.userId,
      name: userRoles.name,
      resourceType: userRoles.resourceType,
      resourceId: userRoles.resourceId,
      createdAt: userRoles.createdAt,
      resourceName: sql<string | null>`coalesce(${volunteerCenters.name}, ${organizations.name})`,
      volunteerCenterId: sql<
        number | null
      >`coalesce(${volunteerCenters.id}, ${organizations.volunteerCenterId})`.mapWith(Number),
      organization: organizations,
      organizationOrder: sql<number>`row_number() over (order by ${organizations.name}, ${organizations.id})`.mapWith(
        Number,
      ),
    })
    .from(userRoles)
    .leftJoin(
      volunteerCenters,
      and(
        eq(userRoles.resourceType, 'VolunteerCenter'),
        eq(volunteerCenters.id, userRoles.resourceId),
        eq(volunteerCenters.tenantId, userRoles.tenantId),
      ),
    )
    .leftJoin(
      organizations,
      and(
        eq(userRoles.resourceType, 'Organization'),
        eq(organizations.id, userRoles.resourceId),
        eq(organizations.tenantId, userRoles.tenantId),
      ),
    )
    .where(
      and(
        eq(userRoles.tenantId, sql.placeholder('tenantId')),
        sql`${userRoles.userId} = any(${sql.placeholder('userIds')}::bigint[])`,
      ),
    )
    .orderBy(asc(userRoles.id))
    .prepare('roles_with_resources_of_users'),
);

/** The name of a centre or organisation of the scope's tenant, or undefined when there is none. */
export async function findRoleResourceName(
  scope: TenantScope,
  resourceType: RoleResourceType,
  resourceId: number,
): Promise<string | undefined> {
  const table = resourceType === 'VolunteerCenter' ? volunteerCenters : organizations;
  const [row] = await scope.transaction
    .select({ name: table.name })
    .from(table)
    .where(and(ofTenant(table, scope), eq(table.id, resourceId)))
    .limit(1);
  return row?.name;
}

/** Takes a role away; true when the user had it. */
export async function deleteRole(
  scope: TenantScope,
  userId: number,
  role: { name: RoleName; resourceType: RoleResourceType | null; resourceId: number | null },
): Promise<boolean> {
  const deleted = await scope.transaction
    .delete(userRoles)
    .where(
      and(
        ofTenant(userRoles, scope),
        eq(userRoles.userId, userId),
        eq(userRoles.name, role.name),
        role.resourceType === null ? isNull(userRoles.resourceType) : eq(userRoles.resourceType, role.resourceType),
        role.resourceId === null ? isNull(userRoles.resourceId) : eq(userRoles.resourceId, role.resourceId),
      ),
    )
    .returning({ id: userRoles.id });
  return deleted.length > 0;
}

/** Takes away every role bound to this centre or organisation. */
export async function deleteRolesBoundTo(
  scope: TenantScope,
  resourceType: RoleResourceType,
  resourceId: number,
): Promise<void> {
  await scope.transaction
    .delete(userRoles)
    .where(
      and(ofTenant(userRoles, scope), eq(userRoles.resourceType, resourceType), eq(userRoles.resourceId, resourceId)),
    );
}

/** Deletes a user; roles and sessions go with it (foreign keys), audit events keep their rows. */
export async function deleteUserRow(scope: TenantScope, userId: number): Promise<boolean> {
  const deleted = await scope.transaction
    .delete(users)
    .where(and(ofTenant(users, scope), eq(users.id, userId)))
    .returning({ id: users.id });
  return deleted.length > 0;
}

/** The centre an organisation belongs to (a role bound to it is that centre's business), or null. */
export async function findCenterOfOrganization(scope: TenantScope, organizationId: number): Promise<number | null> {
  const [row] = await scope.transaction
    .select({ volunteerCenterId: organizations.volunteerCenterId })
    .from(organizations)
    .where(and(ofTenant(organizations, scope), eq(organizations.id, organizationId)));
  return row?.volunteerCenterId ?? null;
}
