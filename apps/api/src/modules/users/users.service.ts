import type { UserLocale, UserStatus } from '@volunteerly/contracts/users';
import type { SignedInUser } from '../../platform/auth/authentication.ts';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import type { PersonalDataPart } from '../../platform/personal-data/personal-data.ts';
import { insertAuditEvent } from '../audit/audit.repository.ts';
import type { OrganizationRow } from '../organizations/organizations.schema.ts';
import { pendingAccountMail } from './account-mail-state.ts';
import { findProfileTagsOfUsers, findUserWithProfileTags, type ProfileTag } from './profile-tags.repository.ts';
import type { NotifyContext } from '../notifications/notify-context.ts';
import { notifyConfirmation, notifyPasswordLink } from './account-tokens.service.ts';
import { eraseUser } from './user-erasure.service.ts';
import { emailTaken, forbidden, statusNotAllowed, userNotFound, usersError } from './users.errors.ts';
import {
  canChangeStatus,
  canCreateUsers,
  canDestroyUser,
  canResendConfirmation,
  canUpdateUser,
  canViewUser,
  policyTarget,
  userListScope,
} from './users.policy.ts';
import { fullNameOf } from './users.presenter.ts';
import {
  findRolesWithResourcesOfUsers,
  findUserByEmail,
  findUserById,
  insertUser,
  updateUser,
  type NamedRoleRow,
} from './users.repository.ts';
import { findUsersPage, type UserListFilter, type UserSort } from './user-list.repository.ts';
import type { UserRow } from './users.schema.ts';
import { givenFields } from '../../platform/http/given-fields.ts';

/** A user with their roles (and resource names), the organisations they administer and the tags on their profile. */
export interface UserView {
  user: UserRow;
  roles: NamedRoleRow[];
  organizations: OrganizationRow[];
  profileTags: ProfileTag[];
}

/**
 * Loads roles, administered organisations and profile tags of some users (a query each; the
 * profile tags when not given), in the order given.
 */
export async function loadUserViews(
  scope: TenantScope,
  rows: UserRow[],
  knownProfileTags?: ProfileTag[],
): Promise<UserView[]> {
  const userIds = rows.map((row) => row.id);
  const roles = await findRolesWithResourcesOfUsers(scope, userIds);
  const profileTags = knownProfileTags ?? (await findProfileTagsOfUsers(scope, userIds));
  return rows.map((user) => {
    const own = roles.filter(({ role }) => role.userId === user.id);
    return {
      user,
      profileTags: profileTags.filter((tag) => tag.userId === user.id),
      roles: own.map(({ role }) => role),
      organizations: own
        .filter(({ role }) => role.name === 'admin')
        .sort((left, right) => left.organizationOrder - right.organizationOrder)
        .flatMap(({ organization }) => (organization ? [organization] : [])),
    };
  });
}

/** One user with roles and organisations. */
export async function loadUserView(scope: TenantScope, user: UserRow): Promise<UserView> {
  const [view] = await loadUserViews(scope, [user]);
  return view!;
}

/** The user of this tenant with this id, loaded; 404 when there is none (another tenant's ids included). */
export async function findUserViewOr404(scope: TenantScope, userId: number): Promise<UserView> {
  const found = await findUserWithProfileTags(scope, userId);
  if (!found) throw userNotFound();
  const [view] = await loadUserViews(scope, [found.user], found.profileTags);
  return view!;
}

/** Query of the users list. */
export interface UserListQuery {
  filter: Omit<UserListFilter, 'organizationIds'>;
  sort: UserSort;
  offset: number;
  limit: number;
}

/** A page of the users the actor may see (managers: the tenant; organisation admins: their organisations' users). */
export async function listUsers(
  database: Database,
  actor: SignedInUser,
  query: UserListQuery,
): Promise<{ views: UserView[]; total: number }> {
  const visible = userListScope(actor);
  if (visible.kind === 'none') throw forbidden();
  return withTenant(database, actor.tenantId, async (scope) => {
    const filter: UserListFilter = {
      ...query.filter,
      ...(visible.kind === 'organizations' ? { organizationIds: visible.organizationIds } : {}),
    };
    const { rows, total } = await findUsersPage(scope, filter, query);
    return { views: await loadUserViews(scope, rows), total };
  });
}

