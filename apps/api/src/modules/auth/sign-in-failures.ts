import { createHash } from 'node:crypto';
import { sitePaths } from '@volunteerly/site/site-paths';
import type { Database } from '../../platform/database/connection.ts';
import { withTenant } from '../../platform/database/tenant-scope.ts';
import type { AttemptCounter } from '../../platform/shared-state/attempt-counter.ts';
import { insertAuditEvent } from '../audit/audit.repository.ts';
import { siteLink } from '../mail/mail-site.ts';
import type { NotifyContext } from '../notifications/notify-context.ts';
import { notify } from '../notifications/notify.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import type { SignInAftermath } from './auth.service.ts';

/** Failed sign-ins of one address from one source are counted in a window of this length (and lock it as long). */
export const failedSignInWindowMs = 60 * 60 * 1000;

function digest(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/**
 * The counter key of an address at a source: tenant, a digest of the address
 * (so Redis holds no e-mail addresses; unknown addresses count alike) and the client IP.
 */
export function failedSignInKey(tenantId: number, email: string, ipAddress: string): string {
  return `${tenantId}:${digest(email.trim().toLowerCase())}:${ipAddress}`;
}

/**
 * The follow-up of a failed sign-in, run after the answer went out (so it
 * costs a known and an unknown address the same on the response path): the
 * audit entry, with the account as subject when the address has one, and —
 * when this failure locked a source — a notice to the owner, at most one per
 * account per window however many sources get locked, in a transaction of its own.
 */
export async function recordFailedSignIn(
  dependencies: { database: Database; failures: AttemptCounter },
  tenantId: number,
  failure: NonNullable<SignInAftermath['failure']>,
  context: NotifyContext,
): Promise<void> {
  const user = await withTenant(dependencies.database, tenantId, async (scope) => {
    const found = await findUserByEmail(scope, failure.email);
    await insertAuditEvent(scope, {
      action: 'sign_in_failed',
      subjectUserId: found?.id ?? null,
      details: { reason: failure.reason, ...(failure.lockedSource ? { locked_source: true } : {}) },
      ipAddress: failure.ipAddress,
    });
    return found;
  });
  if (!user || !failure.lockedSource) return;
  const notices = await dependencies.failures.add(`lock-notice:${tenantId}:${user.id}`, failedSignInWindowMs);
  if (notices.count !== 1) return;
  await withTenant(dependencies.database, tenantId, (scope) =>
    notify(scope, context, {
      event: 'sign_in_locked',
      recipient: { userId: user.id, email: user.email, locale: user.locale },
      subject: { type: 'user', id: user.id },
      values: {
        name: user.firstName || user.email,
        appName: context.appName,
        minutes: String(Math.round(failedSignInWindowMs / 60_000)),
        link: siteLink(context.site, sitePaths.passwordRecovery),
      },
    }),
  );
}
