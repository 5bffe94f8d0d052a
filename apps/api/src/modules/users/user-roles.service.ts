import { roleBindings, type RoleName, type RoleResourceType } from '@volunteerly/contracts/users';
import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { insertAuditEvent } from '../audit/audit.repository.ts';
import { forbidden, roleBindingInvalid, roleNotHeld, roleResourceUnknown } from './users.errors.ts';
import { canAddRole, canChangeRolesOf, canGrantSuperAdmin, canRemoveRole, policyTarget } from './users.policy.ts';
import {
  deleteRole,
  deleteRolesBoundTo,
  findCenterOfOrganization,
  findRoleResourceName,
  insertRole,
} from './users.repository.ts';
import { findUserViewOr404, loadUserView, type UserView } from './users.service.ts';

/** A role as a request names it. */
export interface RoleInput {
  name: RoleName;
  resourceType: RoleResourceType | null;
  resourceId: number | null;
}

/**
 * Checks a role against the binding rules of user_roles (super_admin unbound,
 * center_admin to a centre, admin to an organisation) and that the centre or
 * organisation exists in this tenant; 422 with a pointer otherwise.
 */
async function checkBinding(scope: TenantScope, role: RoleInput): Promise<void> {
  const binding = roleBindings[role.name];
  if (role.resourceType !== binding) throw roleBindingInvalid('/role/resource_type', role.name, binding);
  if (binding === null) {
    if (role.resourceId !== null) throw roleBindingInvalid('/role/resource_id', role.name, binding);
    return;
  }
  const name = role.resourceId === null ? undefined : await findRoleResourceName(scope, binding, role.resourceId);
  if (name === undefined) throw roleResourceUnknown(binding);
}

/** The centre a (binding-checked) role is about: the centre itself, or the organisation's centre. */
async function centerOfRole(scope: TenantScope, role: RoleInput): Promise<number | null> {
  if (role.resourceId === null) return null;
  if (role.resourceType === 'VolunteerCenter') return role.resourceId;
  return findCenterOfOrganization(scope, role.resourceId);
}

async function changeRole(
  database: Database,
  actor: SignedInUser,
  userId: number,
  role: RoleInput,
  change: { kind: 'add' | 'remove'; ipAddress: string },
): Promise<UserView> {
  return withTenant(database, actor.tenantId, async (scope) => {
    const view = await findUserViewOr404(scope, userId);
    const target = policyTarget(view);
    if (!canChangeRolesOf(actor, target)) throw forbidden();
    if (role.name === 'super_admin' && !canGrantSuperAdmin(actor))
      throw forbidden('users.errors.forbidden_super_admin');
    await checkBinding(scope, role);
    // A centre admin deals in roles of their own centre only (decision 008).
    const request = { name: role.name, volunteerCenterId: await centerOfRole(scope, role) };
    const allowed = change.kind === 'add' ? canAddRole(actor, target, request) : canRemoveRole(actor, target, request);
    if (!allowed) throw forbidden('users.errors.forbidden_other_center');
    if (change.kind === 'add') {
      await insertRole(scope, { userId, ...role });
    } else if (!(await deleteRole(scope, userId, role))) {
      throw roleNotHeld();
    }
    await insertAuditEvent(scope, {
      action: change.kind === 'add' ? 'role_added' : 'role_removed',
      actorUserId: actor.id,
      subjectUserId: userId,
      details: { role: role.name, resource_type: role.resourceType, resource_id: role.resourceId },
      ipAddress: change.ipAddress,
    });
    return loadUserView(scope, view.user);
  });
}

/** Grants a role (idempotent), audited. */
export function addRole(
  database: Database,
  actor: SignedInUser,
  userId: number,
  role: RoleInput,
  context: { ipAddress: string },
): Promise<UserView> {
  return changeRole(database, actor, userId, role, { kind: 'add', ...context });
}

/** Takes a role away (422 when the user does not have it), audited. */
export function removeRole(
  database: Database,
  actor: SignedInUser,
  userId: number,
  role: RoleInput,
  context: { ipAddress: string },
): Promise<UserView> {
  return changeRole(database, actor, userId, role, { kind: 'remove', ...context });
}

/**
 * Takes away every role bound to an organisation or centre that is being deleted, inside the
 * caller's transaction; the people keep their accounts.
 */
export async function removeRolesBoundTo(
  scope: TenantScope,
  resource: { type: RoleResourceType; id: number },
): Promise<void> {
  await deleteRolesBoundTo(scope, resource.type, resource.id);
}