/** One user, when the actor may see them. */
export async function showUser(database: Database, actor: SignedInUser, userId: number): Promise<UserView> {
  return withTenant(database, actor.tenantId, async (scope) => {
    const view = await findUserViewOr404(scope, userId);
    if (!canViewUser(actor, policyTarget(view))) throw forbidden();
    return view;
  });
}

/** Invites a user: an `invited` account without password and a mail with the link to choose one. */
export async function inviteUser(
  database: Database,
  actor: SignedInUser,
  input: { email: string; firstName: string; lastName: string; phone: string | null; locale: UserLocale },
  context: NotifyContext,
): Promise<UserView> {
  if (!canCreateUsers(actor)) throw forbidden();
  return withTenant(database, actor.tenantId, async (scope) => {
    if (await findUserByEmail(scope, input.email)) throw emailTaken();
    const inviter = await findUserById(scope, actor.id);
    const user = await insertUser(scope, { ...input, status: 'invited', encryptedPassword: null, confirmedAt: null });
    await insertAuditEvent(scope, { action: 'user_created', actorUserId: actor.id, subjectUserId: user.id });
    await notifyPasswordLink(scope, context, user, {
      kind: 'invitation',
      invitedBy: inviter ? fullNameOf(inviter) || inviter.email : '',
    });
    return loadUserView(scope, user);
  });
}

/** What an administrator may change of a user. */
export interface UserUpdate {
  email?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
  phone?: string | null | undefined;
  locale?: UserLocale | undefined;
  status?: UserStatus | undefined;
}

/** An administrator edits a user; a status change is audited and never of their own account. */
export async function updateUserAsAdministrator(
  database: Database,
  actor: SignedInUser,
  userId: number,
  changes: UserUpdate,
  context: { ipAddress: string },
): Promise<UserView> {
  return withTenant(database, actor.tenantId, async (scope) => {
    const view = await findUserViewOr404(scope, userId);
    const target = policyTarget(view);
    if (!canUpdateUser(actor, target)) throw forbidden();
    const statusChanges = changes.status !== undefined && changes.status !== view.user.status;
    if (statusChanges && !canChangeStatus(actor, target)) throw forbidden();
    if (statusChanges && changes.status === 'invited') {
      throw statusNotAllowed();
    }
    if (changes.email !== undefined && changes.email !== view.user.email) {
      const holder = await findUserByEmail(scope, changes.email);
      if (holder && holder.id !== userId) throw emailTaken();
    }
    const updated = await updateUser(scope, userId, givenFields(changes));
    if (statusChanges) {
      await insertAuditEvent(scope, {
        action: 'status_changed',
        actorUserId: actor.id,
        subjectUserId: userId,
        details: { from: view.user.status, to: changes.status },
        ipAddress: context.ipAddress,
      });
    }
    return loadUserView(scope, updated!);
  });
}

/** An administrator deletes a user: the same erasure as a user deleting their own account. */
export async function destroyUser(
  database: Database,
  actor: SignedInUser,
  userId: number,
  personalData: readonly PersonalDataPart[],
): Promise<void> {
  await withTenant(database, actor.tenantId, async (scope) => {
    const view = await findUserViewOr404(scope, userId);
    if (!canDestroyUser(actor, policyTarget(view))) throw forbidden();
    await eraseUser(scope, view.user, { actorUserId: actor.id, via: 'administrator' }, personalData);
  });
}

/**
 * Sends the pending account mail again: the invitation for an invited user,
 * the confirmation (to the new address during an e-mail change) otherwise;
 * 422 when the account needs neither.
 */
export async function resendConfirmation(
  database: Database,
  actor: SignedInUser,
  userId: number,
  context: NotifyContext,
): Promise<UserView> {
  return withTenant(database, actor.tenantId, async (scope) => {
    const view = await findUserViewOr404(scope, userId);
    if (!canResendConfirmation(actor, policyTarget(view))) throw forbidden();
    const { user } = view;
    const pending = pendingAccountMail(user);
    if (!pending) throw usersError(422, 'confirmation_not_needed', 'users.errors.confirmation_not_needed');
    if (pending === 'invitation') {
      const inviter = await findUserById(scope, actor.id);
      await notifyPasswordLink(scope, context, user, {
        kind: 'invitation',
        invitedBy: inviter ? fullNameOf(inviter) || inviter.email : '',
      });
      return view;
    }
    await notifyConfirmation(scope, context, user, user.unconfirmedEmail ? { toEmail: user.unconfirmedEmail } : {});
    return view;
  });
}
