import type { UserLocale } from '@volunteerly/contracts/users';
import { sitePaths } from '@volunteerly/site/site-paths';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant, type TenantScope } from '../../platform/database/tenant-scope.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password-hashing.ts';
import { hashSecret } from '../../platform/auth/session-tokens.ts';
import { FieldValidationError, type FieldProblem } from '../../platform/http/api-error.ts';
import { insertAuditEvent } from '../audit/audit.repository.ts';
import type { NotifyContext } from '../notifications/notify-context.ts';
import { notify } from '../notifications/notify.ts';
import { siteLink } from '../mail/mail-site.ts';
import { notifyConfirmation, notifyPasswordLink } from '../users/account-tokens.service.ts';
import { findUserByEmail, findUserById, insertUser, updateUser } from '../users/users.repository.ts';
import type { UserRow } from '../users/users.schema.ts';
import { findUserByConfirmationTokenHash, findUserByResetTokenHash } from './account-lookup.repository.ts';
import { deleteOtherAuthTokens } from './auth.repository.ts';
import { accountEmailTaken, authError, currentPasswordInvalid, emailUnchanged } from './auth.errors.ts';
import { newPasswordProblems } from './password-rules.ts';

/** How long a confirmation link works. */
export const confirmationLifetimeMs = 7 * 24 * 60 * 60 * 1000;

function failIfAny(problems: FieldProblem[]): void {
  if (problems.length > 0) throw new FieldValidationError(problems);
}

/** A volunteer's registration: an active account that must confirm its e-mail address before signing in. */
export async function signUp(
  database: Database,
  tenantId: number,
  input: {
    email: string;
    password: string;
    passwordConfirmation: string;
    firstName: string;
    lastName: string;
    locale: UserLocale;
  },
  context: NotifyContext,
): Promise<UserRow> {
  failIfAny(newPasswordProblems(input.password, input.passwordConfirmation, input.email));
  const encryptedPassword = await hashPassword(input.password);
  return withTenant(database, tenantId, async (scope) => {
    if (await findUserByEmail(scope, input.email)) throw accountEmailTaken();
    const user = await insertUser(scope, {
      email: input.email,
      encryptedPassword,
      firstName: input.firstName,
      lastName: input.lastName,
      locale: input.locale,
      status: 'active',
    });
    // The centre's activity feed shows who joined ('… heeft een account aangemaakt').
    await insertAuditEvent(scope, {
      action: 'user_created',
      actorUserId: user.id,
      subjectUserId: user.id,
      details: { signUp: true },
    });
    await notifyConfirmation(scope, context, user);
    return user;
  });
}

/**
 * Confirms an account's e-mail address, or switches an account to the new
 * address of an e-mail change. Tokens are single-use and last a week.
 */
export async function confirmAccount(database: Database, tenantId: number, token: string): Promise<UserRow> {
  return withTenant(database, tenantId, async (scope) => {
    const sentAfter = new Date(Date.now() - confirmationLifetimeMs);
    const user = await findUserByConfirmationTokenHash(scope, hashSecret(token), sentAfter);
    if (!user) throw authError(422, 'confirmation_token_invalid', 'auth.errors.confirmation_token_invalid');
    const cleared = { confirmationTokenHash: null, confirmationSentAt: null };
    if (user.unconfirmedEmail) {
      const holder = await findUserByEmail(scope, user.unconfirmedEmail);
      if (holder && holder.id !== user.id) throw accountEmailTaken();
      const updated = await updateUser(scope, user.id, {
        ...cleared,
        email: user.unconfirmedEmail,
        unconfirmedEmail: null,
        confirmedAt: user.confirmedAt ?? new Date(),
      });
      return updated!;
    }
    return (await updateUser(scope, user.id, { ...cleared, confirmedAt: user.confirmedAt ?? new Date() }))!;
  });
}

/**
 * Issues a reset link when an account that may sign in (or is invited) has
 * this address; the caller answers the same either way.
 */
export async function requestPasswordReset(
  database: Database,
  tenantId: number,
  email: string,
  context: NotifyContext,
): Promise<void> {
  await withTenant(database, tenantId, async (scope) => {
    const user = await findUserByEmail(scope, email);
    if (!user || user.status === 'inactive' || user.status === 'archived') return;
    await notifyPasswordLink(
      scope,
      context,
      user,
      user.status === 'invited' ? { kind: 'invitation', invitedBy: '' } : { kind: 'reset' },
    );
  });
}

async function notifyPasswordChanged(scope: TenantScope, context: NotifyContext, user: UserRow): Promise<void> {
  await notify(scope, context, {
    event: 'password_changed',
    recipient: { userId: user.id, email: user.email, locale: user.locale },
    subject: { type: 'user', id: user.id },
    values: { name: user.firstName || user.email, appName: context.appName },
  });
}

/**
 * Sets a new password with the token from a reset or invitation mail. The
 * token works once; an invited or unconfirmed account becomes active and
 * confirmed (the mail proved the address); every session ends.
 */
