import { sitePaths } from '@volunteerly/site/site-paths';
import type { TenantScope } from '../../platform/database/tenant-scope.ts';
import { generateSecret, hashSecret } from '../../platform/auth/session-tokens.ts';
import { siteLink } from '../mail/mail-site.ts';
import type { NotifyContext } from '../notifications/notify-context.ts';
import { notify } from '../notifications/notify.ts';
import type { SecretLinks } from '../notifications/secret-links.ts';
import { findUserById, updateUser } from './users.repository.ts';
import type { UserRow } from './users.schema.ts';

/** How long a password-reset link works (the accounts issue: 6 hours). */
export const passwordResetLifetimeMs = 6 * 60 * 60 * 1000;
/** How long an invitation to set a first password works. */
export const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;

function displayName(user: Pick<UserRow, 'firstName' | 'email'>): string {
  return user.firstName || user.email;
}

/**
 * Mails a confirmation link, in the transaction of the change that asks for it: to the new
 * address when `toEmail` is an e-mail change, else the account's own address. The token is made
 * when the mail is sent (issue 29, hole 4).
 */
export async function notifyConfirmation(
  scope: TenantScope,
  context: NotifyContext,
  user: UserRow,
  options: { toEmail?: string } = {},
): Promise<void> {
  const to = options.toEmail ?? user.email;
  const common = { name: displayName(user), appName: context.appName };
  await notify(scope, context, {
    ...(options.toEmail
      ? { event: 'email_change', values: { ...common, newEmail: options.toEmail } }
      : { event: 'confirmation', values: common }),
    secretLinks: { link: { kind: 'account_confirmation', subjectId: user.id } },
    recipient: { userId: user.id, email: to, locale: user.locale },
    subject: { type: 'user', id: user.id },
  });
}

/**
 * Mails the link to /auth/reset, in the transaction of the change that asks for it: a reset
 * (6 hours) or, for an invited user, the invitation to choose a first password (7 days). The
 * token is made when the mail is sent.
 */
export async function notifyPasswordLink(
  scope: TenantScope,
  context: NotifyContext,
  user: UserRow,
  purpose: { kind: 'reset' } | { kind: 'invitation'; invitedBy: string },
): Promise<void> {
  const common = { name: displayName(user), appName: context.appName };
  await notify(scope, context, {
    ...(purpose.kind === 'reset'
      ? { event: 'reset_password', values: common }
      : { event: 'invitation', values: { ...common, invitedBy: purpose.invitedBy } }),
    secretLinks: {
      link: { kind: purpose.kind === 'reset' ? 'password_reset' : 'account_invitation', subjectId: user.id },
    },
    recipient: { userId: user.id, email: user.email, locale: user.locale },
    subject: { type: 'user', id: user.id },
  });
}

/**
 * Registers the issuers of account links: each makes a new token (stored as its hash; a new one
 * replaces the old) when its mail is sent. A confirmation is issued only while the account still
 * has something to confirm; a password link only while the account may use one.
 */
export function registerAccountSecretLinks(secretLinks: SecretLinks): void {
  secretLinks.register('account_confirmation', async (scope, userId, site) => {
    const user = await findUserById(scope, userId);
    if (!user || (user.confirmedAt && !user.unconfirmedEmail)) return undefined;
    const token = generateSecret();
    await updateUser(scope, user.id, { confirmationTokenHash: hashSecret(token), confirmationSentAt: new Date() });
    return siteLink(site, sitePaths.confirm, { confirmation_token: token });
  });
  const passwordLink =
    (lifetimeMs: number) => async (scope: TenantScope, userId: number, site: Parameters<typeof siteLink>[0]) => {
      const user = await findUserById(scope, userId);
      if (!user || user.status === 'inactive' || user.status === 'archived') return undefined;
      const token = generateSecret();
      await updateUser(scope, user.id, {
        resetPasswordTokenHash: hashSecret(token),
        resetPasswordExpiresAt: new Date(Date.now() + lifetimeMs),
      });
      return siteLink(site, sitePaths.passwordReset, { reset_password_token: token });
    };
  secretLinks.register('password_reset', passwordLink(passwordResetLifetimeMs));
  secretLinks.register('account_invitation', passwordLink(invitationLifetimeMs));
}
