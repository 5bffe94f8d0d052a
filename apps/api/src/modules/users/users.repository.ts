import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/database/connection.ts';
import { ofTenant, withPlatform, type TenantScope } from '../../platform/database/tenant-scope.ts';
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
  const [row] = await scope.transaction
    .select()
    .from(users)
    .where(and(ofTenant(users, scope), eq(users.id, userId)))
    .limit(1);
  return row;
}

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
