import type { TenantScope } from '../../platform/database/tenant-scope.ts';
import { generateSecret, hashSecret } from '../../platform/auth/session-tokens.ts';
import { siteLink } from '../mail/mail-site.ts';
import type { PendingNotice } from '../notifications/notices.ts';
import { notify } from '../notifications/notify.ts';
import { updateUser } from './users.repository.ts';
import type { UserRow } from './users.schema.ts';

/** How long a password-reset link works (the accounts issue: 6 hours). */
export const passwordResetLifetimeMs = 6 * 60 * 60 * 1000;
/** How long an invitation to set a first password works. */
export const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** The web app's pages the account links lead to. */
export const accountLinkPaths = { confirm: '/confirm', reset: '/auth/reset' } as const;

/** A notification (its mail carries the token) to send once the transaction that issued the token has committed. */
export type PendingMail = PendingNotice;

function displayName(user: Pick<UserRow, 'firstName' | 'email'>): string {
  return user.firstName || user.email;
}

/**
 * Issues a confirmation token (stored as its hash) and returns the mail that
 * carries it: to the new address when `toEmail` is an e-mail change, else the
 * account's own address.
 */
export async function issueConfirmation(
  scope: TenantScope,
  user: UserRow,
  options: { toEmail?: string } = {},
): Promise<PendingMail> {
  const token = generateSecret();
  await updateUser(scope, user.id, { confirmationTokenHash: hashSecret(token), confirmationSentAt: new Date() });
  const to = options.toEmail ?? user.email;
  return (noticeScope, context) => {
    const link = siteLink(context.site, accountLinkPaths.confirm, { confirmation_token: token });
    const common = { name: displayName(user), appName: context.appName, link };
    const recipient = { userId: user.id, email: to, locale: user.locale };
    return notify(noticeScope, context.services, {
      ...(options.toEmail
        ? { event: 'email_change', values: { ...common, newEmail: options.toEmail } }
        : { event: 'confirmation', values: common }),
      recipient,
      site: context.site,
    });
  };
}

/**
 * Issues a password token (stored as its hash; a new one replaces the old) and
 * returns the mail with the link to /auth/reset: a reset (6 hours) or, for an
 * invited user, the invitation to choose a first password (7 days).
 */
export async function issuePasswordToken(
  scope: TenantScope,
  user: UserRow,
  purpose: { kind: 'reset' } | { kind: 'invitation'; invitedBy: string },
): Promise<PendingMail> {
  const token = generateSecret();
  const lifetime = purpose.kind === 'reset' ? passwordResetLifetimeMs : invitationLifetimeMs;
  await updateUser(scope, user.id, {
    resetPasswordTokenHash: hashSecret(token),
    resetPasswordExpiresAt: new Date(Date.now() + lifetime),
  });
  return (noticeScope, context) => {
    const link = siteLink(context.site, accountLinkPaths.reset, { reset_password_token: token });
    const common = { name: displayName(user), appName: context.appName, link };
    return notify(noticeScope, context.services, {
      ...(purpose.kind === 'reset'
        ? { event: 'reset_password', values: common }
        : { event: 'invitation', values: { ...common, invitedBy: purpose.invitedBy } }),
      recipient: { userId: user.id, email: user.email, locale: user.locale },
      site: context.site,
    });
  };
}