export async function resetPasswordWithToken(
  database: Database,
  tenantId: number,
  input: { token: string; password: string; passwordConfirmation: string; ipAddress: string },
  context: NotifyContext,
): Promise<UserRow> {
  const user = await withTenant(database, tenantId, (scope) =>
    findUserByResetTokenHash(scope, hashSecret(input.token)),
  );
  if (!user) throw authError(422, 'reset_password_token_invalid', 'auth.errors.reset_password_token_invalid');
  failIfAny(newPasswordProblems(input.password, input.passwordConfirmation, user.email));
  const encryptedPassword = await hashPassword(input.password);
  return withTenant(database, tenantId, async (scope) => {
    // Checked again inside the transaction: a token is single-use even under concurrent requests.
    const current = await findUserByResetTokenHash(scope, hashSecret(input.token));
    if (!current) throw authError(422, 'reset_password_token_invalid', 'auth.errors.reset_password_token_invalid');
    const updated = await updateUser(scope, current.id, {
      encryptedPassword,
      resetPasswordTokenHash: null,
      resetPasswordExpiresAt: null,
      status: current.status === 'invited' ? 'active' : current.status,
      confirmedAt: current.confirmedAt ?? new Date(),
    });
    await deleteOtherAuthTokens(scope, current.id, null);
    await insertAuditEvent(scope, {
      action: 'password_changed',
      actorUserId: current.id,
      subjectUserId: current.id,
      details: { via: current.status === 'invited' ? 'invitation' : 'reset_token' },
      ipAddress: input.ipAddress,
    });
    if (current.status !== 'invited') await notifyPasswordChanged(scope, context, updated!);
    return updated!;
  });
}

/** A signed-in user changes their password: the current one is required; their other devices are signed out. */
export async function changePassword(
  database: Database,
  tenantId: number,
  input: {
    userId: number;
    client: string;
    currentPassword: string;
    password: string;
    passwordConfirmation: string;
    ipAddress: string;
  },
  context: NotifyContext,
): Promise<UserRow> {
  const user = await withTenant(database, tenantId, (scope) => findUserById(scope, input.userId));
  if (!user) throw authError(404, 'not_signed_in', 'auth.errors.not_signed_in');
  const problems: FieldProblem[] = [];
  if (!(await verifyPassword(input.currentPassword, user.encryptedPassword))) {
    problems.push({
      pointer: '/current_password',
      code: 'current_password_invalid',
      messageKey: 'auth.password.current_invalid',
    });
  }
  problems.push(...newPasswordProblems(input.password, input.passwordConfirmation, user.email));
  failIfAny(problems);
  const encryptedPassword = await hashPassword(input.password);
  return withTenant(database, tenantId, async (scope) => {
    const updated = await updateUser(scope, user.id, { encryptedPassword });
    await deleteOtherAuthTokens(scope, user.id, input.client);
    await insertAuditEvent(scope, {
      action: 'password_changed',
      actorUserId: user.id,
      subjectUserId: user.id,
      details: { via: 'current_password' },
      ipAddress: input.ipAddress,
    });
    await notifyPasswordChanged(scope, context, updated!);
    return updated!;
  });
}

/**
 * The notice to the owner of an address someone gave as their account's new address (issue 29
 * §8): someone tried; if it was them, sign in (or reset the password there). No token: it only
 * tells. Sent through `notify`, in the transaction of the request, like every account mail.
 */
async function notifyAddressTaken(scope: TenantScope, context: NotifyContext, owner: UserRow): Promise<void> {
  await notify(scope, context, {
    event: 'email_change_address_taken',
    recipient: { userId: owner.id, email: owner.email, locale: owner.locale },
    subject: { type: 'user', id: owner.id },
    values: {
      name: owner.firstName || owner.email,
      appName: context.appName,
      link: siteLink(context.site, sitePaths.signIn),
    },
  });
}

/**
 * Starts an e-mail change: the password is required; it becomes the account's address once
 * confirmed from the new mailbox. An address another account has gets the same answer as a free
 * one, so nobody learns from it who has an account: nothing is stored, no confirmation goes out,
 * and the address's owner is told by mail instead. The answer shows the address as awaiting
 * confirmation either way.
 */
export async function requestEmailChange(
  database: Database,
  tenantId: number,
  input: { userId: number; email: string; password: string },
  context: NotifyContext,
): Promise<UserRow> {
  const user = await withTenant(database, tenantId, (scope) => findUserById(scope, input.userId));
  if (!user) throw authError(404, 'not_signed_in', 'auth.errors.not_signed_in');
  if (!(await verifyPassword(input.password, user.encryptedPassword))) {
    throw currentPasswordInvalid();
  }
  if (input.email === user.email) {
    throw emailUnchanged();
  }
  return withTenant(database, tenantId, async (scope) => {
    const owner = await findUserByEmail(scope, input.email);
    if (owner) {
      await notifyAddressTaken(scope, context, owner);
      return { ...user, unconfirmedEmail: input.email };
    }
    const updated = await updateUser(scope, user.id, { unconfirmedEmail: input.email });
    await notifyConfirmation(scope, context, updated!, { toEmail: input.email });
    return updated!;
  });
}
